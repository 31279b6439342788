import { Alert } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import type { QuoteActor } from './quote-actor.ts';

/** Why the quote was not saved, when no field shows it (the machine's saveFailure). */
export function QuoteSaveFailure({ actor }: { actor: QuoteActor }) {
  const message = useSelector(actor, (snapshot) => snapshot.context.saveFailure);
  if (message === null) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
