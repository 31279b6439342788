import { Box, Button, Container, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { stepMessages } from '../../../contract/index.ts';
import { REP_HOME, type ReceiptInput, type receiptMachine } from '../../../machines/enrollment/receipt.machine.ts';
import { provideReceipt } from '../../adapters/enrollment.ts';
import { inspect } from '../../adapters/inspection.ts';
import { localStorageAdapter } from '../../adapters/local-storage.ts';
import { navigationActions } from '../../adapters/navigation.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { BannerImage } from '../chrome/BannerImage.tsx';
import { useChrome } from '../chrome/chrome-actor.tsx';
import { useBranding } from '../chrome/site-content.ts';
import { PlanTotals } from './PlanTotals.tsx';

export type ReceiptActor = ActorRefFrom<typeof receiptMachine>;

/** The receipt line (spec 3 §2.7), with the subject word for word. */
export const receiptSentLine = `A receipt has been sent to the member and the client with the subject '${stepMessages.receiptLine}'.`;
export const completionNote = 'You will receive an email confirming the completion of your enrollment within 10 minutes.';

/**
 * The receipt (spec 3 §2.7, §4.5; issue 28 item 6): the site's thank-you image when it has one
 * (spec 1 §1), a greeting by name (a rep is told whom they enrolled), the confirmation number, the
 * effective date, the people covered, the plans with their chosen coverage and the totals (as the
 * receipt mail lists them), the payment method (masked by the server), the receipt line, the
 * completion e-mail note, Print or save as PDF, Rep Home for a rep, and Return to homepage (the
 * machine's home). Printed, the page leaves out its buttons, header and footer (theme).
 */
export function ReceiptView({ actor, onHome, thankYouImage }: { actor: ReceiptActor; onHome: (to: string) => void; thankYouImage?: string }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const receipt = useSelector(actor, (snapshot) => snapshot.context.receipt);
  const home = useSelector(actor, (snapshot) => snapshot.context.home);
  const forRep = useSelector(actor, (snapshot) => snapshot.matches({ shown: 'forRep' }));
  if (loading) return <PageSpinner label="Loading your receipt" />;
  return (
    <Stack gap="5" maxW="3xl">
      {receipt ? (
        <>
          {/* decorative: the heading below says the thanks */}
          {thankYouImage && (
            <Box borderRadius="l3" overflow="hidden">
              <BannerImage src={thankYouImage} />
            </Box>
          )}
          <Heading as="h1" size="2xl">
            {forRep ? `You enrolled ${receipt.name}` : `Thank you, ${receipt.name}!`}
          </Heading>
          <Text textStyle="lg">{forRep ? 'The enrollment is complete.' : 'Your enrollment is complete.'}</Text>
          <Text textStyle="lg" fontWeight="semibold">
            Confirmation number: {receipt.policy_id}
          </Text>
          {receipt.effective_date && <Text>Effective date: {receipt.effective_date}</Text>}
          {receipt.payment && <Text>Payment method: {receipt.payment}</Text>}
          <Stack as="section" aria-labelledby="receipt-people-heading" gap="2">
            <Heading as="h2" size="lg" id="receipt-people-heading">
              People covered
            </Heading>
            <List.Root ps="5">
              {receipt.covered.map((person, index) => (
                <List.Item key={index}>
                  {person.name} ({person.relationship})
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          <Stack as="section" aria-labelledby="receipt-plans-heading" gap="2">
            <Heading as="h2" size="lg" id="receipt-plans-heading">
              {forRep ? 'Plans' : 'Your plans'}
            </Heading>
            <PlanTotals label="Plans enrolled" plans={receipt.plans} initialMonthCost={receipt.initial_month_cost} recurringMonthCost={receipt.recurring_month_cost} />
          </Stack>
          <Text>{receiptSentLine}</Text>
          <Text>{completionNote}</Text>
        </>
      ) : (
        <>
          <Heading as="h1" size="2xl">
            Receipt
          </Heading>
          <Text>There is no enrollment receipt to show.</Text>
        </>
      )}
      <HStack gap="3" wrap="wrap" data-print="hidden">
        {receipt && (
          <Button variant="outline" onClick={() => actor.send({ type: 'user.print' })}>
            Print or save as PDF
          </Button>
        )}
        {forRep && (
          <Button variant="outline" onClick={() => onHome(REP_HOME)}>
            Rep Home
          </Button>
        )}
        <Button onClick={() => onHome(home)}>Return to homepage</Button>
      </HStack>
    </Stack>
  );
}

/** /enrollment/receipt: one receipt machine per visit, for the stored enrollment. */
export default function ReceiptPage() {
  const router = useRouter();
  const [machine] = useState(() => provideReceipt(router));
  const [input] = useState((): ReceiptInput => {
    const stored = localStorageAdapter.read();
    return { tempId: stored.tempId ?? null, stored };
  });
  const actor = useActorRef(machine, { input, inspect });
  const [{ navigate }] = useState(() => navigationActions(router));
  // spec 1 §1: the thank-you image is part of the site's cached branding
  const thankYouImage = useBranding().thank_you_image;
  const { groupAdministratorHome } = useChrome();
  return (
    <Container as="main" maxW="7xl" py="10">
      {/* a signed-in group administrator's Return to homepage leads to the group home (the chrome decides) */}
      <ReceiptView actor={actor} onHome={(to) => navigate(undefined, { to: groupAdministratorHome ?? to })} thankYouImage={thankYouImage} />
    </Container>
  );
}
