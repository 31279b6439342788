import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { memo, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { steps as stepInfo, type TabName } from '../../../contract/index.ts';
import { connectWizard, type WizardChrome } from '../../../machines/enrollment/enrollment.connect.ts';
import { kindOf } from '../../../machines/enrollment/step-registry.ts';
import type { StepKind } from '../../../machines/enrollment/steps/index.ts';
import { STEP_CAPTURE_ID } from '../../adapters/enrollment.ts';
import { useHydrated } from '../../ui/hydrated.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { CartLink } from './CartLink.tsx';
import { EnrollerCodeGate } from './EnrollerCodeGate.tsx';
import { BeneficiaryStep } from './BeneficiaryStep.tsx';
import { DependentsStep } from './DependentsStep.tsx';
import { HealthStep } from './HealthStep.tsx';
import { BillingStep } from './BillingStep.tsx';
import { AgreementStep } from './AgreementStep.tsx';
import { STEP_FORM_ID, type EnrollmentActor, type FormStepActor, type StepActorOf, type StepHandle } from './enrollment-actors.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { SaveLaterDialog } from './SaveLaterDialog.tsx';
import { StepFailure } from './StepFailure.tsx';
import { ServerForm } from './ServerForm.tsx';

/** A server-driven form step: Personal Information (with its enroller code popup), Contact Information, ... */
function FormStep({ actor, engine, handleRef }: StepScreenProps<FormStepActor>) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const unavailable = useSelector(actor, (snapshot) => snapshot.matches('unavailable'));
  const enrollerCode = useSelector(actor, (snapshot) => snapshot.context.enrollerCode);
  const tab = useSelector(actor, (snapshot) => snapshot.context.tab);
  if (loading) return <PageSpinner label="Loading your information" />;
  if (unavailable) return <Text role="alert">This step could not be loaded. Please go back and try again.</Text>;
  return (
    <Stack gap="6">
      {/* outside the step's form: the popup's own form must not submit the step */}
      {enrollerCode && <EnrollerCodeGate actor={enrollerCode} />}
      <ServerForm actor={actor} formTitle={stepInfo[tab].title} handleRef={handleRef} onSubmit={(values) => engine.send({ type: 'user.next', values })} />
    </Stack>
  );
}

interface StepScreenProps<Actor> {
  actor: Actor;
  engine: EnrollmentActor;
  branding: Record<string, string>;
  handleRef: RefObject<StepHandle | null>;
}

/** The screen of each kind of step (the step registry's kinds). */
const kindScreens: { [K in StepKind]: (props: StepScreenProps<StepActorOf<K>>) => ReactNode } = {
  form: FormStep,
  review: ReviewStep,
  health: HealthStep,
  billing: BillingStep,
  agreement: AgreementStep,
  beneficiaries: BeneficiaryStep,
  dependents: DependentsStep,
};

/** The current step's screen, by the kind of machine the engine spawned for it. */
function StepScreen({ engine, tab, branding, handleRef }: { engine: EnrollmentActor; tab: TabName; branding: Record<string, string>; handleRef: RefObject<StepHandle | null> }) {
  const step = useSelector(engine, (snapshot) => snapshot.children.step);
  if (!step) return null;
  const Screen = kindScreens[kindOf(tab)] as (props: StepScreenProps<typeof step>) => ReactNode;
  return <Screen key={step.sessionId} actor={step} engine={engine} branding={branding} handleRef={handleRef} />;
}

/** A slice of the wizard's chrome: the component re-renders only when that slice changes. */
const useChrome = <T,>(engine: EnrollmentActor, pick: (chrome: WizardChrome) => T): T =>
  useSelector(engine, (snapshot) => pick(connectWizard(snapshot)), sameJson);

/** The progress bar, re-rendered when a step moves, not while one saves. */
function WizardProgress({ engine, branding }: { engine: EnrollmentActor; branding: Record<string, string> }) {
  return <ProgressBar items={useChrome(engine, (chrome) => chrome.progress)} branding={branding} />;
}

/**
 * Back, Save & Continue Later and Next (disabled with the step's reason while the step blocks it).
 * Their own component: a save's busy Next re-renders these buttons, not the step's form.
 */
function WizardButtons({ engine, handleRef }: { engine: EnrollmentActor; handleRef: RefObject<StepHandle | null> }) {
  const { back, saveLater, next, refusal } = useChrome(engine, ({ back, saveLater, next, refusal }) => ({ back, saveLater, next, refusal }));
  // while the step loads there is no form for Next to submit: a click then would be lost
  const step: AnyActorRef | undefined = useSelector(engine, (snapshot) => snapshot.children.step);
  const stepLoading = useSelector(step, (snapshot) => snapshot?.hasTag('loading') ?? false);
  return (
    <Stack gap="2">
      {/* a refused save, said where Next is and focused: what was typed stays in the step above */}
      <StepFailure failure={refusal} takeFocus />
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Button variant="outline" onClick={() => engine.send({ type: 'user.back' })} disabled={back.disabled}>
          {back.label}
        </Button>
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            disabled={saveLater.disabled && !saveLater.busy}
            loading={saveLater.busy}
            loadingText="Save & Continue Later"
            onClick={() => engine.send({ type: 'user.saveLater', values: handleRef.current?.values() ?? {} })}
          >
            Save &amp; Continue Later
          </Button>
          <Button
            type="submit"
            form={STEP_FORM_ID}
            loading={next.busy}
            loadingText="Saving"
            disabled={(next.disabled || stepLoading) && !next.busy}
            aria-describedby={next.reason ? NEXT_REASON_ID : undefined}
            title={next.tooltip ?? undefined}
          >
            {next.label}
          </Button>
        </HStack>
      </HStack>
      {next.reason && (
        <Text id={NEXT_REASON_ID} textAlign="end" color="fg.muted">
          {next.reason}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The enrollment wrapper (spec 2 §2): the progress bar, the step's screen (the engine's `step`
 * child), then Back, Save & Continue Later and Next; the code-send modal. Each step scrolls to the
 * top and focuses its heading. The step area is what the step screenshot captures. What shows is
 * `connectWizard`'s reading of the engine, each part subscribed to its own slice of it, so a
 * change re-renders only what shows it (memo: the route's change of step re-renders none of it).
 */
export const EnrollmentView = memo(function EnrollmentView({ engine, branding }: { engine: EnrollmentActor; branding: Record<string, string> }) {
  const { screen, current, heading } = useChrome(engine, ({ screen, current, heading }) => ({ screen, current, heading }));
  const handleRef = useRef<StepHandle | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = screen === 'step' && current !== null;

  // a step the server rendered was on the screen before its code: hydrating it moves no one
  const hydrated = useHydrated();
  const fromServer = useRef(!hydrated);
  // each step the wizard opens starts at the top with focus on its heading: a screen reader
  // announces the step, and the next Tab reaches its first field (not the header's links again).
  // A step the server rendered is a page load: it starts where every page does (the first Tab is the
  // skip link), and its hydration, which comes whenever the code has loaded, moves nothing
  useEffect(() => {
    if (!shown) return;
    if (fromServer.current) {
      fromServer.current = false;
      return;
    }
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, [current, shown]);

  if (screen === 'loading') return <PageSpinner label="Loading enrollment" />;
  if (screen === 'unavailable') {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Enrollment unavailable
        </Heading>
        <Text>Your enrollment could not be loaded.</Text>
        <CartLink>Back to the cart</CartLink>
      </Stack>
    );
  }
  if (screen === 'leaving' || current === null) return <PageSpinner label="Opening the next page" />;

  return (
    <Stack gap="8">
      <WizardProgress engine={engine} branding={branding} />
      <Box id={STEP_CAPTURE_ID} bg="bg" p="1">
        <Stack gap="6">
          <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
            {heading}
          </Heading>
          <StepScreen engine={engine} tab={current} branding={branding} handleRef={handleRef} />
        </Stack>
      </Box>
      <WizardButtons engine={engine} handleRef={handleRef} />
      <SaveLaterDialog engine={engine} />
    </Stack>
  );
});

const NEXT_REASON_ID = 'enrollment-next-reason';

/** A slice changes only when what it shows changes (the snapshot changes more often). */
const sameJson = <T,>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);
