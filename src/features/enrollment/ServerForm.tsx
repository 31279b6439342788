import { Checkbox, Field, Grid, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { fieldsInPlay, validateStep, type FormField, type FormValues } from '../../../contract/index.ts';
import { formStepSpecs, type FieldOption } from '../../../machines/enrollment/form-step.machine.ts';
import { asText, STEP_FORM_ID, type FormStepActor, type StepHandle } from './enrollment-actors.ts';
import { maskOf, uiOf } from './field-ui.ts';

type Specs = Parameters<typeof validateStep>[1];
const noSpecs: Specs = {};

/** The form's resolver: the contract's own rules, so client and server say the same words. */
export const stepResolver =
  (fields: readonly FormField[], specs: Specs): Resolver<FormValues> =>
  async (raw) => {
    const values = asText(raw);
    const messages = validateStep(fields, specs, values);
    if (Object.keys(messages).length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, { type: 'validate', message }])) };
  };

interface ControlProps {
  definition: FormField;
  required: boolean;
  options: FieldOption[] | undefined;
  form: ReturnType<typeof useForm<FormValues>>;
}

/** One field: its label (required marked beside it), the control of its kind, its message. */
function ServerField({ definition, required, options, form }: ControlProps) {
  const name = definition.field_name;
  const ui = uiOf(name);
  const readOnly = definition.read_only === 1;
  const message = form.formState.errors[name]?.message;

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

  const registered = form.register(name);
  const mask = maskOf(ui.kind);
  const choices: FieldOption[] = ui.choices ? Object.entries(ui.choices).map(([value, label]) => ({ value, label })) : (options ?? []);
  return (
    // a read-only select is disabled (select has no read-only state); the Field passes it down
    <Field.Root invalid={Boolean(message)} required={required} readOnly={readOnly} disabled={readOnly && ui.kind === 'select'}>
      <HStack gap="1">
        <Field.Label>{ui.label}</Field.Label>
        {required && !readOnly && (
          <Text as="span" aria-hidden="true" color="fg.error">
            *
          </Text>
        )}
      </HStack>
      {ui.kind === 'select' ? (
        <NativeSelect.Root disabled={readOnly}>
          <NativeSelect.Field placeholder="Select" {...registered}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          {...registered}
          readOnly={readOnly}
          maxLength={ui.kind === 'date' ? 10 : ui.maxLength}
          inputMode={ui.kind === 'date' ? 'numeric' : ui.inputMode}
          autoComplete={ui.autoComplete}
          placeholder={ui.kind === 'date' ? 'mm/dd/yyyy' : undefined}
          onChange={(event) => {
            if (mask) event.target.value = mask(event.target.value);
            return registered.onChange(event);
          }}
        />
      )}
      <Field.ErrorText>{typeof message === 'string' ? message : null}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The one renderer of server-driven forms (DESIGN.md UI): each field in play as its definition
 * says (shown, required, read-only), react-hook-form with the contract's rules, the machine's
 * messages (existing-user checks, the server's target_element errors) set at their fields, and a
 * failure that names no field. The wrapper's Next submits it; nothing typed is lost on errors.
 */
export function ServerForm({ actor, formTitle, onSubmit, handleRef }: { actor: FormStepActor; formTitle: string; onSubmit: (values: FormValues) => void; handleRef: RefObject<StepHandle | null> }) {
  const tab = useSelector(actor, (snapshot) => snapshot.context.tab);
  const fields = useSelector(actor, (snapshot) => snapshot.context.fields);
  const options = useSelector(actor, (snapshot) => snapshot.context.options);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const [initial] = useState(() => actor.getSnapshot().context.values);
  const specs = formStepSpecs[tab] ?? noSpecs;
  const resolver = useMemo(() => stepResolver(fields, specs), [fields, specs]);
  const form = useForm<FormValues>({ defaultValues: initial, resolver });
  const watched = asText(useWatch({ control: form.control }) as Record<string, unknown>);
  const shown = fieldsInPlay(fields, specs, watched);

  useEffect(() => {
    handleRef.current = { values: () => asText(form.getValues()) };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, form]);

  // the machine's messages (checks, server) at their fields
  useEffect(() => {
    for (const [name, message] of Object.entries(errors)) form.setError(name, { type: 'server', message }, { shouldFocus: false });
  }, [errors, form]);

  return (
    <form id={STEP_FORM_ID} noValidate aria-label={formTitle} onSubmit={form.handleSubmit((values) => onSubmit(asText(values)))}>
      <Stack gap="5">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5">
          {shown.map((definition) => (
            <ServerField
              key={definition.field_name}
              definition={definition}
              required={definition.required === 1 || specs[definition.field_name]?.when !== undefined}
              options={options[definition.field_name]}
              form={form}
            />
          ))}
        </Grid>
        {failure && (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        )}
      </Stack>
    </form>
  );
}
