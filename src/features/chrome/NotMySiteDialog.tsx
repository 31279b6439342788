import { Button, Text } from '@chakra-ui/react';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { useChrome, useChromeActor } from './chrome-actor.tsx';

export const leaveSiteTitle = 'Leave this site?';
export const leaveSiteMessage = 'Your cart will be emptied.';

/** Not my site asks first (issue 28 item 9): Leave empties the session and reloads at /, Cancel stays. */
export function NotMySiteDialog() {
  const actor = useChromeActor();
  const { confirmingLeave, leaving } = useChrome();
  const cancel = () => actor.send({ type: 'user.cancel' });
  return (
    <ModalDialog
      open={confirmingLeave || leaving}
      role="alertdialog"
      size="sm"
      title={leaveSiteTitle}
      onClose={cancel}
      footer={
        <>
          <Button variant="outline" disabled={leaving} onClick={cancel}>
            Cancel
          </Button>
          <Button colorPalette="red" loading={leaving} loadingText="Leaving" onClick={() => actor.send({ type: 'user.leave' })}>
            Leave
          </Button>
        </>
      }
    >
      <Text>{leaveSiteMessage}</Text>
    </ModalDialog>
  );
}
