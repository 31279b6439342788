import { Box, Button, DataList, Flex, Grid, Heading, HStack, Image, List, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { healthMessages, stepMessages, steps, submitMessages, type StepFailure, type TabName } from '../../../contract/index.ts';
import { healthDetailFields, reviewHealthLayoutOf } from '../../../machines/enrollment/health-layout.ts';
import type { DetailField, HealthAnswerDetails, StepDetails } from '../../../machines/enrollment/step-protocol.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { STEP_FORM_ID, type EnrollmentActor, type ReviewStepActor, type StepHandle } from './enrollment-actors.ts';
import { displayValue, reviewCardTitles, uiOf } from './field-ui.ts';
import { registeredWithKept } from './kept-registration.ts';
import { PlanTotals } from './PlanTotals.tsx';

/** Saved fields as label and value, the empty ones left out. */
function SavedFields({ fields, label, tab }: { fields: readonly DetailField[]; label: string; tab?: TabName }) {
  const shown = fields.filter((field) => (field.value ?? '').trim() !== '');
  if (shown.length === 0) return <Text>Nothing saved yet</Text>;
  return (
    <DataList.Root orientation="horizontal" aria-label={label} gap="0">
      {shown.map((field) => (
        <DataList.Item key={field.field_name} py="2" borderBottomWidth="1px" alignItems="baseline">
          {/* one column of questions, so the answers line up down the list */}
          <DataList.ItemLabel minW={{ base: '40%', md: '16rem' }}>{uiOf(field.field_name, tab).label}</DataList.ItemLabel>
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
function StepDetailsView({ shows, entryHeading = 'h3' }: { shows: StepDetails; entryHeading?: 'h3' | 'h4' }) {
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
              <Heading as={entryHeading} size="sm">
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
 * One step's answers as GOV.UK's check-answers section (issue 28 item 3): its heading, Change (the
 * engine opens the step; its button there reads 'Save and return to review'), View Details (spec 3
 * §2.3) and what the step saved as a summary list. The step just changed takes the focus.
 */
function ReviewSection({ tab, shows, actor, engine, focus }: { tab: TabName; shows: StepDetails | 'unread' | undefined; actor: ReviewStepActor; engine: EnrollmentActor; focus: boolean }) {
  const title = reviewCardTitles[tab];
  const canChange = useSelector(engine, (snapshot) => snapshot.can({ type: 'user.editDetails', tab }));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const headingId = `review-section-${tab}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" pb="6" borderBottomWidth="2px">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h3" size="lg" id={headingId} ref={heading} tabIndex={-1} outline="none">
          {title}
        </Heading>
        <HStack gap="3">
          {canChange && (
            <Button variant="plain" colorPalette="brand" textDecoration="underline" height="auto" px="0" onClick={() => engine.send({ type: 'user.editDetails', tab })}>
              Change<VisuallyHidden> {title}</VisuallyHidden>
            </Button>
          )}
          <Button variant="outline" size="xs" aria-label={`View Details: ${title}`} onClick={() => actor.send({ type: 'user.viewDetails', tab })}>
            View Details
          </Button>
        </HStack>
      </Flex>
      {shows === 'unread' ? <Text>{reviewUnread}</Text> : shows ? <StepDetailsView shows={shows} entryHeading="h4" /> : <Text>Nothing saved yet</Text>}
    </Stack>
  );
}

/** When the steps' answers could not be read for the page (View Details may still show them). */
const reviewUnread = 'Your answers could not be shown here. Use View Details.';

/** Every step's answers on the page, one section per step, Agreement always (spec 3 §2.3's cards; issue 28 item 3). */
function ReviewSections({ actor, engine, tabs }: { actor: ReviewStepActor; engine: EnrollmentActor; tabs: readonly TabName[] }) {
  const sections = useSelector(actor, (snapshot) => snapshot.context.sections);
  const returnedFrom = useSelector(actor, (snapshot) => snapshot.context.returnedFrom);
  return (
    <Stack as="section" aria-labelledby="review-sections-heading" gap="6">
      <Heading as="h2" size="xl" id="review-sections-heading">
        What you entered
      </Heading>
      {tabs.map((tab) => (
        <ReviewSection key={tab} tab={tab} shows={sections ? sections[tab] : 'unread'} actor={actor} engine={engine} focus={tab === returnedFrom} />
      ))}
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
        <Textarea rows={4} maxLength={2000} {...registeredWithKept(form, 'additional_notes')} />
      </Field.Root>
    </form>
  );
}

/**
 * Review & Confirmation (spec 3 §2.3, §4.2) as GOV.UK's check answers: a section per step with what
 * it saved, its Change and View Details; the cart summary, the additional notes and the review
 * error modal. The review step machine is the engine's `step`.
 */
export function ReviewStep({ actor, engine, handleRef }: { actor: ReviewStepActor; engine: EnrollmentActor; handleRef: RefObject<StepHandle | null> }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const cards = useSelector(actor, (snapshot) => snapshot.context.cards);
  if (loading) return <PageSpinner label="Loading review" />;
  return (
    <Stack gap="8">
      <SubmitRefusal actor={actor} engine={engine} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap="8" alignItems="start">
        <Stack gap="6">
          <ReviewSections actor={actor} engine={engine} tabs={cards} />
          <NotesForm actor={actor} handleRef={handleRef} onSubmit={(values) => engine.send({ type: 'user.next', values })} />
        </Stack>
        <CartSummary actor={actor} />
      </Grid>
      <DetailsDialog actor={actor} engine={engine} />
      <ReviewErrorDialog actor={actor} engine={engine} handleRef={handleRef} />
    </Stack>
  );
}
