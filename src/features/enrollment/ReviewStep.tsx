import { Box, Button, Card, DataList, Grid, Heading, HStack, Image, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { Accordion, Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { healthMessages, stepMessages, steps, submitMessages, type StepFailure, type TabName } from '../../../contract/index.ts';
import { healthDetailFields, reviewHealthLayoutOf } from '../../../machines/enrollment/health-layout.ts';
import { reviewCards } from '../../../machines/enrollment/review-step.machine.ts';
import type { DetailField, HealthAnswerDetails, StepDetails } from '../../../machines/enrollment/step-protocol.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { STEP_FORM_ID, type EnrollmentActor, type ReviewStepActor, type StepHandle } from './enrollment-actors.ts';
import { displayValue, reviewCardTitles, uiOf } from './field-ui.ts';
import { PlanTotals } from './PlanTotals.tsx';

/** One card per step of the enrollment, Agreement always (spec 3 §2.3). */
function ReviewCard({ tab, image, onView }: { tab: TabName; image: string | undefined; onView: () => void }) {
  const title = reviewCardTitles[tab];
  return (
    <Card.Root as="article" aria-label={title} size="sm">
      {/* decorative: left out on a phone, where the cards sit two by two above the sections */}
      {image && <Image src={image} alt="" height="24" objectFit="contain" mt="4" display={{ base: 'none', md: 'block' }} />}
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          {title}
        </Heading>
      </Card.Body>
      <Card.Footer>
        <Button variant="outline" size="sm" aria-label={`View Details: ${title}`} onClick={onView}>
          View Details
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** Saved fields as label and value, the empty ones left out. */
function SavedFields({ fields, label, tab }: { fields: readonly DetailField[]; label: string; tab?: TabName }) {
  const shown = fields.filter((field) => (field.value ?? '').trim() !== '');
  if (shown.length === 0) return <Text>Nothing saved yet</Text>;
  return (
    <DataList.Root orientation="horizontal" aria-label={label}>
      {shown.map((field) => (
        <DataList.Item key={field.field_name}>
          <DataList.ItemLabel>{uiOf(field.field_name, tab).label}</DataList.ItemLabel>
          {/* long values (an e-mail address) wrap rather than widen the page on a phone */}
          <DataList.ItemValue overflowWrap="anywhere">{displayValue(field, tab)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** One health answer: the question, Yes or No, and for a yes its details in the question's layout. */
function HealthAnswer({ answer }: { answer: HealthAnswerDetails }) {
  const yes = answer.yes_no_flag === '1';
  const byName = new Map(answer.details.map((field) => [field.field_name, field.value]));
  const layoutNames: readonly string[] = healthDetailFields[reviewHealthLayoutOf(answer.question_id)];
  const layout = layoutNames.map((field_name) => ({ field_name, value: byName.get(field_name) ?? null }));
  // the medication question lists its entries as they come (medication_1, dosage_1, ...)
  const shown = answer.details.length > 0 && !answer.details.some((field) => layoutNames.includes(field.field_name)) ? answer.details : layout;
  return (
    <Stack as="section" aria-label={answer.question_text} gap="2">
      <Text fontWeight="semibold">{answer.question_text}</Text>
      <Text>{yes ? 'Yes' : 'No'}</Text>
      {yes && answer.details.length > 0 && <SavedFields fields={shown} label={`Details: ${answer.question_text}`} />}
    </Stack>
  );
}

/** The agreement: the texts agreed to, the names, codes, date and answer, and the signature image. */
function AgreementDetails({ shows }: { shows: Extract<StepDetails, { kind: 'agreement' }> }) {
  if (shows.agreed.length === 0 && shows.fields.length === 0 && !shows.signature) return <Text>Nothing saved yet</Text>;
  return (
    <Stack gap="4">
      {shows.agreed.length > 0 && <Text>{`Agreed to: ${shows.agreed.join(', ')}`}</Text>}
      <DataList.Root orientation="horizontal" aria-label="Agreement details">
        {shows.fields.map((field) => (
          <DataList.Item key={field.label}>
            <DataList.ItemLabel>{field.label}</DataList.ItemLabel>
            <DataList.ItemValue>{field.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {shows.signature && (
        <Stack gap="1">
          <Text fontWeight="medium">Signature</Text>
          <Image src={shows.signature} alt="Your signature" maxW={{ base: 'full', sm: 'sm' }} bg="white" borderWidth="1px" borderRadius="md" />
        </Stack>
      )}
    </Stack>
  );
}

/** What View Details shows of a step, by kind: its fields, its list's entries, or its health answers. */
function StepDetailsView({ shows }: { shows: StepDetails }) {
  switch (shows.kind) {
    case 'fields':
      return <SavedFields fields={shows.fields} label="Saved details" tab={shows.tab} />;
    case 'list':
      return shows.items.length === 0 ? (
        <Text>Nothing saved yet</Text>
      ) : (
        <Stack gap="5">
          {shows.items.map((item) => (
            <Stack as="section" key={item.title} aria-label={item.title} gap="2">
              <Heading as="h3" size="sm">
                {item.title}
              </Heading>
              <SavedFields fields={item.fields} label={item.title} />
            </Stack>
          ))}
        </Stack>
      );
    case 'agreement':
      return <AgreementDetails shows={shows} />;
    case 'health':
      if (shows.withheld) return <Text>{healthMessages.answersWithheldReview}</Text>;
      return (
        <Stack gap="5">
          {shows.answers.map((answer) => (
            <HealthAnswer key={answer.question_id} answer={answer} />
          ))}
        </Stack>
      );
  }
}

/** The read-only View Details modal, with Edit Details (the engine opens that step). */
function DetailsDialog({ actor, engine }: { actor: ReviewStepActor; engine: EnrollmentActor }) {
  const tab = useSelector(actor, (snapshot) => snapshot.context.detailsTab);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loadingDetails'));
  const details = useSelector(actor, (snapshot) => snapshot.context.details);
  const canEdit = useSelector(engine, (snapshot) => (tab ? snapshot.can({ type: 'user.editDetails', tab }) : false));
  return (
    <ModalDialog
      open={tab !== null}
      title={tab ? reviewCardTitles[tab] : ''}
      onClose={() => actor.send({ type: 'user.closeDetails' })}
      size="lg"
      fresh
      footer={
        tab &&
        canEdit && (
          <Button onClick={() => engine.send({ type: 'user.editDetails', tab })} disabled={loading}>
            Edit Details
          </Button>
        )
      }
    >
      {loading ? <PageSpinner label="Loading details" /> : details ? <StepDetailsView shows={details.shows} /> : <Text>Nothing saved yet</Text>}
    </ModalDialog>
  );
}

/** The side summary: each plan with its coverage and price, the first month and recurring totals. */
function CartSummary({ actor }: { actor: ReviewStepActor }) {
  const cart = useSelector(actor, (snapshot) => snapshot.context.cart);
  if (!cart) return null;
  return (
    <Box as="aside" aria-label="Cart summary" borderWidth="1px" borderRadius="md" p="5">
      <Stack gap="3">
        <Heading as="h2" size="md">
          Your plans
        </Heading>
        <PlanTotals label="Plans in your cart" plans={cart.result} initialMonthCost={cart.initial_month_cost} recurringMonthCost={cart.recurring_month_cost} />
      </Stack>
    </Box>
  );
}

/**
 * What each step saved, on the page: one collapsible section per card, all open at first (issue 16
 * item 6). The cards' View Details and Edit Details stay (spec 3 §2.3).
 */
function ReviewSections({ actor, tabs }: { actor: ReviewStepActor; tabs: readonly TabName[] }) {
  const sections = useSelector(actor, (snapshot) => snapshot.context.sections);
  if (!sections) return null;
  return (
    <Stack as="section" aria-labelledby="review-sections-heading" gap="3">
      <Heading as="h2" size="md" id="review-sections-heading">
        What you entered
      </Heading>
      <Accordion.Root multiple defaultValue={[...tabs]} variant="enclosed">
        {tabs.map((tab) => {
          const shows = sections[tab];
          return (
            <Accordion.Item key={tab} value={tab}>
              <Accordion.ItemTrigger>
                <Text flex="1" fontWeight="semibold">
                  {reviewCardTitles[tab]}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>{shows ? <StepDetailsView shows={shows} /> : <Text>Nothing saved yet</Text>}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </Stack>
  );
}

/**
 * The review error modal (spec 3 §2.3): save for later instead. Its Save and Continue Later closes
 * it first (one modal at a time) and opens the engine's code-send modal with the notes.
 */
function ReviewErrorDialog({ actor, engine, handleRef }: { actor: ReviewStepActor; engine: EnrollmentActor; handleRef: RefObject<StepHandle | null> }) {
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const saveLater = () => {
    const additional_notes = handleRef.current?.values().additional_notes ?? '';
    actor.send({ type: 'user.dismissError' });
    engine.send({ type: 'user.saveLater', values: { additional_notes } });
  };
  return (
    <ModalDialog open={failed} role="alertdialog" title={stepMessages.reviewFailed} onClose={() => actor.send({ type: 'user.dismissError' })}>
      <HStack justify="flex-end">
        <Button onClick={saveLater}>Save and Continue Later</Button>
      </HStack>
    </ModalDialog>
  );
}

/** One failure of the submit check: the step's title and what is wrong, a link that opens the step when the engine can. */
function FailureLine({ failure, engine }: { failure: StepFailure; engine: EnrollmentActor }) {
  const canOpen = useSelector(engine, (snapshot) => snapshot.can({ type: 'user.editDetails', tab: failure.tab }));
  const text = `${steps[failure.tab].title}: ${failure.message}`;
  return (
    <List.Item>
      {canOpen ? (
        <Button variant="plain" textDecoration="underline" color="red.fg" whiteSpace="normal" textAlign="start" height="auto" p="0" onClick={() => engine.send({ type: 'user.editDetails', tab: failure.tab })}>
          {text}
        </Button>
      ) : (
        text
      )}
    </List.Item>
  );
}

/**
 * The submit check's refusal (issue 23 §6), as GOV.UK's error summary: a box above the review that
 * takes focus as it shows, each failure linked to its step.
 */
function SubmitRefusal({ actor, engine }: { actor: ReviewStepActor; engine: EnrollmentActor }) {
  const refused = useSelector(actor, (snapshot) => snapshot.hasTag('refused'));
  const failures = useSelector(actor, (snapshot) => snapshot.context.failures);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused) box.current?.focus();
  }, [refused, failures]);
  if (!refused) return null;
  return (
    <Box ref={box} tabIndex={-1} role="alert" aria-labelledby="submit-refused-heading" borderWidth="4px" borderColor="red.solid" borderRadius="md" p="5" _focus={{ outline: '3px solid', outlineColor: 'orange.400' }}>
      <Stack gap="3">
        <Heading as="h2" size="md" id="submit-refused-heading">
          {submitMessages.summary}
        </Heading>
        <Text>{submitMessages.summaryHint}</Text>
        <List.Root gap="2" ps="5">
          {failures.map((failure) => (
            <FailureLine key={`${failure.tab}:${failure.message}`} failure={failure} engine={engine} />
          ))}
        </List.Root>
      </Stack>
    </Box>
  );
}

/** The notes form: the wrapper's Next sends them as values.additional_notes. */
function NotesForm({ actor, onSubmit, handleRef }: { actor: ReviewStepActor; onSubmit: (values: Record<string, string>) => void; handleRef: RefObject<StepHandle | null> }) {
  const [notes] = useState(() => actor.getSnapshot().context.notes);
  const form = useForm({ defaultValues: { additional_notes: notes } });
  useEffect(() => {
    handleRef.current = { values: () => ({ additional_notes: form.getValues('additional_notes') ?? '' }) };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, form]);
  return (
    <form id={STEP_FORM_ID} noValidate aria-label="Additional notes" onSubmit={form.handleSubmit(({ additional_notes }) => onSubmit({ additional_notes: additional_notes ?? '' }))}>
      <Field.Root>
        <Field.Label>Additional Notes</Field.Label>
        <Textarea rows={4} maxLength={2000} {...form.register('additional_notes')} />
      </Field.Root>
    </form>
  );
}

/**
 * Review & Confirmation (spec 3 §2.3, §4.2): the cards with View Details, a section per card with
 * what its step saved, the cart summary, the additional notes and the review error modal. The review step machine is the engine's `step`.
 */
export function ReviewStep({
  actor,
  engine,
  branding,
  handleRef,
}: {
  actor: ReviewStepActor;
  engine: EnrollmentActor;
  branding: Record<string, string>;
  handleRef: RefObject<StepHandle | null>;
}) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const stepList = useSelector(actor, (snapshot) => snapshot.context.steps);
  if (loading) return <PageSpinner label="Loading review" />;
  return (
    <Stack gap="8">
      <SubmitRefusal actor={actor} engine={engine} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap="8" alignItems="start">
        <Stack gap="6">
          <Grid templateColumns={{ base: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap="4">
            {reviewCards(stepList).map((tab) => (
              <ReviewCard key={tab} tab={tab} image={branding[`review_card_${tab}`]} onView={() => actor.send({ type: 'user.viewDetails', tab })} />
            ))}
          </Grid>
          <ReviewSections actor={actor} tabs={reviewCards(stepList)} />
          <NotesForm actor={actor} handleRef={handleRef} onSubmit={(values) => engine.send({ type: 'user.next', values })} />
        </Stack>
        <CartSummary actor={actor} />
      </Grid>
      <DetailsDialog actor={actor} engine={engine} />
      <ReviewErrorDialog actor={actor} engine={engine} handleRef={handleRef} />
    </Stack>
  );
}
