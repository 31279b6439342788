import { Box, Fieldset, Grid, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Alert, Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type RefObject } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  conditionAnswerKey,
  conditionFieldKey,
  healthAnswersOf,
  healthFormFieldsOf,
  healthFormOf,
  healthMessages,
  MEDICATION_ANSWER_KEY,
  MEDICATION_FIELDS,
  medicationFieldKey,
  type HealthDetailField,
  type HealthForm,
  type StepData,
} from '../../../contract/index.ts';
import { healthSummaryOf, type HealthQuestionList } from '../../../machines/enrollment/health-step.machine.ts';
import { sameSummary, type SummaryMessage } from '../../../machines/enrollment/error-summary.ts';
import { ErrorSummary, errorTargetId } from '../../ui/ErrorSummary.tsx';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { YesNoField } from '../plan-detail/YesNoField.tsx';
import { STEP_FORM_ID, type EnrollmentActor, type HealthStepActor, type StepHandle } from './enrollment-actors.ts';
import { uiOf } from './field-ui.ts';
import { ChoiceSelect, FieldInput } from './FieldControls.tsx';
import { registeredWithKept } from './kept-registration.ts';

const medicationUi = {
  medication: { label: 'Medication', maxLength: 200 },
  dosage: { label: 'Dosage', maxLength: 200 },
  medical_condition: { label: 'Medical Condition', maxLength: 200 },
} as const;

/** One detail field: a text, date (masked mm/dd/yyyy) or yes/no select, its message below. */
function DetailField({
  form,
  name,
  field,
  label,
  message,
  onEdit,
}: {
  form: UseFormReturn<HealthForm>;
  name: `conditions.${number}.detail.${HealthDetailField}`;
  field: HealthDetailField;
  label: string;
  message: string | undefined;
  onEdit: () => void;
}) {
  const ui = uiOf(field);
  const registered = registeredWithKept(form, name, { onChange: onEdit });
  const choices = Object.entries(ui.choices ?? {}).map(([value, text]) => ({ value, label: text }));
  return (
    <Box id={errorTargetId(name)}>
      <Field.Root invalid={Boolean(message)}>
        <Field.Label>{label}</Field.Label>
        {ui.kind === 'select' ? <ChoiceSelect registered={registered} choices={choices} /> : <FieldInput registered={registered} ui={ui} />}
        <Field.ErrorText>{message}</Field.ErrorText>
      </Field.Root>
    </Box>
  );
}

/** A summary line's words: the field's label before its message where the message alone does not say which field. */
const summaryText = ({ key, message }: SummaryMessage): string => {
  const detail = /^condition_questions\.\d+\.conditions\.0\.(\w+)$/.exec(key)?.[1];
  if (detail) return `${uiOf(detail as HealthDetailField).label}: ${message}`;
  const medication = /^medication_question\.medications\.(\d+)\.(\w+)$/.exec(key);
  if (medication) return `${medicationUi[medication[2] as keyof typeof medicationUi].label} ${Number(medication[1]) + 1}: ${message}`;
  return key === 'notes' ? `Additional Notes: ${message}` : message;
};

/** The detail field names are the form's, keyed as the machine keys its messages. */
const formNameOf = (key: string) => key.replace(/^condition_questions\.(\d+)\.conditions\.0\./, 'conditions.$1.detail.');

const columns = { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' };

/**
 * The question list (spec 2 §2-§5): each question answered Yes or No; a yes shows the question's
 * detail fields (standard, the condition fields of 146 and 147, none for 145); the medication
 * question with three entries; the notes. The wrapper's Next submits the answers shaped as the
 * save takes them; the machine's messages (the rules, the server's keyed errors) show at their
 * fields, and 'Please answer all questions' once above the list.
 */
function HealthQuestionsForm({ actor, engine, handleRef, questions }: { actor: HealthStepActor; engine: EnrollmentActor; handleRef: RefObject<StepHandle | null>; questions: HealthQuestionList }) {
  const machineErrors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const summary = useSelector(actor, (snapshot) => healthSummaryOf(snapshot.context), sameSummary);
  // a message goes once its field is edited; the next Next judges again
  const [edited, setEdited] = useState<{ of: Record<string, string>; keys: ReadonlySet<string> }>({ of: machineErrors, keys: new Set() });
  const editedKeys = edited.of === machineErrors ? edited.keys : new Set<string>();
  const errors = Object.fromEntries(Object.entries(machineErrors).filter(([key]) => !editedKeys.has(key)));
  const markEdited = (key: string) => () => {
    if (machineErrors[key] && !editedKeys.has(key)) setEdited({ of: machineErrors, keys: new Set([...editedKeys, key]) });
  };
  const [initial] = useState(() => healthFormOf(questions));
  const form = useForm<HealthForm>({ defaultValues: initial });
  const watched = useWatch({ control: form.control }) as HealthForm;
  const answersOf = (values: HealthForm) => healthAnswersOf(questions, values) as unknown as StepData;

  useEffect(() => {
    handleRef.current = { values: () => answersOf(form.getValues()) };
    return () => {
      handleRef.current = null;
    };
  });

  return (
    <form id={STEP_FORM_ID} noValidate aria-label="Primary Health Questions" onSubmit={form.handleSubmit((values) => engine.send({ type: 'user.next', values: answersOf(values) }))}>
      <Stack gap="6">
        <ErrorSummary judgement={machineErrors} lines={summary.map((line) => ({ message: summaryText(line), target: errorTargetId(formNameOf(line.key)) }))} />
        {questions.condition_questions.map((question, index) => {
          const fields = healthFormFieldsOf(question.question_id);
          const yes = watched.conditions?.[index]?.yes_no_flag === '1';
          return (
            <Box as="section" id={errorTargetId(conditionAnswerKey(index))} key={question.question_id} aria-label={question.question_text} borderWidth="1px" borderRadius="md" p="4" data-question={question.question_id}>
              <Stack gap="4">
                <Controller
                  control={form.control}
                  name={`conditions.${index}.yes_no_flag`}
                  render={({ field }) => (
                    <YesNoField name={`condition-${question.question_id}`} label={question.question_text ?? ''} value={field.value} onChange={field.onChange} />
                  )}
                />
                {errors[conditionAnswerKey(index)] && (
                  <Text srOnly>{`${question.question_text}: not answered`}</Text>
                )}
                {yes && fields.length > 0 && (
                  <Fieldset.Root>
                    <Fieldset.Legend srOnly>{`Details: ${question.question_text}`}</Fieldset.Legend>
                    <Grid templateColumns={columns} gap="4">
                      {fields.map((field) => (
                        <DetailField
                          key={field}
                          form={form}
                          name={`conditions.${index}.detail.${field}`}
                          field={field}
                          label={uiOf(field).label}
                          message={errors[conditionFieldKey(index, field)]}
                          onEdit={markEdited(conditionFieldKey(index, field))}
                        />
                      ))}
                    </Grid>
                  </Fieldset.Root>
                )}
              </Stack>
            </Box>
          );
        })}
        {questions.medication_question && (
          <Box as="section" id={errorTargetId(MEDICATION_ANSWER_KEY)} aria-label={questions.medication_question.question_text} borderWidth="1px" borderRadius="md" p="4" data-question={questions.medication_question.question_id}>
            <Stack gap="4">
              <Controller
                control={form.control}
                name="medication.yes_no_flag"
                render={({ field }) => (
                  <YesNoField name="medication-question" label={questions.medication_question?.question_text ?? ''} value={field.value} onChange={field.onChange} />
                )}
              />
              {errors[MEDICATION_ANSWER_KEY] && <Text srOnly>{`${questions.medication_question.question_text}: not answered`}</Text>}
              {watched.medication?.yes_no_flag === '1' &&
                [0, 1, 2].map((entry) => (
                  <Fieldset.Root key={entry}>
                    <Fieldset.Legend fontWeight="medium">{`Medication entry ${entry + 1}`}</Fieldset.Legend>
                    <Grid templateColumns={columns} gap="4">
                      {MEDICATION_FIELDS.map((field) => {
                        const message = errors[medicationFieldKey(entry, field)];
                        return (
                          <Box key={field} id={errorTargetId(medicationFieldKey(entry, field))}>
                            <Field.Root invalid={Boolean(message)}>
                              <Field.Label>{`${medicationUi[field].label} ${entry + 1}`}</Field.Label>
                              <Input {...registeredWithKept(form, `medication.entries.${entry}.${field}`, { onChange: markEdited(medicationFieldKey(entry, field)) })} maxLength={medicationUi[field].maxLength} />
                              <Field.ErrorText>{message}</Field.ErrorText>
                            </Field.Root>
                          </Box>
                        );
                      })}
                    </Grid>
                  </Fieldset.Root>
                ))}
            </Stack>
          </Box>
        )}
        <Box id={errorTargetId('notes')}>
          <Field.Root invalid={Boolean(errors.notes)}>
            <Field.Label>Additional Notes</Field.Label>
            <Textarea {...registeredWithKept(form, 'notes')} maxLength={2000} rows={3} />
            <Field.ErrorText>{errors.notes}</Field.ErrorText>
          </Field.Root>
        </Box>
      </Stack>
    </form>
  );
}

/** The machine's answersWithheld: why the questions come blank to this session (a group administrator's). */
function WithheldNote({ actor }: { actor: HealthStepActor }) {
  const withheld = useSelector(actor, (snapshot) => snapshot.context.answersWithheld);
  if (!withheld) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>{healthMessages.answersWithheldNote}</Alert.Title>
    </Alert.Root>
  );
}

/** Primary Health Questions' screen: a spinner while its data loads, then the question list (with why it is blank, when withheld). */
export function HealthStep({ actor, engine, handleRef }: { actor: HealthStepActor; engine: EnrollmentActor; branding: Record<string, string>; handleRef: RefObject<StepHandle | null> }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const unavailable = useSelector(actor, (snapshot) => snapshot.matches('unavailable'));
  const questions = useSelector(actor, (snapshot) => snapshot.context.questions);
  if (loading) return <PageSpinner label="Loading your health questions" />;
  if (unavailable) return <Text role="alert">This step could not be loaded. Please go back and try again.</Text>;
  return (
    <Stack gap="6">
      <WithheldNote actor={actor} />
      <HealthQuestionsForm actor={actor} engine={engine} handleRef={handleRef} questions={questions} />
    </Stack>
  );
}
