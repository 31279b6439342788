import { Box, Button, Card, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  beneficiaryFieldErrors,
  beneficiaryFieldNames,
  beneficiaryMessages,
  emptyBeneficiary,
  OPTIONAL_BENEFICIARY_FIELDS,
  relationshipNameOf,
  type Beneficiary,
  type BeneficiaryFieldName,
  type FormField,
  type FormValues,
} from '../../../contract/index.ts';
import { beneficiaryTitle } from '../../../machines/enrollment/beneficiary-details.ts';
import { connectBeneficiaries } from '../../../machines/enrollment/beneficiary-step.connect.ts';
import type { RelationshipOption } from '../../../machines/enrollment/beneficiary-step.machine.ts';
import { useFieldMessage } from '../../ui/field-message.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { useFocusNewest } from './focus-newest.ts';
import { asText, STEP_FORM_ID, type EnrollmentActor, type StepActorOf, type StepHandle } from './enrollment-actors.ts';
import { displayValue, uiOf } from './field-ui.ts';
import { ChoiceSelect, FieldInput, FieldLabel } from './FieldControls.tsx';
import { StepFailure } from './StepFailure.tsx';

type BeneficiaryActor = StepActorOf<'beneficiaries'>;

/** The add and edit forms' resolver: the contract's rules, so the browser and the server say the same words. */
const beneficiaryResolver: Resolver<FormValues> = async (raw) => {
  const values = asText(raw);
  const messages = beneficiaryFieldErrors(values);
  if (Object.keys(messages).length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, { type: 'validate', message }])) };
};

/** A field is required unless the server's definition says otherwise (every one but the middle name by default). */
const isRequired = (fields: readonly FormField[], name: BeneficiaryFieldName) => {
  const definition = fields.find((field) => field.field_name === name);
  return definition ? definition.required === 1 : !OPTIONAL_BENEFICIARY_FIELDS.includes(name);
};

/**
 * The add form or the edit form (spec 2 §4): one beneficiary's fields with the contract's rules; the
 * machine's messages (validate-single-beneficiary) at their fields. A success starts a fresh form
 * (the screen remounts it); a refusal keeps what was typed.
 */
function BeneficiaryForm({
  actor,
  mode,
  initial,
}: {
  actor: BeneficiaryActor;
  mode: 'add' | 'edit';
  initial: Beneficiary;
}) {
  const fields = useSelector(actor, (snapshot) => snapshot.context.fields);
  const relationships = useSelector(actor, (snapshot) => snapshot.context.relationships);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('checking'));
  const form = useForm<FormValues>({ defaultValues: Object.fromEntries(beneficiaryFieldNames.map((name) => [name, initial[name]])), resolver: beneficiaryResolver });
  const title = mode === 'add' ? 'Add Beneficiary' : 'Edit Beneficiary';

  // the machine's messages (its rules, the server's check) at their fields
  useEffect(() => {
    for (const [name, message] of Object.entries(errors)) form.setError(name, { type: 'server', message }, { shouldFocus: false });
  }, [errors, form]);

  const submit = form.handleSubmit((values) =>
    actor.send(mode === 'add' ? { type: 'user.addBeneficiary', values: asText(values) } : { type: 'user.updateBeneficiary', values: asText(values) }),
  );

  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p="5">
      <form id={`beneficiary-${mode}-form`} noValidate aria-label={title} onSubmit={submit}>
        <Stack gap="5">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5">
            {beneficiaryFieldNames.map((name) => (
              <BeneficiaryField key={name} name={name} required={isRequired(fields, name)} relationships={relationships} form={form} />
            ))}
          </Grid>
          <HStack gap="3">
            {mode === 'edit' && (
              <Button variant="outline" onClick={() => actor.send({ type: 'user.cancelEdit' })}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={checking} loadingText="Checking">
              {mode === 'add' ? 'Add Beneficiary' : 'Update Beneficiary'}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}

function BeneficiaryField({
  name,
  required,
  relationships,
  form,
}: {
  name: BeneficiaryFieldName;
  required: boolean;
  relationships: readonly RelationshipOption[];
  form: ReturnType<typeof useForm<FormValues>>;
}) {
  const ui = uiOf(name);
  const message = useFieldMessage(form, name);
  const registered = form.register(name);
  return (
    <Field.Root invalid={Boolean(message)} required={required}>
      <FieldLabel label={ui.label} required={required} />
      {ui.kind === 'select' ? <ChoiceSelect registered={registered} choices={relationships} /> : <FieldInput registered={registered} ui={ui} />}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

/** One listed beneficiary with Edit and Delete; Delete waits while a beneficiary is edited. */
function BeneficiaryCard({ actor, entry, index, editing }: { actor: BeneficiaryActor; entry: Beneficiary; index: number; editing: boolean }) {
  const title = beneficiaryTitle(entry, index);
  const beingEdited = useSelector(actor, (snapshot) => snapshot.context.editIndex === index);
  return (
    <Card.Root as="li" size="sm" aria-label={title} borderColor={beingEdited ? 'brand.solid' : undefined} tabIndex={-1}>
      <Card.Body gap="2">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {[relationshipNameOf(entry.relationship), entry.birthdate, `SSN ${displayValue({ field_name: 'ssn', value: entry.ssn })}`].filter(Boolean).join(' · ')}
        </Text>
        <Text fontWeight="semibold">{entry.beneficiary_percentage}%</Text>
      </Card.Body>
      <Card.Footer gap="3">
        <Button type="button" size="sm" variant="outline" aria-label={`Edit ${title}`} onClick={() => actor.send({ type: 'user.editBeneficiary', index })}>
          Edit
        </Button>
        {/* a disabled button takes no pointer events: the tooltip sits on its wrapper */}
        <Box as="span" title={editing ? beneficiaryMessages.editFirst : undefined} display="inline-flex">
          <Button
            type="button"
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete ${title}`}
            disabled={editing}
            title={editing ? beneficiaryMessages.editFirst : undefined}
            onClick={() => actor.send({ type: 'user.deleteBeneficiary', index })}
          >
            Delete
          </Button>
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * Beneficiary Information (spec 2 §2, §4, §5): the list of added beneficiaries with Edit and Delete,
 * then the add form (while fewer than 3 are listed and the total is under 100) or the edit form;
 * green 'Now You can Continue Enrollment' at exactly 100. The wrapper's Next submits the step's
 * (field-less) form; the engine lets it only when the step says Next is available.
 */
export function BeneficiaryStep({ actor, engine, handleRef }: { actor: BeneficiaryActor; engine: EnrollmentActor; branding: Record<string, string>; handleRef: RefObject<StepHandle | null> }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const list = useSelector(actor, (snapshot) => snapshot.context.beneficiaries);
  const editIndex = useSelector(actor, (snapshot) => snapshot.context.editIndex);
  const pending = useSelector(actor, (snapshot) => snapshot.context.pending);
  const formsDone = useSelector(actor, (snapshot) => snapshot.context.formsDone);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const view = useSelector(actor, connectBeneficiaries, shallowEqual);
  const editing = editIndex !== null;
  const [blank] = useState(emptyBeneficiary);
  const listRef = useRef<HTMLDivElement>(null);
  useFocusNewest(listRef, list.length, formsDone);
  const editedEntry = useMemo(() => (editIndex === null ? null : (list[editIndex] ?? null)), [editIndex, list]);

  // Save & Continue Later: the step keeps its own list (the machine hands it over)
  useEffect(() => {
    handleRef.current = { values: () => ({}) };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef]);

  if (loading) return <PageSpinner label="Loading your beneficiaries" />;
  return (
    <Stack gap="6">
      <form
        id={STEP_FORM_ID}
        noValidate
        aria-label="Beneficiary Information"
        onSubmit={(event) => {
          event.preventDefault();
          engine.send({ type: 'user.next', values: {} });
        }}
      >
        <Stack gap="4">
          <Heading as="h2" size="md">
            Your Beneficiaries
          </Heading>
          {list.length === 0 ? (
            <Text>No beneficiaries added yet.</Text>
          ) : (
            <Stack ref={listRef} as="ul" gap="3" listStyleType="none" aria-label="Added beneficiaries">
              {list.map((entry, index) => (
                <BeneficiaryCard key={`${index}-${entry.beneficiary_id}`} actor={actor} entry={entry} index={index} editing={editing} />
              ))}
            </Stack>
          )}
          <Text aria-live="polite">Total Beneficiary Percentage: {view.total}%</Text>
          {view.totalsError && (
            <Text color="fg.error" fontWeight="semibold" role="alert">
              {view.totalsError}
            </Text>
          )}
          {view.complete && (
            <Text color="green.700" fontWeight="semibold" role="status">
              {beneficiaryMessages.complete}
            </Text>
          )}
          <StepFailure failure={failure} />
        </Stack>
      </form>
      {editing && editedEntry ? (
        <BeneficiaryForm key={`edit-${formsDone}`} actor={actor} mode="edit" initial={pending ?? editedEntry} />
      ) : (
        view.addForm && <BeneficiaryForm key={`add-${formsDone}`} actor={actor} mode="add" initial={pending ?? blank} />
      )}
    </Stack>
  );
}
