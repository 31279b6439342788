import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Controller, useForm } from 'react-hook-form';
import { ASSOCIATION_MEMBERSHIP, planDetailMessages } from '../../../contract/index.ts';
import { FormActions } from '../../ui/FormActions.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { type PlanDetailActor, type PlanDetailSnapshot } from './plan-detail-actor.ts';
import { money } from '../../ui/money.ts';
import { PortalForm } from './QuoteGate.tsx';
import { YesNoField } from './YesNoField.tsx';
import { useLanding } from '../../adapters/use-landing.ts';

/** The membership both gated plan kinds need, as the popups price it: '$5.00 per month'. */
const membershipPrice = `${money.format(ASSOCIATION_MEMBERSHIP.price)} per month`;

function MachineError({ actor }: { actor: PlanDetailActor }) {
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  if (!error) return null;
  return (
    <Text role="alert" color="fg.error" textStyle="sm">
      {error}
    </Text>
  );
}

function IncomeForm({ actor }: { actor: PlanDetailActor }) {
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const form = useForm({ defaultValues: { annualIncome: '', workingHours: '' } });
  return (
    <form
      noValidate
      aria-label="Annual income and working hours"
      onSubmit={form.handleSubmit((values) => actor.send({ type: 'user.submitIncome', ...values }))}
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Annual Income</Field.Label>
          <Input type="number" inputMode="numeric" min={0} {...form.register('annualIncome')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Working Hours per week</Field.Label>
          <Input type="number" inputMode="numeric" min={0} {...form.register('workingHours')} />
        </Field.Root>
        <MachineError actor={actor} />
        <FormActions onLeave={() => actor.send({ type: 'user.closePopup' })} busy={saving} />
      </Stack>
    </form>
  );
}

/** The tobacco question: in its popup (with Cancel), and under the tobacco notice itself. */
export function TobaccoForm({ actor, onLeave }: { actor: PlanDetailActor; onLeave?: () => void }) {
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const current = useSelector(actor, (snapshot) => snapshot.context.summary?.is_smoker ?? '');
  const form = useForm({ defaultValues: { isSmoker: current } });
  return (
    <form noValidate aria-label="Tobacco usage" onSubmit={form.handleSubmit(({ isSmoker }) => actor.send({ type: 'user.submitTobacco', isSmoker }))}>
      <Stack gap="4">
        <Controller
          control={form.control}
          name="isSmoker"
          render={({ field }) => <YesNoField name="isSmoker" label="Do you use tobacco?" value={field.value} onChange={field.onChange} />}
        />
        <MachineError actor={actor} />
        <FormActions onLeave={onLeave} busy={saving} />
      </Stack>
    </form>
  );
}

function MembershipButtons({ actor }: { actor: PlanDetailActor }) {
  return (
    <HStack gap="3">
      <Button variant="outline" onClick={() => actor.send({ type: 'user.cancel' })}>
        Cancel
      </Button>
      <Button onClick={() => actor.send({ type: 'user.chooseMembership' })}>Add Membership</Button>
    </HStack>
  );
}

/** The other-coverage popup's way out: the cart, where the line can be removed, or back to the cards. */
function OtherCoverageButtons({ onClose }: { onClose: () => void }) {
  const landing = useLanding();
  return (
    <HStack gap="3">
      <Button variant="outline" onClick={onClose}>
        Close
      </Button>
      <Button asChild>
        <Link to="/{-$landing}/cart" params={{ landing }}>
          View Cart
        </Link>
      </Button>
    </HStack>
  );
}

type Popup = 'income' | 'tobacco' | 'portal' | 'membership' | 'membershipRequired' | 'alreadyActive' | 'otherCoverage' | null;

const popupOf = (snapshot: PlanDetailSnapshot): Popup => {
  if (snapshot.matches({ pricing: 'incomePopup' }) || snapshot.matches({ pricing: 'savingIncome' })) return 'income';
  // an answer given under the notice saves there, not in the popup
  if (snapshot.matches({ pricing: 'tobaccoPopup' }) || (snapshot.matches({ pricing: 'savingTobacco' }) && snapshot.context.tobaccoAskedIn === 'popup')) return 'tobacco';
  if (snapshot.matches({ pricing: 'portalPopup' })) return 'portal';
  if (snapshot.matches({ pricing: { priced: 'choosingMembership' } })) return 'membership';
  if (snapshot.matches({ pricing: { priced: 'membershipRequired' } })) return 'membershipRequired';
  if (snapshot.matches({ pricing: { priced: 'alreadyActive' } })) return 'alreadyActive';
  if (snapshot.matches({ pricing: { priced: 'otherCoverageInCart' } })) return 'otherCoverage';
  return null;
};

/**
 * The popups of pricing (spec 2 §2): annual income and working hours, tobacco usage, the portal
 * only, the membership choice, membership required, the already-active message, and a
 * prudential-type plan in the cart at another card (check-prudential-plan/{hash}).
 */
export function PricingPopups({ actor }: { actor: PlanDetailActor }) {
  const popup = useSelector(actor, popupOf);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const close = () => actor.send({ type: 'user.closePopup' });
  const cancel = () => actor.send({ type: 'user.cancel' });
  return (
    <>
      <ModalDialog open={popup === 'income'} title="Annual Income and Working Hours" onClose={close} fresh>
        <IncomeForm actor={actor} />
      </ModalDialog>
      <ModalDialog open={popup === 'tobacco'} title="Tobacco Usage" onClose={close} fresh>
        <TobaccoForm actor={actor} onLeave={close} />
      </ModalDialog>
      <ModalDialog open={popup === 'portal'} title="Select Portal" onClose={close} fresh>
        <PortalForm actor={actor} secondary={{ label: 'Cancel', send: close }} />
      </ModalDialog>
      <ModalDialog open={popup === 'membership'} title="Association Membership" onClose={cancel} footer={<MembershipButtons actor={actor} />}>
        <Stack gap="2">
          <Text>This plan is offered with the Association Membership.</Text>
          <Text fontWeight="semibold">Association Membership: {membershipPrice}</Text>
        </Stack>
      </ModalDialog>
      <ModalDialog open={popup === 'membershipRequired'} title="Membership Required" onClose={cancel} footer={<MembershipButtons actor={actor} />}>
        <Text>This plan requires the Association Membership at {membershipPrice}. Add the membership to add this plan to your cart.</Text>
      </ModalDialog>
      <ModalDialog
        open={popup === 'alreadyActive'}
        title="Already Active"
        role="alertdialog"
        onClose={close}
        dismissible={false}
        footer={<Button onClick={close}>Close</Button>}
      >
        <Text>{error}</Text>
      </ModalDialog>
      <ModalDialog
        open={popup === 'otherCoverage'}
        title="Already in Your Cart"
        onClose={close}
        dismissible={false}
        footer={<OtherCoverageButtons onClose={close} />}
      >
        <Text>{planDetailMessages.otherCoverageInCart}</Text>
      </ModalDialog>
    </>
  );
}
