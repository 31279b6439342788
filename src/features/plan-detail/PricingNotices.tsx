import { Button, Stack } from '@chakra-ui/react';
import { Alert } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { planDetailMessages } from '../../../contract/index.ts';
import type { PlanDetailActor, PlanDetailSnapshot } from './plan-detail-actor.ts';

/** What the enrollmentIdError notice says (the spec gives no wording). */
export const expiredQuoteMessage = 'Your quote has expired. Please get a new quote.';

const LINK_WORDS = 'clicking here';

type Notice =
  | { kind: 'fix'; message: string; fix: 'user.openIncome' | 'user.openTobacco' }
  | { kind: 'text'; message: string }
  | { kind: 'portal'; message: string; canChoose: boolean }
  | { kind: 'expired' };

type NoticeState =
  | 'incomeTooLow'
  | 'hoursTooFew'
  | 'tobaccoMissing'
  | 'wrongState'
  | 'wrongArea'
  | 'wrongTier'
  | 'wrongAge'
  | 'planAgeRefused'
  | 'wrongPortal'
  | 'enrollmentExpired';

/** The notice of the pricing answer's errorCode state, if the machine is in one (spec 2 §8). */
const noticeOf = (snapshot: PlanDetailSnapshot): Notice | null => {
  const message = snapshot.context.pricing?.message ?? '';
  const at = (state: NoticeState) => snapshot.matches({ pricing: state });
  // salaryError, or the prudential-type plan's above-100k income check (spec 2 §9) on a card
  if (at('incomeTooLow') || snapshot.matches({ pricing: { priced: 'incomeBelowCoverage' } })) return { kind: 'fix', message: planDetailMessages.salaryError, fix: 'user.openIncome' };
  if (at('hoursTooFew')) return { kind: 'fix', message: planDetailMessages.hourError, fix: 'user.openIncome' };
  if (at('tobaccoMissing')) return { kind: 'fix', message: planDetailMessages.smokerError, fix: 'user.openTobacco' };
  if (at('wrongState')) return { kind: 'text', message: planDetailMessages.stateError };
  if (at('wrongArea')) return { kind: 'text', message: planDetailMessages.metError };
  if (at('wrongTier')) return { kind: 'text', message: planDetailMessages.tierError };
  if (at('wrongAge')) return { kind: 'text', message: planDetailMessages.ageError };
  if (at('planAgeRefused')) return { kind: 'text', message };
  if (at('wrongPortal')) return { kind: 'portal', message, canChoose: snapshot.can({ type: 'user.openPortal' }) };
  if (at('enrollmentExpired')) return { kind: 'expired' };
  return null;
};

const sameNotice = (a: Notice | null, b: Notice | null) => JSON.stringify(a) === JSON.stringify(b);

/** The message with its words 'clicking here' as the button that opens the fix. */
function MessageWithLink({ message, onClick }: { message: string; onClick: () => void }) {
  const at = message.indexOf(LINK_WORDS);
  if (at < 0) return <>{message}</>;
  return (
    <>
      {message.slice(0, at)}
      <Button variant="plain" size="sm" height="auto" minW="0" p="0" verticalAlign="baseline" color="inherit" textDecoration="underline" fontWeight="semibold" onClick={onClick}>
        {LINK_WORDS}
      </Button>
      {message.slice(at + LINK_WORDS.length)}
    </>
  );
}

/** The notice above pricing telling why the plan cannot be added, with its fix where it has one. */
export function PricingNotices({ actor }: { actor: PlanDetailActor }) {
  const notice = useSelector(actor, noticeOf, sameNotice);
  if (notice === null) return null;
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="3" align="start">
          {notice.kind === 'fix' && (
            <Alert.Description>
              <MessageWithLink message={notice.message} onClick={() => actor.send({ type: notice.fix })} />
            </Alert.Description>
          )}
          {(notice.kind === 'text' || notice.kind === 'portal') && <Alert.Description>{notice.message}</Alert.Description>}
          {notice.kind === 'portal' && notice.canChoose && (
            <Button size="sm" onClick={() => actor.send({ type: 'user.openPortal' })}>
              Choose Portal
            </Button>
          )}
          {notice.kind === 'expired' && (
            <>
              <Alert.Description>{expiredQuoteMessage}</Alert.Description>
              <Button size="sm" onClick={() => actor.send({ type: 'user.newQuote' })}>
                Get a New Quote
              </Button>
            </>
          )}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
