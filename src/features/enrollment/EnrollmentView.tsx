import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type RefObject } from 'react';
import { steps as stepInfo, type TabName } from '../../../contract/index.ts';
import { STEP_CAPTURE_ID } from '../../adapters/enrollment.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { CartLink } from './CartLink.tsx';
import { EnrollerCodeGate } from './EnrollerCodeGate.tsx';
import { STEP_FORM_ID, type EnrollmentActor, type FormStepActor, type ReviewStepActor, type StepHandle } from './enrollment-actors.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { SaveLaterDialog } from './SaveLaterDialog.tsx';
import { ServerForm } from './ServerForm.tsx';

/** The screen titles where they differ from the progress bar's (spec 2 §2). */
const screenTitles: Partial<Record<TabName, string>> = { primary_health_info: 'Primary Health Questions' };

/** A server-driven form step: Personal Information (with its enroller code popup) or Contact Information. */
function FormStep({ actor, engine, handleRef }: { actor: FormStepActor; engine: EnrollmentActor; handleRef: RefObject<StepHandle | null> }) {
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

/** The current step's screen, by the kind of machine the engine spawned for it. */
function StepScreen({ engine, tab, branding, handleRef }: { engine: EnrollmentActor; tab: TabName; branding: Record<string, string>; handleRef: RefObject<StepHandle | null> }) {
  const step = useSelector(engine, (snapshot) => snapshot.children.step);
  if (!step) return null;
  if (tab === 'review_info') return <ReviewStep key={step.sessionId} actor={step as ReviewStepActor} engine={engine} branding={branding} handleRef={handleRef} />;
  return <FormStep key={step.sessionId} actor={step as FormStepActor} engine={engine} handleRef={handleRef} />;
}

/**
 * The enrollment wrapper (spec 2 §2): the progress bar, the step's screen (the engine's `step`
 * child), then Back, Save & Continue Later and Next; the code-send modal. Each step scrolls to the
 * top. The step area is what the step screenshot captures.
 */
export function EnrollmentView({ engine, branding }: { engine: EnrollmentActor; branding: Record<string, string> }) {
  const loading = useSelector(engine, (snapshot) => snapshot.hasTag('loading'));
  const unavailable = useSelector(engine, (snapshot) => snapshot.matches('unavailable'));
  const leaving = useSelector(engine, (snapshot) => snapshot.matches('leaving'));
  const missing = useSelector(engine, (snapshot) => snapshot.matches({ showingStep: 'stepMissing' }));
  const stepList = useSelector(engine, (snapshot) => snapshot.context.steps);
  const completed = useSelector(engine, (snapshot) => snapshot.context.completed);
  const current = useSelector(engine, (snapshot) => snapshot.context.steps[snapshot.context.index] ?? null);
  const saving = useSelector(engine, (snapshot) => snapshot.hasTag('saving'));
  const canNext = useSelector(engine, (snapshot) => snapshot.matches({ showingStep: 'editing' }));
  const canSaveLater = useSelector(engine, (snapshot) => snapshot.matches({ showingStep: 'editing' }));
  const canBack = useSelector(engine, (snapshot) => snapshot.can({ type: 'user.back' }));
  const handleRef = useRef<StepHandle | null>(null);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [current]);

  if (loading) return <PageSpinner label="Loading enrollment" />;
  if (unavailable) {
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
  if (leaving || current === null) return <PageSpinner label="Opening the next page" />;

  return (
    <Stack gap="8">
      <ProgressBar steps={stepList} completed={completed} current={current} branding={branding} />
      <Box id={STEP_CAPTURE_ID} bg="bg" p="1">
        <Stack gap="6">
          <Heading as="h1" size="2xl">
            {screenTitles[current] ?? stepInfo[current].title}
          </Heading>
          {missing ? <Text>This step is not available yet.</Text> : <StepScreen engine={engine} tab={current} branding={branding} handleRef={handleRef} />}
        </Stack>
      </Box>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Button variant="outline" onClick={() => engine.send({ type: 'user.back' })} disabled={!canBack}>
          Back
        </Button>
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            disabled={!canSaveLater}
            onClick={() => engine.send({ type: 'user.saveLater', values: handleRef.current?.values() ?? {} })}
          >
            Save &amp; Continue Later
          </Button>
          <Button type="submit" form={STEP_FORM_ID} loading={saving} loadingText="Saving" disabled={!canNext && !saving}>
            Next
          </Button>
        </HStack>
      </HStack>
      <SaveLaterDialog engine={engine} />
    </Stack>
  );
}
