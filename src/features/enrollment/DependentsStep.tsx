import { Box, Button, Card, Fieldset, Grid, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  conditionAnswerKey,
  conditionFieldKey,
  dependentFieldNames,
  dependentGenders,
  dependentHeadings,
  dependentMessages,
  healthAnswersOf,
  healthFormFieldsOf,
  healthFormOf,
  MEDICATION_ANSWER_KEY,
  MEDICATION_FIELDS,
  medicationFieldKey,
  ssnAskedAgain,
  type Dependent,
  type DependentFieldName,
  type HealthForm,
} from '../../../contract/index.ts';
import { dependentTitle, relationshipLabel } from '../../../machines/enrollment/dependent-details.ts';
import { connectDependents } from '../../../machines/enrollment/dependent-step.connect.ts';
import type { HealthQuestionList } from '../../../machines/enrollment/health-step.machine.ts';
import { useFocusNewest } from './focus-newest.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { YesNoField } from '../plan-detail/YesNoField.tsx';
import { asText, STEP_FORM_ID, type EnrollmentActor, type StepActorOf, type StepHandle } from './enrollment-actors.ts';
import { displayValue, uiOf } from './field-ui.ts';
import { ChoiceSelect, FieldInput, FieldLabel } from './FieldControls.tsx';

type DependentActor = StepActorOf<'dependents'>;

/** The add or edit form's values: the primary fields as text, the health answers as the health step's form holds them. */
type DependentFormValues = Record<DependentFieldName, string> & { health: HealthForm };

const genderChoices = Object.entries(dependentGenders).map(([value, label]) => ({ value, label }));
const columns = { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' };
const medicationLabels = { medication: 'Medication', dosage: 'Dosage', medical_condition: 'Medical Condition' } as const;

/** A disabled button takes no pointer events: its tooltip sits on a wrapper. */
function Tip({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="span" title={title} display="inline-flex">
      {children}
    </Box>
  );
}

/** One primary field: relationship read-only (the tier rules decide it), gender Male/Female, the others masked as on Personal. */
function PrimaryField({ form, name, relationship, message }: { form: UseFormReturn<DependentFormValues>; name: DependentFieldName; relationship: string; message?: string }) {
  const ui = uiOf(name);
  const required = name !== 'middle_name';
  return (
    <Field.Root invalid={Boolean(message)} required={required && name !== 'relationship'}>
      <FieldLabel label={ui.label} required={required} />
      {name === 'relationship' ? (
        <Input value={relationshipLabel(relationship)} readOnly bg="bg.muted" />
      ) : name === 'gender' ? (
        <ChoiceSelect registered={form.register(name)} choices={genderChoices} />
      ) : (
        <FieldInput registered={form.register(name)} ui={ui} />
      )}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

/** A dependent's health answers (spec 3 §2.2, §3): yes/no conditions with their one entry, up to 3 medications, notes. */
function HealthQuestions({ form, questions, errors, prefix }: { form: UseFormReturn<DependentFormValues>; questions: HealthQuestionList; errors: Record<string, string>; prefix: string }) {
  const health = useWatch({ control: form.control, name: 'health' });
  const at = (key: string) => errors[`health_info.${key}`];
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Health Questions</Fieldset.Legend>
      <Stack gap="4">
        {questions.condition_questions.map((question, index) => (
          <Box key={question.question_id} borderWidth="1px" borderRadius="md" p="3">
            <Controller
              control={form.control}
              name={`health.conditions.${index}.yes_no_flag`}
              render={({ field }) => (
                <YesNoField name={`${prefix}-condition-${question.question_id}`} label={question.question_text ?? ''} value={field.value} onChange={field.onChange} error={at(conditionAnswerKey(index))} />
              )}
            />
            {health?.conditions?.[index]?.yes_no_flag === '1' && healthFormFieldsOf(question.question_id).length > 0 && (
              <Grid templateColumns={columns} gap="4" mt="3">
                {healthFormFieldsOf(question.question_id).map((field) => {
                  const ui = uiOf(field);
                  const registered = form.register(`health.conditions.${index}.detail.${field}`);
                  const message = at(conditionFieldKey(index, field));
                  return (
                    <Field.Root key={field} invalid={Boolean(message)}>
                      <Field.Label>{ui.label}</Field.Label>
                      {ui.kind === 'select' ? (
                        <ChoiceSelect registered={registered} choices={Object.entries(ui.choices ?? {}).map(([value, label]) => ({ value, label }))} />
                      ) : (
                        <FieldInput registered={registered} ui={ui} />
                      )}
                      <Field.ErrorText>{message}</Field.ErrorText>
                    </Field.Root>
                  );
                })}
              </Grid>
            )}
          </Box>
        ))}
        {questions.medication_question && (
          <Box borderWidth="1px" borderRadius="md" p="3">
            <Controller
              control={form.control}
              name="health.medication.yes_no_flag"
              render={({ field }) => (
                <YesNoField name={`${prefix}-medication`} label={questions.medication_question?.question_text ?? ''} value={field.value} onChange={field.onChange} error={at(MEDICATION_ANSWER_KEY)} />
              )}
            />
            {health?.medication?.yes_no_flag === '1' &&
              [0, 1, 2].map((entry) => (
                <Grid key={entry} templateColumns={columns} gap="4" mt="3">
                  {MEDICATION_FIELDS.map((field) => {
                    const message = at(medicationFieldKey(entry, field));
                    return (
                      <Field.Root key={field} invalid={Boolean(message)}>
                        <Field.Label>{`${medicationLabels[field]} ${entry + 1}`}</Field.Label>
                        <Input {...form.register(`health.medication.entries.${entry}.${field}`)} maxLength={200} />
                        <Field.ErrorText>{message}</Field.ErrorText>
                      </Field.Root>
                    );
                  })}
                </Grid>
              ))}
          </Box>
        )}
        <Field.Root>
          <Field.Label>Notes</Field.Label>
          <Textarea {...form.register('health.notes')} maxLength={2000} rows={2} />
        </Field.Root>
      </Stack>
    </Fieldset.Root>
  );
}

/**
 * The add form ('Dependent #n') or the edit form: the asked fields with the machine's messages
 * (the contract's rules, validate-single-dependent) at their fields, the dependent-level message
 * above Submit, and the health questions when the health tab is required. A success starts a
 * fresh form (the screen remounts it); a refusal keeps what was typed.
 */
function DependentForm({ actor, mode, initial, number, relationship }: { actor: DependentActor; mode: 'add' | 'edit'; initial: Dependent | null; number: number; relationship: string }) {
  const asked = useSelector(actor, (snapshot) => snapshot.context.asked);
  const questions = useSelector(actor, (snapshot) => (snapshot.context.healthRequired ? snapshot.context.questions : null));
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const formFailure = useSelector(actor, (snapshot) => snapshot.context.formFailure);
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('checking'));
  const [defaults] = useState<DependentFormValues>(() => ({
    // an on-file SSN comes masked: the field starts empty for it to be entered again (a kept one shows masked: unchanged)
    ...(Object.fromEntries(dependentFieldNames.map((name) => [name, name === 'ssn' && initial && ssnAskedAgain(initial.primary_info) ? '' : (initial?.primary_info[name] ?? '')])) as Record<DependentFieldName, string>),
    health: healthFormOf(initial?.health_info ?? questions ?? { condition_questions: [], medication_question: null }),
  }));
  const form = useForm<DependentFormValues>({ defaultValues: defaults });
  const title = mode === 'add' ? `Dependent #${number}` : `Edit ${relationshipLabel(relationship)} (Dependent #${number})`;

  const submit = form.handleSubmit(({ health, ...values }) => {
    const event = { values: asText(values), ...(questions ? { health: healthAnswersOf(questions, health) } : {}) };
    actor.send(mode === 'add' ? { type: 'user.addDependent', ...event } : { type: 'user.updateDependent', ...event });
  });

  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p="5">
      <form id={`dependent-${mode}-form`} noValidate aria-label={title} onSubmit={submit}>
        <Stack gap="5">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          <Grid templateColumns={columns} gap="5">
            {asked.map((name) => (
              <PrimaryField key={name} form={form} name={name} relationship={relationship} message={errors[`primary_info.${name}`]} />
            ))}
          </Grid>
          {questions && (
            <>
              <Text color="fg.muted">{dependentMessages.healthHint}</Text>
              <HealthQuestions form={form} questions={questions} errors={errors} prefix={`${mode}-${number}`} />
            </>
          )}
          {formFailure && (
            <Text role="alert" color="fg.error">
              {formFailure}
            </Text>
          )}
          <HStack gap="3">
            {mode === 'edit' && (
              <Button variant="outline" onClick={() => actor.send({ type: 'user.cancelEdit' })}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={checking} loadingText="Checking" title={mode === 'add' ? dependentMessages.addTooltip : undefined}>
              {mode === 'add' ? `+ Add ${relationshipLabel(relationship)}` : 'Update Dependent'}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}

/** The premier IF question (spec 3 §2.2): Yes/No and Submit; 'Please select spouse status' when Submit comes unanswered. */
function SpouseQuestion({ actor }: { actor: DependentActor }) {
  const [answer, setAnswer] = useState('');
  const message = useSelector(actor, (snapshot) => snapshot.context.errors.spouse_status);
  return (
    <Box as="section" aria-label="Spouse question" borderWidth="1px" borderRadius="md" p="5">
      <form
        noValidate
        aria-label="Spouse question"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'user.answerSpouse', answer: answer === '1' ? 'yes' : answer === '0' ? 'no' : '' });
        }}
      >
        <Stack gap="4">
          <YesNoField name="enroll-spouse" label={dependentMessages.spouseQuestion} value={answer} onChange={setAnswer} error={message} />
          <Box>
            <Button type="submit">Submit</Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}

/** A listed dependent's SSN masked; one on file comes masked from the server and must be entered again. */
const ssnNote = (info: Dependent['primary_info']) => {
  if (info.ssn === '') return null;
  return ssnAskedAgain(info) ? 'SSN on file: please edit to enter it again' : `SSN ${displayValue({ field_name: 'ssn', value: info.ssn })}`;
};

/**
 * One listed dependent: relationship#index and full name, with Edit and Delete (Delete waits while an
 * edit is open; both wait, busy, while a change is kept; a change not saved offers Delete only).
 */
function DependentCard({ actor, dependent, index, editing, canEdit, canDelete, busy }: { actor: DependentActor; dependent: Dependent; index: number; editing: boolean; canEdit: boolean; canDelete: boolean; busy: boolean }) {
  const title = dependentTitle(dependent.primary_info, index);
  const beingEdited = useSelector(actor, (snapshot) => snapshot.context.editIndex === index);
  const deleteTip = editing ? dependentMessages.editFirstDelete : busy ? dependentMessages.listBusy : dependentMessages.deleteTooltip;
  return (
    <Card.Root as="li" size="sm" aria-label={title} borderColor={beingEdited ? 'brand.solid' : undefined} tabIndex={-1}>
      <Card.Body>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h3" size="sm">
              {title}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {[
                dependentGenders[dependent.primary_info.gender as keyof typeof dependentGenders],
                dependent.primary_info.birthdate,
                ssnNote(dependent.primary_info),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          {canDelete && (
            <HStack gap="3">
              {canEdit && (
                <Button type="button" size="sm" variant="outline" aria-label={`Edit ${title}`} disabled={busy} title={busy ? dependentMessages.listBusy : undefined} onClick={() => actor.send({ type: 'user.editDependent', index })}>
                  Edit
                </Button>
              )}
              <Tip title={deleteTip}>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Delete ${title}`}
                  disabled={editing}
                  loading={busy}
                  title={deleteTip}
                  onClick={() => actor.send({ type: 'user.deleteDependent', index })}
                >
                  Delete
                </Button>
              </Tip>
            </HStack>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Dependent Information (spec 3 §2.2, §4.1): the tier's heading; the premier IF spouse question;
 * the listed dependents with Edit and Delete; the 'Dependent #n' add form while add is offered
 * (its '+ Add Spouse' / '+ Add Child'), or the edit form with add, delete and Next blocked; the
 * red premier IC message, the green one when Next is available, save-dependent-info's banner; a
 * change the server did not keep ('Change not saved'): the machine's words, Try again, Delete only. The
 * wrapper's Next submits the step's (field-less) form; the engine lets it only when the step says.
 */
export function DependentsStep({ actor, engine, handleRef }: { actor: DependentActor; engine: EnrollmentActor; branding: Record<string, string>; handleRef: RefObject<StepHandle | null> }) {
  const view = useSelector(actor, connectDependents, shallowEqual);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const { asking, notSaved } = view;
  const editing = view.editIndex !== null;
  const listRef = useRef<HTMLDivElement>(null);
  useFocusNewest(listRef, context.dependents.length, context.formsDone);

  // Save & Continue Later: the step keeps its own list (the machine hands it over)
  useEffect(() => {
    handleRef.current = { values: () => ({}) };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef]);

  if (view.screen === 'loading') return <PageSpinner label="Loading your dependents" />;
  if (view.screen === 'unavailable') return <Text role="alert">This step could not be loaded. Please go back and try again.</Text>;
  const edited = context.editIndex === null ? null : context.dependents[context.editIndex];
  return (
    <Stack gap="6">
      <form
        id={STEP_FORM_ID}
        noValidate
        aria-label="Dependent Information"
        onSubmit={(event) => {
          event.preventDefault();
          engine.send({ type: 'user.next', values: {} });
        }}
      >
        <Stack gap="4">
          <Heading as="h2" size="md">
            {dependentHeadings[context.tier]}
          </Heading>
          {context.failures.map((failure) => (
            <Text key={failure} role="alert" color="fg.error" fontWeight="medium">
              {failure}
            </Text>
          ))}
          {context.dependents.length === 0 ? (
            <Text>No dependents added yet.</Text>
          ) : (
            <Stack ref={listRef} as="ul" gap="3" listStyleType="none" aria-label="Added dependents" aria-busy={view.listBusy}>
              {/* keyed by place: the list fetched again after an add gives the new dependent the server's id,
                  and a card keyed by it would be made anew, dropping the focus the add gave it */}
              {context.dependents.map((dependent, index) => (
                <DependentCard key={index} actor={actor} dependent={dependent} index={index} editing={editing} canEdit={view.canEdit} canDelete={view.canDelete} busy={view.listBusy} />
              ))}
            </Stack>
          )}
          {view.oneChildError && (
            <Text role="alert" color="fg.error" fontWeight="semibold">
              {dependentMessages.oneChildPremierIc}
            </Text>
          )}
          {notSaved && (
            <Box>
              <Button type="button" colorPalette="red" onClick={() => actor.send({ type: 'user.retrySave' })}>
                {dependentMessages.retry}
              </Button>
            </Box>
          )}
          {view.canProceed && (
            <Text color="green.700" fontWeight="semibold" role="status">
              {dependentMessages.canProceed}
            </Text>
          )}
          {view.enrollSpouse && (
            <Box>
              <Button type="button" variant="plain" colorPalette="blue" textDecoration="underline" px="0" onClick={() => actor.send({ type: 'user.enrollSpouse' })}>
                {dependentMessages.enrollSpouse}
              </Button>
            </Box>
          )}
        </Stack>
      </form>
      {asking && <SpouseQuestion actor={actor} />}
      {editing && edited && (
        <>
          <DependentForm key={`edit-${context.formsDone}`} actor={actor} mode="edit" initial={context.pending ?? edited} number={(context.editIndex ?? 0) + 1} relationship={edited.primary_info.relationship} />
          {view.blockedAdd && (
            <Tip title={dependentMessages.editFirstAdd}>
              <Button type="button" variant="outline" disabled title={dependentMessages.editFirstAdd}>
                {`+ Add ${relationshipLabel(view.blockedAdd)}`}
              </Button>
            </Tip>
          )}
        </>
      )}
      {view.addForm && (
        <DependentForm key={`add-${context.formsDone}`} actor={actor} mode="add" initial={context.pending} number={view.addForm.number} relationship={view.addForm.relationship} />
      )}
    </Stack>
  );
}
