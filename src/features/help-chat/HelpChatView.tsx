import { Box, Button, HStack, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { chatClosingLine, chatLoadFailed, type helpChatMachine } from '../../../machines/help-chat/help-chat.machine.ts';

export type HelpChatActor = ActorRefFrom<typeof helpChatMachine>;

/** The pencil's accessible name for a past answer. */
export const editLabel = (question: string) => `Edit answer: ${question}`;

function PastAnswers({ actor }: { actor: HelpChatActor }) {
  const answers = useSelector(actor, (snapshot) => snapshot.context.answers);
  const canEdit = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.edit', question_id: 0 }));
  if (answers.length === 0) return null;
  return (
    <Stack as="ul" aria-label="Your answers" gap="2" listStyleType="none" m="0" p="0">
      {answers.map((answer) => (
        <HStack as="li" key={answer.question_id} align="start" justify="space-between" gap="2">
          <Box>
            <Text textStyle="sm" color="fg.muted">
              {answer.question}
            </Text>
            <Text>{answer.answer}</Text>
          </Box>
          <IconButton
            aria-label={editLabel(answer.question)}
            size="xs"
            variant="ghost"
            disabled={!canEdit}
            onClick={() => actor.send({ type: 'user.edit', question_id: answer.question_id })}
          >
            <span aria-hidden="true">✎</span>
          </IconButton>
        </HStack>
      ))}
    </Stack>
  );
}

function AnswerForm({ actor }: { actor: HelpChatActor }) {
  const question = useSelector(actor, (snapshot) => snapshot.context.question);
  const editing = useSelector(actor, (snapshot) => snapshot.context.editing);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('sending'));
  const prompt = editing?.question ?? question?.question ?? '';
  const form = useForm({ defaultValues: { answer: editing?.answer ?? '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ answer }) => actor.send({ type: 'user.answer', answer }))}>
      <Stack gap="2">
        <Field.Root invalid={error !== null}>
          <Field.Label>{prompt}</Field.Label>
          <Input {...form.register('answer')} autoComplete="off" placeholder="Type your answer and press Enter" />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" loading={sending} loadingText="Sending">
            Send
          </Button>
          {editing && (
            <Button size="sm" variant="outline" disabled={sending} onClick={() => actor.send({ type: 'user.cancelEdit' })}>
              Cancel
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}

function ReloadButton({ actor }: { actor: HelpChatActor }) {
  return (
    <Button size="xs" variant="ghost" alignSelf="start" onClick={() => actor.send({ type: 'user.reload' })}>
      Reload the chat
    </Button>
  );
}

/** The chat's questions and answers (spec 1 §2 Help chat widget), scrolling past 400px (§9). */
export function HelpChatView({ actor }: { actor: HelpChatActor }) {
  const phase = useSelector(actor, (snapshot) =>
    snapshot.hasTag('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : snapshot.hasTag('answered') ? 'answered' : 'asking',
  );
  const formKey = useSelector(actor, (snapshot) => `${snapshot.context.editing?.question_id ?? 'next'}-${snapshot.context.question?.id ?? 'none'}`);
  return (
    <Box maxH="400px" overflowY="auto" tabIndex={0} aria-label="Chat messages" role="region" pe="1">
      <Stack gap="4">
        {phase === 'loading' && <Spinner size="sm" role="status" aria-label="Loading the chat" alignSelf="center" />}
        {phase === 'failed' && (
          <>
            <Text>{chatLoadFailed}</Text>
            <ReloadButton actor={actor} />
          </>
        )}
        {phase !== 'loading' && phase !== 'failed' && <PastAnswers actor={actor} />}
        {phase === 'asking' && <AnswerForm key={formKey} actor={actor} />}
        {phase === 'answered' && <Text fontWeight="medium">{chatClosingLine}</Text>}
        {(phase === 'asking' || phase === 'answered') && <ReloadButton actor={actor} />}
      </Stack>
    </Box>
  );
}
