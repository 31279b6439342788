import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, memo, Suspense, useState } from 'react';
import type { QuoteInput } from '../../../machines/shared/quote/quote.machine.ts';
import { inspect } from '../../adapters/inspection.ts';
import { useStartingStored } from '../../adapters/page-request.ts';
import { provideQuote } from '../../adapters/quote.ts';
import { filterScopeOf } from '../../adapters/session-scope.ts';
import { useChrome } from '../chrome/chrome-actor.tsx';
import type { QuoteActor } from './quote-actor.ts';
import { QuoteFrame, quotePlaceholder } from './QuoteFrame.tsx';
import { QuoteForm } from './QuoteForm.tsx';

// A site shows the form or the wizard, never both: the wizard (and its checkbox step) loads
// only where the branding asks for it, so the form's sites do not fetch it.
const QuoteWizard = lazy(() => import('./QuoteWizard.tsx').then(({ QuoteWizard }) => ({ default: QuoteWizard })));

/** The form or the wizard, as the machine's variant says. */
export function QuoteView({ actor }: { actor: QuoteActor }) {
  const variant = useSelector(actor, (snapshot) => snapshot.context.variant);
  return variant === 'wizard' ? (
    <Suspense fallback={quotePlaceholder}>
      <QuoteWizard actor={actor} />
    </Suspense>
  ) : (
    <QuoteForm actor={actor} />
  );
}

// memo: the chrome's changes re-render LandingQuote while the page hydrates, and new props reaching
// the wizard's lazy boundary before its code has come would make React drop the server's wizard
// and show the placeholder until then (a flash, and a form without its code meanwhile)
const QuoteRunner = memo(function QuoteRunner({ variant }: { variant: QuoteInput['variant'] }) {
  const router = useRouter();
  const [machine] = useState(() => provideQuote(router));
  const stored = useStartingStored();
  const [input] = useState((): QuoteInput => ({ variant, scope: filterScopeOf(stored), tempId: stored.tempId ?? null }));
  const actor = useActorRef(machine, { input, inspect });
  return <QuoteView actor={actor} />;
});

/** The landing's quote: the form or the 6-step wizard, as the chrome decided from the branding (`quote_style: wizard`). */
export function LandingQuote() {
  const { quoteVariant } = useChrome();
  return <QuoteFrame>{quoteVariant === null ? quotePlaceholder : <QuoteRunner variant={quoteVariant} />}</QuoteFrame>;
}
