import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { QuoteForm } from '../quote/QuoteForm.tsx';
import type { QuoteActor } from '../quote/quote-actor.ts';
import type { PlansActor } from './plans-actor.ts';

/** The Edit popup: open while the plans machine edits the filter, with its quote child's form. */
export function EditFilterDialog({ actor }: { actor: PlansActor }) {
  const quote = useSelector(actor, (snapshot) => snapshot.children.editQuote as QuoteActor | undefined);
  return (
    <Dialog.Root open={quote !== undefined} onOpenChange={(details) => details.open || actor.send({ type: 'user.cancelEdit' })} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Edit your quote</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{quote && <QuoteForm actor={quote} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
