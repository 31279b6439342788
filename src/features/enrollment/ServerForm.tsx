import { Checkbox, Fieldset, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { memo, useEffect, useState, type RefObject } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { checkedOf, fieldMessages, joinChecked, type FieldSpecs, type FormField, type FormValues, type TabName } from '../../../contract/index.ts';
import { connectFormStep, type FormStepProps } from '../../../machines/enrollment/form-step.connect.ts';
import type { FieldOption } from '../../../machines/enrollment/form-step.machine.ts';
import { asText, STEP_FORM_ID, type FormStepActor, type StepHandle } from './enrollment-actors.ts';
import { READ_ONLY_REASON, spacedName, uiOf } from './field-ui.ts';
import { ChoiceSelect, FieldInput, FieldLabel, ReadOnlyReason, readOnlyLook } from './FieldControls.tsx';
import { sameMessages, useFieldMessage } from '../../ui/field-message.ts';
import { registeredWithKept } from './kept-registration.ts';

/** The same fields shown, each as it was: a keystroke that changes none re-renders nothing. */
const sameShown = (a: FormStepProps, b: FormStepProps) => a.specs === b.specs && a.zipLookup === b.zipLookup && JSON.stringify(a.shown) === JSON.stringify(b.shown);

/**
 * The form's resolver: the contract's rules of the fields the machine shows, so client and server
 * say the same words. Which fields are in play is the machine's to say, not the resolver's.
 */
export const stepResolver =
  (shown: readonly FormField[], specs: FieldSpecs): Resolver<FormValues> =>
  async (raw) => {
    const values = asText(raw);
    const messages = fieldMessages(shown, specs, values);
    if (Object.keys(messages).length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, { type: 'validate', message }])) };
  };

interface ControlProps {
  tab: TabName;
  definition: FormField;
  required: boolean;
  options: FieldOption[] | undefined;
  form: ReturnType<typeof useForm<FormValues>>;
  /** Locked by a lookup (the state a zip found): shown, not editable. */
  locked: boolean;
  /** Told of each edit (the zip that looks up its state). */
  onEdit?: (value: string) => void;
}

/**
 * One field: its label (required marked beside it), the control of its kind, its message. Memo:
 * the form's own re-render (Next's submitted state) re-renders no field whose props are the same.
 */
const ServerField = memo(function ServerField({ tab, definition, required, options, form, locked, onEdit }: ControlProps) {
  const name = definition.field_name;
  const ui = uiOf(name, tab);
  const readOnly = definition.read_only === 1;
  const message = useFieldMessage(form, name);

  if (ui.kind === 'checkboxes') {
    // a group of checkboxes from a list call; its value the checked values joined by commas
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => {
          const checked = checkedOf(field.value ?? '');
          const toggle = (value: string, on: boolean) =>
            field.onChange(joinChecked((options ?? []).map((option) => option.value).filter((item) => (item === value ? on : checked.includes(item)))));
          return (
            <Fieldset.Root invalid={Boolean(message)} disabled={readOnly} gridColumn="1 / -1">
              <Fieldset.Legend>
                <HStack gap="1">
                  <Text as="span">{ui.label}</Text>
                  {required && !readOnly && (
                    <Text as="span" aria-hidden="true" color="fg.error">
                      *
                    </Text>
                  )}
                </HStack>
              </Fieldset.Legend>
              <HStack gap="5" wrap="wrap">
                {(options ?? []).map((option) => (
                  <Checkbox.Root key={option.value} checked={checked.includes(option.value)} onCheckedChange={(details) => toggle(option.value, details.checked === true)}>
                    <Checkbox.HiddenInput name={`${field.name}.${option.value}`} onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{spacedName(option.label)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
              {message && (
                <Text textStyle="sm" color="fg.error">
                  {message}
                </Text>
              )}
            </Fieldset.Root>
          );
        }}
      />
    );
  }

  if (ui.kind === 'checkbox') {
    return (
      <Stack gap="1" gridColumn="1 / -1">
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Checkbox.Root checked={field.value === '1'} onCheckedChange={(details) => field.onChange(details.checked === true ? '1' : '0')} disabled={readOnly} invalid={Boolean(message)}>
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} ref={field.ref} />
              <Checkbox.Control />
              <Checkbox.Label>{ui.label}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {message && (
          <Text textStyle="sm" color="fg.error">
            {message}
          </Text>
        )}
      </Stack>
    );
  }

  const registered = registeredWithKept(form, name);
  const choices: FieldOption[] = ui.choices ? Object.entries(ui.choices).map(([value, label]) => ({ value, label })) : (options ?? []);
  const readOnlyChoice = readOnly && ui.kind === 'select';
  return (
    <Field.Root invalid={Boolean(message)} required={required} readOnly={readOnly} disabled={locked && ui.kind === 'select'}>
      <FieldLabel label={ui.label} required={required && !readOnly} />
      {readOnlyChoice ? (
        // a select has no read-only state: the chosen name, read-only text (a disabled select looks unavailable)
        <Input readOnly value={choices.find((choice) => choice.value === form.getValues(name))?.label ?? ''} {...readOnlyLook} />
      ) : ui.kind === 'select' ? (
        <ChoiceSelect
          registered={registered}
          choices={choices}
          disabled={locked}
          onChange={async (event) => {
            await registered.onChange(event);
            // a choice is judged as it is made (spec 2 §4: a retired employer is refused at once)
            await form.trigger(name);
          }}
        />
      ) : (
        <FieldInput registered={registered} ui={ui} readOnly={readOnly} onEdit={onEdit} />
      )}
      {readOnly && <ReadOnlyReason reason={ui.readOnlyReason ?? READ_ONLY_REASON} />}
      <Field.ErrorText>{typeof message === 'string' ? message : null}</Field.ErrorText>
    </Field.Root>
  );
});

/**
 * The one renderer of server-driven forms (DESIGN.md UI): each field in play as its definition
 * says (shown, required, read-only), react-hook-form with the contract's rules, the machine's
 * messages (existing-user checks, the server's target_element errors) set at their fields; a refusal
 * that names no field the wizard says at Next. The wrapper's Next submits it; nothing typed is lost on errors.
 */
export function ServerForm({ actor, formTitle, onSubmit, handleRef }: { actor: FormStepActor; formTitle: string; onSubmit: (values: FormValues) => void; handleRef: RefObject<StepHandle | null> }) {
  const { tab, shown, specs, zipLookup } = useSelector(actor, connectFormStep, sameShown);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors, sameMessages);
  const lookup = useSelector(actor, (snapshot) => snapshot.context.lookup);
  const [initial] = useState(() => actor.getSnapshot().context.values);
  const form = useForm<FormValues>({ defaultValues: initial, resolver: stepResolver(shown.map((field) => field.definition), specs) });

  // the machine decides which fields are in play: it hears every edit
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => actor.send({ type: 'user.typed', values: asText(values) }) }),
    [form, actor],
  );

  useEffect(() => {
    handleRef.current = { values: () => asText(form.getValues()) };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, form]);

  // the zip's lookup fills (or clears) the state it names
  useEffect(() => {
    if (!zipLookup || !lookup) return;
    form.setValue(zipLookup.state, lookup.state, { shouldValidate: lookup.locked && form.formState.isSubmitted });
    // found: the zip's earlier message goes (a failed lookup's comes with the machine's messages)
    if (lookup.locked) form.clearErrors(zipLookup.zip);
  }, [zipLookup, lookup, form]);

  // the machine's messages (checks, server) at their fields
  useEffect(() => {
    for (const [name, message] of Object.entries(errors)) form.setError(name, { type: 'server', message }, { shouldFocus: false });
  }, [errors, form]);

  return (
    <form id={STEP_FORM_ID} noValidate aria-label={formTitle} onSubmit={form.handleSubmit((values) => onSubmit(asText(values)))}>
      <Stack gap="5">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5">
          {shown.map(({ definition, required, options, locked }) => (
            <ServerField
              key={definition.field_name}
              tab={tab}
              locked={locked}
              onEdit={
                zipLookup?.zip === definition.field_name
                  ? (zip) => {
                      // before Next the zip's earlier message goes as it is edited (after it, the form judges as typed)
                      if (!form.formState.isSubmitted) form.clearErrors(definition.field_name);
                      actor.send({ type: 'user.zip', zip });
                    }
                  : undefined
              }
              definition={definition}
              required={required}
              options={options}
              form={form}
            />
          ))}
        </Grid>
      </Stack>
    </form>
  );
}
