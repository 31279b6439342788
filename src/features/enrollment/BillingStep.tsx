import { Box, Checkbox, Fieldset, Grid, Heading, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import {
  accountHolderTypes,
  accountTypes,
  ADDRESS_FIELDS,
  billingMessages,
  cardBrandOf,
  expiryMonths,
  expiryYears,
  paymentMethodLabels,
  type BillingValues,
  type ExistingBank,
  type ExistingCard,
  type FormValues,
} from '../../../contract/index.ts';
import { NEW_SOURCE } from '../../../machines/enrollment/billing-details.ts';
import { useFieldMessage } from '../../ui/field-message.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { asText, STEP_FORM_ID, type EnrollmentActor, type StepActorOf, type StepHandle } from './enrollment-actors.ts';
import { uiOf } from './field-ui.ts';
import { ChoiceSelect, FieldInput, FieldLabel } from './FieldControls.tsx';
import { registeredWithKept } from './kept-registration.ts';

type BillingActor = StepActorOf<'billing'>;
type BillingForm = UseFormReturn<FormValues>;

const labelOf = (name: string) => uiOf(name, 'billing_info').label;
const cardLabel = (card: ExistingCard) => `${card.card_brand || 'Card'} ${card.card_number}, expires ${card.expiration_month}/${card.expiration_year}, ${card.name_on_cc}`;
const bankLabel = (bank: ExistingBank) => `${bank.bank_name} ${bank.account_type} ${bank.account_number}, ${bank.account_name}`;
const monthChoices = expiryMonths.map((month) => ({ value: month, label: month }));
const accountTypeChoices = accountTypes.map(({ value, name }) => ({ value, label: name }));
const holderTypeChoices = accountHolderTypes.map(({ value, name }) => ({ value, label: name }));

/** One field of the billing form: its label, its control, the machine's message under it. */
function BillingField({
  form,
  name,
  required = true,
  children,
  helper,
}: {
  form: BillingForm;
  name: string;
  required?: boolean;
  children?: ReactNode;
  helper?: ReactNode;
}) {
  const message = useFieldMessage(form, name);
  return (
    <Field.Root invalid={Boolean(message)} required={required}>
      <FieldLabel label={labelOf(name)} required={required} />
      {children ?? <FieldInput registered={registeredWithKept(form, name)} ui={uiOf(name, 'billing_info')} />}
      {helper}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

/** The saved cards or bank accounts and 'new', as radios (spec 3 §2.5). */
function SourceChoice({ actor, label, options, newLabel }: { actor: BillingActor; label: string; options: [string, string][]; newLabel: string }) {
  const source = useSelector(actor, (snapshot) => snapshot.context.source);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <RadioGroup.Root value={source} onValueChange={(details) => actor.send({ type: 'user.chooseSource', source: details.value ?? NEW_SOURCE })} aria-label={label} mt="2">
        <Stack gap="3">
          {[...options, [NEW_SOURCE, newLabel] as [string, string]].map(([value, text]) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{text}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}

/** A saved choice's details, shown disabled (spec 3 §4.4). */
function SavedDetails({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <Fieldset.Root disabled>
      {/* Ark's fieldset is labelled by its legend's id: without a legend that id names nothing */}
      <Fieldset.Legend srOnly>{label}</Fieldset.Legend>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
        {rows.map(([name, value]) => (
          <Field.Root key={name} disabled>
            <Field.Label>{name}</Field.Label>
            <Input value={value} readOnly />
          </Field.Root>
        ))}
      </Grid>
    </Fieldset.Root>
  );
}

/** Where receipts and payment notices go (spec 3 §5), first the contact e-mail: with a card or a bank, new or saved. */
function BillingEmailField({ form }: { form: BillingForm }) {
  return (
    <Box maxW={{ md: 'calc(50% - 0.5rem)' }}>
      <BillingField form={form} name="billing_email" helper={<Field.HelperText>Receipts and payment notices are sent here.</Field.HelperText>} />
    </Box>
  );
}

/** Credit card (spec 3 §2.5): saved cards or a new card with its brand as typed, and the billing address. */
function CardSection({ actor, form }: { actor: BillingActor; form: BillingForm }) {
  const cards = useSelector(actor, (snapshot) => snapshot.context.cards);
  const source = useSelector(actor, (snapshot) => snapshot.context.source);
  const states = useSelector(actor, (snapshot) => snapshot.context.states);
  const address2Required = useSelector(actor, (snapshot) => snapshot.context.address2Required);
  const physicalAddress = useSelector(actor, (snapshot) => snapshot.context.physicalAddress);
  const physicalBox = useRef<HTMLInputElement>(null);
  const years = useMemo(() => expiryYears(new Date()).map((year) => ({ value: year, label: year })), []);
  const brand = cardBrandOf(form.watch('card_number') ?? '');
  const saved = cards.find((card) => card.card_id === source);

  return (
    <Stack gap="6">
      {cards.length > 0 && <SourceChoice actor={actor} label="Saved cards" options={cards.map((card) => [card.card_id, cardLabel(card)])} newLabel="Use a new card" />}
      {saved ? (
        <SavedDetails
          label="Saved card"
          rows={[
            ['Name on Card', saved.name_on_cc],
            ['Card Number', `${saved.card_brand} ${saved.card_number}`],
            ['Expires', `${saved.expiration_month}/${saved.expiration_year}`],
          ]}
        />
      ) : (
        <Fieldset.Root>
          <Fieldset.Legend>
            <Heading as="h3" size="sm">
              Card details
            </Heading>
          </Fieldset.Legend>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4" mt="3">
            <BillingField form={form} name="first_name_on_cc" />
            <BillingField form={form} name="last_name_on_cc" />
            <BillingField
              form={form}
              name="card_number"
              helper={
                <Field.HelperText aria-live="polite">{brand ? `Card type: ${brand}` : 'Visa, Mastercard, American Express, Discover and more'}</Field.HelperText>
              }
            />
            <BillingField form={form} name="security_code" helper={<Field.HelperText>Used for this payment only; never stored.</Field.HelperText>} />
            <BillingField form={form} name="expiration_month">
              <ChoiceSelect registered={registeredWithKept(form, 'expiration_month')} choices={monthChoices} />
            </BillingField>
            <BillingField form={form} name="expiration_year">
              <ChoiceSelect registered={registeredWithKept(form, 'expiration_year')} choices={years} />
            </BillingField>
          </Grid>
        </Fieldset.Root>
      )}
      {!saved && (
        <Fieldset.Root>
          <Fieldset.Legend>
            <Heading as="h3" size="sm">
              Billing address
            </Heading>
          </Fieldset.Legend>
          <Checkbox.Root
            mt="3"
            checked={physicalAddress}
            onCheckedChange={(details) => {
              actor.send({ type: 'user.togglePhysicalAddress', checked: details.checked === true });
              // Zag syncs the native box only when its checked prop changes: a tick the machine
              // refuses (no contact address to fill from) must untick the input again
              if (physicalBox.current) physicalBox.current.checked = actor.getSnapshot().context.physicalAddress;
            }}
          >
            <Checkbox.HiddenInput ref={physicalBox} />
            <Checkbox.Control />
            <Checkbox.Label>Choose physical address</Checkbox.Label>
          </Checkbox.Root>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4" mt="3">
            {ADDRESS_FIELDS.map((name) =>
              name === 'state' ? (
                <BillingField key={name} form={form} name="state">
                  <ChoiceSelect registered={registeredWithKept(form, 'state')} choices={states} disabled={physicalAddress} />
                </BillingField>
              ) : (
                <BillingField key={name} form={form} name={name} required={name !== 'address2' || address2Required}>
                  <FieldInput registered={registeredWithKept(form, name)} ui={uiOf(name, 'billing_info')} readOnly={physicalAddress} />
                </BillingField>
              ),
            )}
          </Grid>
        </Fieldset.Root>
      )}
      <BillingEmailField form={form} />
    </Stack>
  );
}

/** EFT (spec 3 §2.5): the authorization text, saved bank accounts or a new one, the routing number checked on leaving it. */
function BankSection({ actor, form }: { actor: BillingActor; form: BillingForm }) {
  const banks = useSelector(actor, (snapshot) => snapshot.context.banks);
  const source = useSelector(actor, (snapshot) => snapshot.context.source);
  const merchantText = useSelector(actor, (snapshot) => snapshot.context.merchantText);
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('checking'));
  const saved = banks.find((bank) => bank.bank_id === source);
  const routing = registeredWithKept(form, 'routing_number');

  return (
    <Stack gap="6">
      {merchantText && (
        <Box as="section" aria-label="EFT authorization" borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
          <Text textStyle="sm">{merchantText}</Text>
        </Box>
      )}
      {banks.length > 0 && <SourceChoice actor={actor} label="Saved bank accounts" options={banks.map((bank) => [bank.bank_id, bankLabel(bank)])} newLabel="Use a new bank account" />}
      {saved ? (
        <SavedDetails
          label="Saved bank account"
          rows={[
            [labelOf('account_name'), saved.account_name],
            [labelOf('bank_name'), saved.bank_name],
            [labelOf('routing_number'), saved.bank_routing],
            [labelOf('account_number'), saved.account_number],
            [labelOf('account_type'), accountTypes.find((type) => type.value === saved.account_type)?.name ?? saved.account_type],
            [labelOf('account_holder_type'), accountHolderTypes.find((type) => type.value === saved.account_holder_type)?.name ?? saved.account_holder_type],
          ]}
        />
      ) : (
        <Fieldset.Root>
          <Fieldset.Legend>
            <Heading as="h3" size="sm">
              Bank account
            </Heading>
          </Fieldset.Legend>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4" mt="3">
            <BillingField form={form} name="account_name" />
            <BillingField
              form={form}
              name="routing_number"
              helper={checking ? <Field.HelperText aria-live="polite">Checking the routing number…</Field.HelperText> : null}
            >
              <FieldInput
                registered={{
                  ...routing,
                  onBlur: (event) => {
                    const value = (event.target as HTMLInputElement).value.trim();
                    if (value !== '') actor.send({ type: 'user.checkRouting', routing_number: value });
                    return routing.onBlur(event);
                  },
                }}
                ui={uiOf('routing_number', 'billing_info')}
              />
            </BillingField>
            <BillingField form={form} name="bank_name" />
            <BillingField form={form} name="account_number" />
            <BillingField form={form} name="account_type">
              <ChoiceSelect registered={registeredWithKept(form, 'account_type')} choices={accountTypeChoices} />
            </BillingField>
            <BillingField form={form} name="account_holder_type">
              <ChoiceSelect registered={registeredWithKept(form, 'account_holder_type')} choices={holderTypeChoices} />
            </BillingField>
          </Grid>
        </Fieldset.Root>
      )}
      <BillingEmailField form={form} />
    </Stack>
  );
}

/** The form's first values: what the step kept (never a card number or security code). */
const defaultsOf = (kept: BillingValues): FormValues =>
  Object.fromEntries(Object.entries(kept).filter(([name]) => name !== 'card_number' && name !== 'security_code')) as FormValues;

/**
 * Billing Information (spec 3 §2.5, §4.4, §5): the payment type the server gives (pre-selected);
 * card or EFT fields, or none for list bills. The machine judges and saves on Next; its messages
 * come back at their fields, and the physical address and the routing check's bank name are set
 * into the form as the machine decides them.
 */
export function BillingStep({ actor, engine, handleRef }: { actor: BillingActor; engine: EnrollmentActor; branding: Record<string, string>; handleRef: RefObject<StepHandle | null> }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const unavailable = useSelector(actor, (snapshot) => snapshot.matches('unavailable'));
  const method = useSelector(actor, (snapshot) => snapshot.context.method);
  const kept = useSelector(actor, (snapshot) => snapshot.context.kept);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const address = useSelector(actor, (snapshot) => snapshot.context.address);
  const addressFills = useSelector(actor, (snapshot) => snapshot.context.addressFills);
  const bankName = useSelector(actor, (snapshot) => snapshot.context.bankName);
  const bankLookups = useSelector(actor, (snapshot) => snapshot.context.bankLookups);
  const form = useForm<FormValues>({ defaultValues: defaultsOf(kept) });

  // the kept values arrive while the step loads: the form starts from them
  useEffect(() => form.reset(defaultsOf(kept)), [form, kept]);

  // Save & Continue Later: what the form holds (the machine keeps out the security code and card number)
  useEffect(() => {
    handleRef.current = { values: () => asText(form.getValues()) };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, form]);

  // the machine's messages at their fields
  useEffect(() => {
    form.clearErrors();
    for (const [name, message] of Object.entries(errors)) form.setError(name, { type: 'server', message }, { shouldFocus: false });
  }, [errors, form]);

  // 'Choose physical address' filled or cleared the address
  useEffect(() => {
    if (addressFills === 0) return;
    for (const name of ADDRESS_FIELDS) form.setValue(name, address[name], { shouldDirty: true });
  }, [addressFills, address, form]);

  // the routing check's bank name ('' clears it)
  useEffect(() => {
    if (bankLookups > 0) form.setValue('bank_name', bankName, { shouldDirty: true });
  }, [bankLookups, bankName, form]);

  if (loading) return <PageSpinner label="Loading billing information" />;
  if (unavailable || method === null)
    return (
      <Text role="alert" color="fg.error">
        {billingMessages.unavailable}
      </Text>
    );

  return (
    <form
      id={STEP_FORM_ID}
      noValidate
      aria-label="Billing Information"
      // a field's message is done with once it is edited; Next judges again
      onChange={(event) => {
        const { name } = event.target as unknown as { name?: string };
        if (name) form.clearErrors(name);
      }}
      onSubmit={form.handleSubmit((values) => engine.send({ type: 'user.next', values: asText(values) }))}
    >
      <Stack gap="6">
        <Fieldset.Root>
          <Fieldset.Legend>
            <Heading as="h2" size="md">
              Payment Type
            </Heading>
          </Fieldset.Legend>
          {/* the server's method is the only type offered: pre-selected */}
          <RadioGroup.Root value={method} aria-label="Payment Type" mt="2">
            <RadioGroup.Item value={method}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{paymentMethodLabels[method]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          </RadioGroup.Root>
        </Fieldset.Root>
        {(errors.card_id || errors.bank_id || errors.payment_method) && (
          <Text role="alert" color="fg.error">
            {errors.card_id ?? errors.bank_id ?? errors.payment_method}
          </Text>
        )}
        {method === 'cc' && <CardSection actor={actor} form={form} />}
        {method === 'eft' && <BankSection actor={actor} form={form} />}
        {method !== 'cc' && method !== 'eft' && (
          <Text>Your premiums are billed to your group ({paymentMethodLabels[method]}): no payment details are needed. Click Next to continue.</Text>
        )}
      </Stack>
    </form>
  );
}
