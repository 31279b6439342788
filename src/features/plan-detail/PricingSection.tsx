import { Box, Button, Card, Center, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../ui/chakra.tsx';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { pricingNotesOf } from '../../../machines/plan-detail/plan-detail.connect.ts';
import { AflacPanel } from './AflacPanel.tsx';
import { aflacChildOf, perMonth, questionsChildOf, type PlanDetailActor } from './plan-detail-actor.ts';
import { PricingNotices } from './PricingNotices.tsx';
import { TobaccoForm } from './PricingPopups.tsx';
import { QuestionsPanel } from './QuestionsPanel.tsx';
import { useLanding } from '../../adapters/use-landing.ts';

const sameNotes = (a: string[], b: string[]) => a.join('\n') === b.join('\n');

function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** The pricing cards: Add to Cart (Enroll Now once answered) while the machine can add. */
function PricingCards({ actor }: { actor: PlanDetailActor }) {
  const pricing = useSelector(actor, (snapshot) => snapshot.context.pricing);
  const answered = useSelector(actor, (snapshot) => snapshot.context.answered);
  const canAdd = useSelector(actor, (snapshot) => snapshot.hasTag('canAdd'));
  const adding = useSelector(actor, (snapshot) => snapshot.hasTag('adding'));
  const addingId = useSelector(actor, (snapshot) => (snapshot.hasTag('adding') ? snapshot.context.card?.plan_pricing_id : undefined));
  const notes = useSelector(actor, pricingNotesOf, sameNotes);
  if (!pricing) return null;
  const action = answered ? 'Enroll Now' : 'Add to Cart';
  return (
    <Stack gap="4">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-label="Pricing">
        {pricing.plans.map((card) => (
          <Card.Root as="li" key={card.plan_pricing_id} size="sm">
            <Card.Body gap="2">
              <Card.Title as="h3">{card.label}</Card.Title>
              <Text textStyle="2xl" fontWeight="bold">
                {perMonth(card.plan_price)}
              </Text>
            </Card.Body>
            {(canAdd || adding) && (
              <Card.Footer>
                <Button
                  aria-label={`${action}: ${card.label}`}
                  disabled={!canAdd}
                  loading={addingId === card.plan_pricing_id}
                  onClick={() => actor.send({ type: 'user.addToCart', planPricingId: card.plan_pricing_id })}
                >
                  {action}
                </Button>
              </Card.Footer>
            )}
          </Card.Root>
        ))}
      </SimpleGrid>
      {notes.map((note) => (
        <Text key={note} textStyle="sm" color="fg.muted">
          {note}
        </Text>
      ))}
    </Stack>
  );
}

/** A declined applicant's way on: the plans listing, on the current landing. */
function OtherPlansLink() {
  const landing = useLanding();
  return (
    <Button asChild size="sm" variant="outline">
      <Link to="/{-$landing}/plans" params={{ landing }}>
        See other plans
      </Link>
    </Button>
  );
}

/** The tobacco question under its notice (smokerError), so it is answered where it is asked. */
function TobaccoQuestion({ actor }: { actor: PlanDetailActor }) {
  const shown = useSelector(
    actor,
    (snapshot) => snapshot.matches({ pricing: 'tobaccoMissing' }) || (snapshot.matches({ pricing: 'savingTobacco' }) && snapshot.context.tobaccoAskedIn === 'notice'),
  );
  if (!shown) return null;
  return (
    <Box borderWidth="1px" borderRadius="l3" p="5">
      <TobaccoForm actor={actor} />
    </Box>
  );
}

/** The tobacco answer the prices are for, with its change (the popup), once the filter has one. */
function TobaccoAnswer({ actor }: { actor: PlanDetailActor }) {
  const canChange = useSelector(actor, (snapshot) => snapshot.matches({ pricing: 'priced' }) && snapshot.can({ type: 'user.openTobacco' }));
  const smoker = useSelector(actor, (snapshot) => snapshot.context.summary?.is_smoker);
  if (!canChange) return null;
  return (
    <HStack gap="3" wrap="wrap">
      <Text>Tobacco use: {smoker === '1' ? 'Yes' : 'No'}</Text>
      <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'user.openTobacco' })}>
        Change tobacco use
      </Button>
    </HStack>
  );
}

/**
 * Pricing (spec 2 §2, §4, §8): a spinner while it loads, the errorCode's notice, the related
 * questions, or the cards with the prudential-type questions first and the add's messages.
 */
export function PricingSection({ actor }: { actor: PlanDetailActor }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loadingPricing'));
  const inPricing = useSelector(actor, (snapshot) => snapshot.matches('pricing'));
  const priced = useSelector(actor, (snapshot) => snapshot.matches({ pricing: 'priced' }));
  const questions = useSelector(actor, (snapshot) => (snapshot.matches({ pricing: 'questions' }) ? questionsChildOf(snapshot) : undefined));
  const aflac = useSelector(actor, (snapshot) => (snapshot.matches({ pricing: { priced: 'prudentialQuestions' } }) ? aflacChildOf(snapshot) : undefined));
  const success = useSelector(actor, (snapshot) => snapshot.context.success);
  const blackout = useSelector(actor, (snapshot) => (snapshot.matches({ pricing: { priced: 'blackout' } }) ? snapshot.context.error : null));
  const failure = useSelector(actor, (snapshot) => (snapshot.matches({ pricing: { priced: 'ready' } }) ? snapshot.context.error : null));
  if (!inPricing) return null;
  return (
    <Box as="section" aria-label="Pricing and enrollment">
      <Stack gap="5">
        <PricingNotices actor={actor} />
        <TobaccoQuestion actor={actor} />
        {success && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{success}</Alert.Title>
          </Alert.Root>
        )}
        {loading && (
          <Center py="10" role="status" aria-label="Loading pricing">
            <Spinner size="xl" color="brand.solid" borderWidth="4px" />
          </Center>
        )}
        {questions && <QuestionsPanel key={questions.id} actor={questions} otherPlans={<OtherPlansLink />} />}
        {priced && (
          <>
            {blackout && <ErrorAlert message={blackout} />}
            {aflac && <AflacPanel key={aflac.id} actor={aflac} />}
            <TobaccoAnswer actor={actor} />
            <PricingCards actor={actor} />
            {failure && <ErrorAlert message={failure} />}
          </>
        )}
      </Stack>
    </Box>
  );
}
