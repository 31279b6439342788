import { Button, Spinner, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { cartMessages, effectiveAsOf } from '../../../contract/index.ts';
import type { CartActor } from './cart-actor.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';

/** 'Do you really want to remove?' with Yes and No. */
export function RemoveDialog({ actor }: { actor: CartActor }) {
  const line = useSelector(actor, (snapshot) => (snapshot.matches({ ready: 'confirmingRemoval' }) ? snapshot.context.pendingRemoval : null));
  const cancel = () => actor.send({ type: 'user.cancelRemove' });
  return (
    <ModalDialog
      open={line !== null}
      title="Remove plan"
      role="alertdialog"
      onClose={cancel}
      footer={
        <>
          <Button variant="outline" onClick={cancel}>
            No
          </Button>
          <Button colorPalette="red" onClick={() => actor.send({ type: 'user.confirmRemove' })}>
            Yes
          </Button>
        </>
      }
    >
      <Text>{cartMessages.removeQuestion}</Text>
      {line && <Text color="fg.muted">{line.plan_name}</Text>}
    </ModalDialog>
  );
}

/** The plan-detail modal: the plan's name and description. */
export function PlanDetailDialog({ actor }: { actor: CartActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('planDetail'));
  const detail = useSelector(actor, (snapshot) => snapshot.context.planDetail);
  return (
    <ModalDialog open={open} title={detail?.plan_name ?? 'Plan details'} onClose={() => actor.send({ type: 'user.closePlan' })}>
      {detail ? <Text whiteSpace="pre-line">{detail.plan_desc.body_text}</Text> : <Spinner aria-label="Loading plan details" />}
    </ModalDialog>
  );
}

/** 'Your plans will be effective as of {date}', with Back to Cart and Proceed to Enrollment (spec 1 §4: checkout follows its Proceed). */
export function ConfirmationDialog({ actor }: { actor: CartActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'confirming' }));
  const date = useSelector(actor, (snapshot) => snapshot.context.effectiveDate);
  // after Proceed the checkout call and the screenshot run with the confirmation still open
  const checkingOut = useSelector(actor, (snapshot) => snapshot.hasTag('checkingOut'));
  const back = () => actor.send({ type: 'user.backToCart' });
  return (
    <ModalDialog
      open={open}
      title="Confirm your cart"
      onClose={back}
      footer={
        <>
          <Button variant="outline" disabled={checkingOut} onClick={back}>
            Back to Cart
          </Button>
          <Button colorPalette="brand" loading={checkingOut} loadingText="Checking out" onClick={() => actor.send({ type: 'user.proceedToEnrollment' })}>
            Proceed to Enrollment
          </Button>
        </>
      }
    >
      <Text>{effectiveAsOf(date)}</Text>
    </ModalDialog>
  );
}
