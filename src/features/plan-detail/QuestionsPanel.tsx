import { Box, Button, Checkbox, Fieldset, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Alert, Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';
import {
  TREATMENT_RECORDS,
  questionOptionGroups,
  type AnswerItem,
  type PlanQuestion,
  type TreatmentRecord,
} from '../../../contract/index.ts';
import type { AnswerMap } from '../../../machines/plan-detail/question-rules.ts';
import { dateMask, useMaskedRef } from '../../ui/masked-input.ts';
import { ChoicesLoading } from './QuoteGate.tsx';
import type { PlanQuestionsActor } from './plan-detail-actor.ts';
import { YesNoField } from './YesNoField.tsx';

/** One question's entries; keyed `q{question_id}` (a numeric key would read as an array index). */
interface QuestionValues {
  flag: '' | '1' | '0';
  who: string;
  options: string[];
  detail: TreatmentRecord[];
}
type AnswersForm = Record<string, QuestionValues>;

const keyOf = (question: PlanQuestion) => `q${question.question_id}`;

const emptyRecord = (): TreatmentRecord => ({ dot_from: '', dot_to: '', reason_for_condition: '', degree_of_recovery: '', physician_name_address: '' });

const recordFields: [keyof TreatmentRecord, string][] = [
  ['dot_from', 'From'],
  ['dot_to', 'To'],
  ['reason_for_condition', 'Reason for condition'],
  ['degree_of_recovery', 'Degree of recovery'],
  ['physician_name_address', 'Physician name and address'],
];
const dateFields: (keyof TreatmentRecord)[] = ['dot_from', 'dot_to'];

/** The form's entries: each question unanswered but for the answers the machine carried in. */
const startingAnswers = (questions: readonly PlanQuestion[], carried: AnswerMap): AnswersForm =>
  Object.fromEntries(
    questions.map((question) => [
      keyOf(question),
      { flag: carried[question.question_id]?.yes_no_flag ?? '', who: '', options: [], detail: Array.from({ length: TREATMENT_RECORDS }, emptyRecord) } satisfies QuestionValues,
    ]),
  );

/** The form's entries as the machine takes them: unanswered questions have no entry. */
export const answerMapOf = (questions: readonly PlanQuestion[], values: AnswersForm): AnswerMap => {
  const answers: AnswerMap = {};
  for (const question of questions) {
    const entry = values[keyOf(question)];
    if (!entry || entry.flag === '') continue;
    const item: AnswerItem = { question_id: question.question_id, yes_no_flag: entry.flag };
    if (entry.flag === '1') {
      if (question.question_sub_type === 'text_field') item.who = entry.who;
      if (question.question_sub_type === 'checkbox') item.checkbox_answers = entry.options.map(Number);
      if (question.require_detail === 1) item.detail = entry.detail;
    }
    answers[question.question_id] = item;
  }
  return answers;
};

/**
 * Server field errors (`answers.{index}.who`, `answers.{index}.detail.{record}.{field}`, ...) at the
 * form's fields. The saved list holds every question in order (the machine sends only complete
 * sets), so the index is the question's.
 */
const formPathOf = (questions: readonly PlanQuestion[], target: string): string | null => {
  const match = /^answers\.(\d+)\.(.+)$/.exec(target);
  const question = match ? questions[Number(match[1])] : undefined;
  if (!match || !question) return null;
  const rest = match[2]!.replace(/^checkbox_answers$/, 'options').replace(/^question_id$/, 'flag').replace(/^yes_no_flag$/, 'flag');
  return `${keyOf(question)}.${rest}`;
};

function ErrorLine({ message }: { message: unknown }) {
  if (typeof message !== 'string') return null;
  return (
    <Text textStyle="sm" color="fg.error">
      {message}
    </Text>
  );
}

/** Marks a question left without yes or no when 'Please answer all questions' shows. */
export const unansweredMessage = 'Please answer this question';

/** What a declined applicant can do next, beside the server's decline message. */
export const declineNextSteps = 'You can choose one of our other plans, or contact your representative for help with this one.';

/** 'questions 1 and 3', 'question 2': which ones the answer-all message is about, by their numbers. */
export const questionNumbersText = (numbers: readonly number[]): string => {
  const listed = numbers.length === 1 ? String(numbers[0]) : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  return `${numbers.length === 1 ? 'Question' : 'Questions'} ${listed} ${numbers.length === 1 ? 'has' : 'have'} no answer yet.`;
};

/** A checkbox question's conditions, listed before it is answered: the yes is about them. */
function ConditionList({ question }: { question: PlanQuestion }) {
  return (
    <Stack gap="2" aria-label={`Conditions: ${question.question_text}`} role="group">
      {questionOptionGroups.map((group) => {
        const options = question.options.filter((option) => option.option_group === group);
        if (options.length === 0) return null;
        return (
          <Box key={group}>
            <Text fontWeight="medium" textStyle="sm">
              {group}
            </Text>
            <Box as="ul" ps="5" listStyleType="disc" textStyle="sm">
              {options.map((option) => (
                <li key={option.option_id}>{option.option_text}</li>
              ))}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

/** The yes-details of a checkbox question: its options under their group headings. */
function Conditions({ question, control, error }: { question: PlanQuestion; control: Control<AnswersForm>; error?: unknown }) {
  return (
    <Controller
      control={control}
      name={`${keyOf(question)}.options`}
      render={({ field }) => (
        <Stack gap="3">
          {questionOptionGroups.map((group) => {
            const options = question.options.filter((option) => option.option_group === group);
            if (options.length === 0) return null;
            return (
              <Fieldset.Root key={group}>
                <Fieldset.Legend>{group}</Fieldset.Legend>
                <Stack gap="2">
                  {options.map((option) => {
                    const id = String(option.option_id);
                    return (
                      <Checkbox.Root
                        key={id}
                        checked={field.value.includes(id)}
                        onCheckedChange={(details) =>
                          field.onChange(details.checked === true ? [...field.value, id] : field.value.filter((chosen) => chosen !== id))
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{option.option_text}</Checkbox.Label>
                      </Checkbox.Root>
                    );
                  })}
                </Stack>
              </Fieldset.Root>
            );
          })}
          <ErrorLine message={error} />
        </Stack>
      )}
    />
  );
}

type RecordErrors = Partial<Record<keyof TreatmentRecord, { message?: unknown }>>;

/** A treatment record's entry; its dates keep to mm/dd/yyyy as typed, the caret where the visitor edits. */
function RecordInput({ registered, isDate }: { registered: UseFormRegisterReturn; isDate: boolean }) {
  const ref = useMaskedRef(registered.ref, isDate ? dateMask : null);
  return <Input {...registered} ref={ref} {...(isDate ? { placeholder: 'mm/dd/yyyy', inputMode: 'numeric' as const, maxLength: 10 } : {})} />;
}

/** The two treatment records of a require_detail question. */
function TreatmentRecords({
  question,
  register,
  errors,
}: {
  question: PlanQuestion;
  register: UseFormRegister<AnswersForm>;
  errors?: { message?: unknown; [index: number]: RecordErrors | undefined };
}) {
  return (
    <Stack gap="4" role="group" aria-label={`Treatment records: ${question.question_text}`}>
      <ErrorLine message={errors?.message} />
      {Array.from({ length: TREATMENT_RECORDS }, (_, index) => (
        <Fieldset.Root key={index}>
          <Fieldset.Legend>Record {index + 1}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {recordFields.map(([name, label]) => {
              const message = errors?.[index]?.[name]?.message;
              return (
                <Field.Root key={name} invalid={typeof message === 'string'}>
                  <Field.Label>{label}</Field.Label>
                  <RecordInput registered={register(`${keyOf(question)}.detail.${index}.${name}`)} isDate={dateFields.includes(name)} />
                  <Field.ErrorText>{typeof message === 'string' ? message : null}</Field.ErrorText>
                </Field.Root>
              );
            })}
          </SimpleGrid>
        </Fieldset.Root>
      ))}
    </Stack>
  );
}

function QuestionItem({
  question,
  number,
  unanswered,
  form,
}: {
  question: PlanQuestion;
  number: number;
  /** Marked by the machine's answer-all message, until it is answered. */
  unanswered: boolean;
  form: ReturnType<typeof useForm<AnswersForm>>;
}) {
  const key = keyOf(question);
  const flag = useWatch({ control: form.control, name: `${key}.flag` });
  const errors = form.formState.errors[key];
  const marked = unanswered && flag === '';
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" borderColor={marked ? 'border.error' : undefined}>
      <Stack gap="3">
        <Text textStyle="xs" color="fg.muted">
          Question {number}
        </Text>
        {question.question_sub_type === 'checkbox' && flag !== '1' && <ConditionList question={question} />}
        <Controller
          control={form.control}
          name={`${key}.flag`}
          render={({ field }) => (
            <YesNoField
              name={key}
              label={question.question_text}
              value={field.value}
              onChange={field.onChange}
              error={errors?.flag?.message ?? (marked ? unansweredMessage : undefined)}
            />
          )}
        />
        {flag === '1' && question.question_sub_type === 'text_field' && (
          <Field.Root invalid={errors?.who !== undefined} maxW="md">
            <Field.Label>Who?</Field.Label>
            <Input {...form.register(`${key}.who`)} />
            <Field.ErrorText>{errors?.who?.message}</Field.ErrorText>
          </Field.Root>
        )}
        {flag === '1' && question.question_sub_type === 'checkbox' && <Conditions question={question} control={form.control} error={errors?.options?.message} />}
        {flag === '1' && question.require_detail === 1 && (
          <TreatmentRecords question={question} register={form.register} errors={errors?.detail as never} />
        )}
      </Stack>
    </Box>
  );
}

/**
 * The related-questions panel (spec 2 §2, §4): every question at once, one `user.submitAnswers`
 * with the answers; the entries stay in the form whatever the machine answers.
 */
export function QuestionsPanel({ actor, otherPlans }: { actor: PlanQuestionsActor; otherPlans?: ReactNode }) {
  const questions = useSelector(actor, (snapshot) => snapshot.context.questions);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const unanswered = useSelector(actor, (snapshot) => snapshot.context.unanswered);
  const declined = useSelector(actor, (snapshot) => snapshot.matches('declined'));
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const unavailable = useSelector(actor, (snapshot) => snapshot.matches('unavailable'));
  const carried = useSelector(actor, (snapshot) => snapshot.context.carried);
  const form = useForm<AnswersForm>({ defaultValues: startingAnswers(questions, carried) });
  const { reset, setError } = form;

  // the questions arrive after the form is made
  useEffect(() => reset(startingAnswers(questions, carried)), [questions, carried, reset]);
  useEffect(() => {
    for (const [target, message] of Object.entries(fieldErrors)) {
      const path = formPathOf(questions, target);
      if (path) setError(path as never, { type: 'server', message });
    }
  }, [fieldErrors, questions, setError]);

  if (loading) return <ChoicesLoading label="Loading questions" />;
  if (unavailable) return null;
  return (
    <Box as="section" aria-labelledby="plan-questions-heading" borderWidth="1px" borderRadius="l3" p="6">
      <form noValidate aria-label="Plan questions" onSubmit={form.handleSubmit((values) => actor.send({ type: 'user.submitAnswers', answers: answerMapOf(questions, values) }))}>
        <Stack gap="5">
          <Heading as="h2" size="lg" id="plan-questions-heading">
            Please answer the following questions
          </Heading>
          <Stack as="ol" gap="4" listStyleType="none">
            {questions.map((question, index) => (
              <QuestionItem
                key={question.question_id}
                question={question}
                number={index + 1}
                unanswered={unanswered.includes(question.question_id)}
                form={form}
              />
            ))}
          </Stack>
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{error}</Alert.Title>
                {unanswered.length > 0 && (
                  <Alert.Description>{questionNumbersText(questions.flatMap((question, index) => (unanswered.includes(question.question_id) ? [index + 1] : [])))}</Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
          {declined && (
            <Stack gap="2" align="start">
              <Text>{declineNextSteps}</Text>
              {otherPlans}
            </Stack>
          )}
          <Button type="submit" loading={saving} loadingText="Submitting" alignSelf="start">
            Submit
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
