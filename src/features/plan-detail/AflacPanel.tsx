import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { Alert } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { Controller, useForm } from 'react-hook-form';
import type { AflacAnswers } from '../../../machines/plan-detail/question-rules.ts';
import { ChoicesLoading } from './QuoteGate.tsx';
import type { AflacQuestionsActor } from './plan-detail-actor.ts';
import { YesNoField } from './YesNoField.tsx';

type AflacForm = Record<string, string>;

/** Why a locked question cannot be changed. */
export const lockedNote = 'Answered yes earlier; this answer cannot be changed.';

/**
 * The prudential-type questions (spec 2 §4, §5): shown before Add to Cart; a question answered yes
 * before stays fixed. Save sends one `user.saveAflac` with the answers.
 */
export function AflacPanel({ actor }: { actor: AflacQuestionsActor }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const shown = useSelector(actor, (snapshot) => snapshot.matches('answering') || snapshot.matches('saving') || snapshot.matches('blocked'));
  if (loading) return <ChoicesLoading label="Loading questions" />;
  // the form mounts once the questions are there, so each radio starts with its answer (a radio's
  // hidden input takes its checked state when it mounts)
  return shown ? <AflacForm actor={actor} /> : null;
}

function AflacForm({ actor }: { actor: AflacQuestionsActor }) {
  const questions = useSelector(actor, (snapshot) => snapshot.context.questions);
  const locked = useSelector(actor, (snapshot) => snapshot.context.locked);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const blocked = useSelector(actor, (snapshot) => snapshot.matches('blocked'));
  const form = useForm<AflacForm>({
    defaultValues: Object.fromEntries(questions.map((question) => [`q${question.qid}`, String(actor.getSnapshot().context.answers[question.qid] ?? '')])),
  });
  const submit = form.handleSubmit((values) => {
    const chosen: AflacAnswers = {};
    for (const question of questions) {
      const value = values[`q${question.qid}`];
      if (value === '1' || value === '0') chosen[question.qid] = value === '1' ? 1 : 0;
    }
    actor.send({ type: 'user.saveAflac', answers: chosen });
  });
  return (
    <Box as="section" aria-labelledby="aflac-heading" borderWidth="1px" borderRadius="l3" p="6">
      <form noValidate aria-label="Additional questions" onSubmit={submit}>
        <Stack gap="5">
          <Heading as="h2" size="lg" id="aflac-heading">
            Additional questions
          </Heading>
          <Stack as="ol" gap="4" listStyleType="none">
            {questions.map((question) => {
              const isLocked = locked.includes(question.qid);
              return (
                <Box as="li" key={question.qid}>
                  <Controller
                    control={form.control}
                    name={`q${question.qid}`}
                    render={({ field }) => (
                      <YesNoField
                        name={`aflac-${question.qid}`}
                        label={question.question}
                        value={field.value}
                        onChange={field.onChange}
                        disabled={isLocked || blocked}
                        note={isLocked ? lockedNote : undefined}
                      />
                    )}
                  />
                </Box>
              );
            })}
          </Stack>
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          {/* blocked: shown disabled, not removed (a form keeps its submit button: HTML_CodeSniffer's H32.2) */}
          <Button type="submit" disabled={blocked} loading={saving} loadingText="Saving" alignSelf="start">
            Save
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
