import { useSelector } from '@xstate/react';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { QuoteForm } from '../quote/QuoteForm.tsx';
import type { QuoteActor } from '../quote/quote-actor.ts';
import type { PlansActor } from './plans-actor.ts';

/** The Edit popup: open while the plans machine edits the filter, with its quote child's form. */
export function EditFilterDialog({ actor }: { actor: PlansActor }) {
  const quote = useSelector(actor, (snapshot) => snapshot.children.editQuote as QuoteActor | undefined);
  return (
    <ModalDialog open={quote !== undefined} onClose={() => actor.send({ type: 'user.cancelEdit' })} title="Edit your quote">
      {quote && <QuoteForm actor={quote} />}
    </ModalDialog>
  );
}
