import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { AccessCodeKind } from '../../../machines/access-code/index.ts';
import { provideAccessCode } from '../../adapters/access-code.ts';
import { AccessCodeView } from './AccessCodeView.tsx';

/** The modals' titles (spec 1 §2). */
export const accessCodeTitles: Record<AccessCodeKind, string> = { rep: 'Access Code', group: 'Employee Enrollment' };

function AccessCodeBody({ kind }: { kind: AccessCodeKind }) {
  const [machine] = useState(provideAccessCode);
  const actor = useActorRef(machine, { input: { kind } });
  return <AccessCodeView actor={actor} />;
}

/** The Access Code or Employee Enrollment modal; each opening starts a fresh machine. */
export default function AccessCodeDialog({ kind, open, onOpenChange }: { kind: AccessCodeKind; open: boolean; onOpenChange: (details: { open: boolean }) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{accessCodeTitles[kind]}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <AccessCodeBody kind={kind} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
