import { Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { SnapshotFrom } from 'xstate';
import { quoteEmailFormSchema, quoteSentTo, type QuoteEmailField, type QuoteEmailValues } from '../../../contract/index.ts';
import { useMachineErrors } from '../quote/use-machine-errors.ts';
import type { CartActor, QuoteEmailActor } from './cart-actor.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';

const labels: Record<QuoteEmailField, string> = { name: 'Name', email: 'Email', message: 'Message' };

/** Name, Email and Message; Preview and Send each go to the machine as one event with the values. */
function QuoteEmailForm({ actor }: { actor: QuoteEmailActor }) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const form = useForm<QuoteEmailValues>({ resolver: zodResolver(quoteEmailFormSchema) as never, defaultValues: values });
  useMachineErrors(errors, form.setError);
  const field = (name: QuoteEmailField, control: React.ReactNode) => {
    const message = form.formState.errors[name]?.message;
    return (
      <Field.Root invalid={message !== undefined} required={name !== 'message'}>
        <Field.Label>
          {labels[name]}
          {name !== 'message' && <Field.RequiredIndicator />}
        </Field.Label>
        {control}
        <Field.ErrorText>{message}</Field.ErrorText>
      </Field.Root>
    );
  };
  return (
    <form aria-label="Send Personalized Quote" noValidate onSubmit={form.handleSubmit((submitted) => actor.send({ type: 'user.send', values: submitted }))}>
      <Stack gap="4">
        {field('name', <Input {...form.register('name')} autoComplete="name" />)}
        {field('email', <Input {...form.register('email')} type="email" autoComplete="email" />)}
        {field('message', <Textarea {...form.register('message')} rows={4} />)}
        <HStack justify="end" gap="3">
          <Button variant="outline" disabled={busy} onClick={form.handleSubmit((submitted) => actor.send({ type: 'user.preview', values: submitted }))}>
            Preview
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText="Working">
            Send
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

type QuoteView = 'form' | 'preview' | 'sent';
const viewOf = (snapshot: SnapshotFrom<QuoteEmailActor> | undefined): QuoteView =>
  snapshot?.matches('previewing') ? 'preview' : snapshot?.matches('sent') ? 'sent' : 'form';

/** Send Personalized Quote: the form, the preview, or who the quote went to; each a view of the child machine. */
export function QuoteEmailScreen({ actor }: { actor: QuoteEmailActor }) {
  const view = useSelector(actor, viewOf);
  const preview = useSelector(actor, (snapshot) => snapshot.context.preview);
  const email = useSelector(actor, (snapshot) => snapshot.context.values.email);
  if (view === 'form') return <QuoteEmailForm actor={actor} />;
  if (view === 'sent') return <Text role="status">{quoteSentTo(email)}</Text>;
  return (
    <Stack gap="4">
      {/* the server's preview is plain text: rendered as text, never as markup */}
      <Text as="div" aria-label="Quote preview" whiteSpace="pre-wrap" borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
        {preview}
      </Text>
      <Button alignSelf="end" variant="outline" onClick={() => actor.send({ type: 'user.backToForm' })}>
        Back
      </Button>
    </Stack>
  );
}

const titles: Record<QuoteView, string> = { form: 'Send Personalized Quote', preview: 'Quote Preview', sent: 'Quote Sent' };

/** The quote modal: open while the cart composes a quote. */
export function QuoteDialog({ actor }: { actor: CartActor }) {
  const quote = useSelector(actor, (snapshot) => snapshot.children.quote as QuoteEmailActor | undefined);
  const title = titles[useSelector(quote, viewOf)];
  return (
    <ModalDialog open={quote !== undefined} title={title} onClose={() => actor.send({ type: 'user.closeQuote' })}>
      {quote && <QuoteEmailScreen actor={quote} />}
    </ModalDialog>
  );
}
