import { Box, Button, Checkbox, Fieldset, Grid, Heading, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import SignatureCanvasModule from 'react-signature-canvas';
import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  agreementFieldLabels,
  type AgreementFieldName,
  type AgreementValues,
  type FormField,
  type StepData,
} from '../../../contract/index.ts';
import { agreedKey } from '../../../machines/enrollment/agreement-details.ts';
import { agreementSummaryOf } from '../../../machines/enrollment/agreement-step.machine.ts';
import { sameSummary, type SummaryMessage } from '../../../machines/enrollment/error-summary.ts';
import { ErrorSummary, errorTargetId } from '../../ui/ErrorSummary.tsx';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { registeredWithKept } from './kept-registration.ts';
import { STEP_FORM_ID, type EnrollmentActor, type StepActorOf, type StepHandle } from './enrollment-actors.ts';
import { StepFailure } from './StepFailure.tsx';

type AgreementStepActor = StepActorOf<'agreement'>;
type SignaturePad = InstanceType<typeof SignatureCanvasModule>;

// CommonJS: under Vite the component is the module's default; elsewhere the module itself
const SignatureCanvas = ((SignatureCanvasModule as unknown as { default?: typeof SignatureCanvasModule }).default ??
  SignatureCanvasModule) as unknown as ComponentType<SignatureCanvasModule.ReactSignatureCanvasProps & { ref?: RefObject<SignaturePad | null> }>;

/** The size of the signature image (CSS pixels), whatever the screen's pixel ratio. */
const SIGNATURE_WIDTH = 500;
const SIGNATURE_HEIGHT = 160;
/** A handwriting face where the system has one (Windows, macOS, many Linux desktops); italic elsewhere. */
const SCRIPT_FONT = '"Segoe Script", "Snell Roundhand", "Brush Script MT", "URW Chancery L", cursive';

/** A PNG of the signature on white: the pad scaled to the image size, or a typed name in a script font. */
const signaturePng = (draw: (context: CanvasRenderingContext2D) => void): string => {
  const canvas = document.createElement('canvas');
  canvas.width = SIGNATURE_WIDTH;
  canvas.height = SIGNATURE_HEIGHT;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  draw(context);
  return canvas.toDataURL('image/png');
};
const padPng = (pad: HTMLCanvasElement) => signaturePng((context) => context.drawImage(pad, 0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT));
const typedPng = (name: string) =>
  signaturePng((context) => {
    context.fillStyle = '#1a1a1a';
    context.font = `italic 52px ${SCRIPT_FONT}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(name, SIGNATURE_WIDTH / 2, SIGNATURE_HEIGHT / 2, SIGNATURE_WIDTH - 40);
  });

interface AgreementForm {
  agreed: Record<string, boolean>;
  answer: string;
  signature_method: 'draw' | 'type';
  signature_name: string;
}

const valueOf = (fields: readonly FormField[], name: AgreementFieldName) => fields.find((field) => field.field_name === name)?.value ?? '';

/** Read-only values of the enrollment (names, codes, date), each labelled. */
function ReadOnlyFields({ fields, names }: { fields: readonly FormField[]; names: readonly AgreementFieldName[] }) {
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
      {names.map((name) => (
        <Field.Root key={name} readOnly>
          <Field.Label>{agreementFieldLabels[name]}</Field.Label>
          <Input value={valueOf(fields, name)} readOnly bg="bg.muted" />
        </Field.Root>
      ))}
    </Grid>
  );
}

const SIGNATURE_ERROR_ID = 'agreement-signature-error';

/**
 * The agreement (spec 3 §2.4, §5): each text with its required checkbox; the broker, group or
 * applicant section (name, code, date; read-only); the verification question and answer; the
 * signature, drawn on the pad (mouse, finger) with Clear or typed and rendered in a script font.
 * The wrapper's Next sends the values; the machine's messages show at their fields.
 */
function AgreementFormView({ actor, engine, handleRef }: { actor: AgreementStepActor; engine: EnrollmentActor; handleRef: RefObject<StepHandle | null> }) {
  const texts = useSelector(actor, (snapshot) => snapshot.context.texts);
  const fields = useSelector(actor, (snapshot) => snapshot.context.fields);
  const sections = useSelector(actor, (snapshot) => snapshot.context.sections);
  const machineErrors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const summary = useSelector(actor, (snapshot) => agreementSummaryOf(snapshot.context), sameSummary);
  const [kept] = useState(() => actor.getSnapshot().context.values);
  const form = useForm<AgreementForm>({
    defaultValues: {
      agreed: Object.fromEntries(texts.map((item) => [String(item.text_id), kept.agreed.includes(item.text_id)])),
      answer: kept.answer,
      signature_method: kept.signature_method,
      signature_name: kept.signature_name,
    },
  });
  const watched = useWatch({ control: form.control }) as AgreementForm;
  const padRef = useRef<SignaturePad | null>(null);
  const [drawn, setDrawn] = useState(kept.signature_method === 'draw' ? kept.signature : '');

  // a message goes once its field is edited; the next Next judges again
  const [edited, setEdited] = useState<{ of: Record<string, string>; keys: ReadonlySet<string> }>({ of: machineErrors, keys: new Set() });
  const editedKeys = edited.of === machineErrors ? edited.keys : new Set<string>();
  const errorOf = (key: string) => (editedKeys.has(key) ? undefined : machineErrors[key]);
  const markEdited = (key: string) => {
    if (machineErrors[key] && !editedKeys.has(key)) setEdited({ of: machineErrors, keys: new Set([...editedKeys, key]) });
  };

  useEffect(() => {
    // a kept drawn signature shows on the pad again
    const pad = padRef.current;
    if (pad && kept.signature_method === 'draw' && kept.signature) {
      const canvas = pad.getCanvas();
      void pad.fromDataURL(kept.signature, { width: canvas.offsetWidth, height: canvas.offsetHeight });
    }
  }, [kept]);

  const valuesOf = (values: AgreementForm): AgreementValues => {
    const name = values.signature_name.trim();
    return {
      agreed: texts.filter((item) => values.agreed[String(item.text_id)]).map((item) => item.text_id),
      answer: values.answer,
      signature: values.signature_method === 'draw' ? drawn : name === '' ? '' : typedPng(name),
      signature_method: values.signature_method,
      signature_name: values.signature_name,
    };
  };
  const stepData = (values: AgreementForm) => valuesOf(values) as unknown as StepData;

  useEffect(() => {
    handleRef.current = { values: () => stepData(form.getValues()) };
    return () => {
      handleRef.current = null;
    };
  });

  const clearPad = () => {
    padRef.current?.clear();
    setDrawn('');
  };
  const signatureError = errorOf('signature');
  // a summary line's words: which agreement or field, where the message alone does not say
  const summaryText = ({ key, message }: SummaryMessage) => {
    const text = texts.find((item) => agreedKey(item.text_id) === key);
    if (text) return `${text.text_head}: ${message}`;
    return key === 'answer' ? `${agreementFieldLabels.answer}: ${message}` : message;
  };

  return (
    <form id={STEP_FORM_ID} noValidate aria-label="Agreement & Signature" onSubmit={form.handleSubmit((values) => engine.send({ type: 'user.next', values: stepData(values) }))}>
      <Stack gap="6">
        <ErrorSummary judgement={machineErrors} lines={summary.map((line) => ({ message: summaryText(line), target: errorTargetId(line.key) }))} />
        {texts.map((item) => {
          const key = agreedKey(item.text_id);
          const message = errorOf(key);
          return (
            <Box as="section" id={errorTargetId(key)} key={item.text_id} aria-labelledby={`agreement-text-${item.text_id}`} borderWidth="1px" borderRadius="md" p="4">
              <Stack gap="3">
                <Heading as="h2" size="md" id={`agreement-text-${item.text_id}`}>
                  {item.text_head}
                </Heading>
                <Text>{item.text_body}</Text>
                <Field.Root invalid={Boolean(message)} required={item.text_required === 1}>
                  <Controller
                    control={form.control}
                    name={`agreed.${String(item.text_id)}`}
                    render={({ field }) => (
                      <Checkbox.Root
                        checked={Boolean(field.value)}
                        onCheckedChange={(details) => {
                          field.onChange(details.checked === true);
                          markEdited(key);
                        }}
                      >
                        <Checkbox.HiddenInput onBlur={field.onBlur} />
                        <Checkbox.Control />
                        <Checkbox.Label>{`I have read and agree to the ${item.text_head}`}</Checkbox.Label>
                      </Checkbox.Root>
                    )}
                  />
                  <Field.ErrorText>{message}</Field.ErrorText>
                </Field.Root>
              </Stack>
            </Box>
          );
        })}

        {sections.broker && (
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold">Broker Verification</Fieldset.Legend>
            <ReadOnlyFields fields={fields} names={['agent_name', 'agent_code', 'date']} />
          </Fieldset.Root>
        )}
        {sections.group && !sections.broker && (
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold">Group Verification</Fieldset.Legend>
            <ReadOnlyFields fields={fields} names={['group_name', 'group_code', 'date']} />
          </Fieldset.Root>
        )}
        {sections.applicant && !sections.broker && !sections.group && (
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold">Applicant Verification</Fieldset.Legend>
            <ReadOnlyFields fields={fields} names={['user_name', 'date']} />
          </Fieldset.Root>
        )}

        {sections.verification && (
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold">Verification Question</Fieldset.Legend>
            <Stack gap="4" maxW="xl">
              <Field.Root readOnly>
                <Field.Label>{agreementFieldLabels.question}</Field.Label>
                <Input value={valueOf(fields, 'question')} readOnly bg="bg.muted" />
              </Field.Root>
              {/* spec 3 §5: not checked when a signature is required */}
              <Box id={errorTargetId('answer')}>
                <Field.Root invalid={Boolean(errorOf('answer'))} required={!sections.signature}>
                  <Field.Label>
                    {agreementFieldLabels.answer}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input {...registeredWithKept(form, 'answer', { onChange: () => markEdited('answer') })} maxLength={200} autoComplete="off" />
                  <Field.ErrorText>{errorOf('answer')}</Field.ErrorText>
                </Field.Root>
              </Box>
            </Stack>
          </Fieldset.Root>
        )}

        {sections.signature && (
          <Fieldset.Root invalid={Boolean(signatureError)}>
            <Fieldset.Legend fontWeight="semibold">Signature</Fieldset.Legend>
            {/* the summary's link target: Ark's fieldset takes an id for its parts' ids and renders none */}
            <Stack id={errorTargetId('signature')} gap="4">
              <Controller
                control={form.control}
                name="signature_method"
                render={({ field }) => (
                  <RadioGroup.Root
                    // inside the Signature fieldset Ark would give the group the legend's id as its label's: one id twice
                    ids={{ label: 'agreement-signature-method' }}
                    value={field.value}
                    onValueChange={(details) => {
                      field.onChange(details.value === 'type' ? 'type' : 'draw');
                      markEdited('signature');
                    }}
                  >
                    <RadioGroup.Label>How would you like to sign?</RadioGroup.Label>
                    <HStack gap="6" mt="2" wrap="wrap">
                      <RadioGroup.Item value="draw">
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>Draw my signature</RadioGroup.ItemText>
                      </RadioGroup.Item>
                      <RadioGroup.Item value="type">
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>Type my signature</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    </HStack>
                  </RadioGroup.Root>
                )}
              />
              {/* kept mounted while typing, so a drawn signature survives a switch back */}
              <Stack gap="2" display={watched.signature_method === 'draw' ? 'flex' : 'none'}>
                <Text id="agreement-signature-hint" color="fg.muted">
                  Sign in the box with your mouse or finger.
                </Text>
                <Box borderWidth="1px" borderColor={signatureError ? 'border.error' : 'border'} borderRadius="md" bg="white" maxW={`${SIGNATURE_WIDTH}px`} style={{ touchAction: 'none' }}>
                  <SignatureCanvas
                    ref={padRef}
                    penColor="#1a1a1a"
                    clearOnResize={false}
                    onEnd={() => {
                      if (padRef.current) setDrawn(padPng(padRef.current.getCanvas()));
                      markEdited('signature');
                    }}
                    canvasProps={{
                      role: 'img',
                      'aria-label': 'Signature pad',
                      'aria-describedby': signatureError ? `agreement-signature-hint ${SIGNATURE_ERROR_ID}` : 'agreement-signature-hint',
                      style: { width: '100%', height: `${SIGNATURE_HEIGHT}px`, display: 'block' },
                    }}
                  />
                </Box>
                <HStack>
                  <Button variant="outline" size="sm" onClick={clearPad} aria-label="Clear signature">
                    Clear
                  </Button>
                </HStack>
              </Stack>
              {watched.signature_method === 'type' && (
                <Stack gap="2" maxW={`${SIGNATURE_WIDTH}px`}>
                  <Field.Root invalid={Boolean(signatureError)} required>
                    <Field.Label>Type your full name to sign</Field.Label>
                    <Input
                      {...registeredWithKept(form, 'signature_name', { onChange: () => markEdited('signature') })}
                      type="text"
                      maxLength={80}
                      autoComplete="name"
                      aria-describedby={signatureError ? SIGNATURE_ERROR_ID : undefined}
                    />
                  </Field.Root>
                  <Box borderWidth="1px" borderRadius="md" bg="white" color="#1a1a1a" minH={`${SIGNATURE_HEIGHT / 2}px`} px="4" display="flex" alignItems="center" justifyContent="center">
                    <Text fontFamily={SCRIPT_FONT} fontStyle="italic" fontSize="4xl" aria-hidden="true">
                      {watched.signature_name}
                    </Text>
                  </Box>
                </Stack>
              )}
              {signatureError && (
                <Text id={SIGNATURE_ERROR_ID} color="fg.error" textStyle="sm">
                  {signatureError}
                </Text>
              )}
              {sections.dateWithSignature && <ReadOnlyFields fields={fields} names={['date']} />}
            </Stack>
          </Fieldset.Root>
        )}

        <StepFailure failure={failure} />
      </Stack>
    </form>
  );
}

/** Agreement & Signature's screen: a spinner while its data loads, then the agreement. */
export function AgreementStep({ actor, engine, handleRef }: { actor: AgreementStepActor; engine: EnrollmentActor; branding: Record<string, string>; handleRef: RefObject<StepHandle | null> }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const unavailable = useSelector(actor, (snapshot) => snapshot.matches('unavailable'));
  if (loading) return <PageSpinner label="Loading the agreement" />;
  if (unavailable) return <Text role="alert">This step could not be loaded. Please go back and try again.</Text>;
  return <AgreementFormView actor={actor} engine={engine} handleRef={handleRef} />;
}
