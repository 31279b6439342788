import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../ui/FormActions.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { QuoteForm } from '../quote/QuoteForm.tsx';
import { SelectField } from '../role-homes/ChoiceFields.tsx';
import { TierField } from '../role-homes/TierField.tsx';
import { quoteChildOf, type PlanDetailActor } from './plan-detail-actor.ts';

/** What a visitor who closed the quote popups sees in place of prices. */
export const quoteToSeePricesMessage = 'Get a quote to see prices';

/** The spinner of a popup whose choices are loading. */
export function ChoicesLoading({ label }: { label: string }) {
  return (
    <Center py="8" role="status" aria-label={label}>
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

/** The portal choice of the rep's quote and of the portal-only popup: one `user.submitPortal`. */
export function PortalForm({ actor, secondary }: { actor: PlanDetailActor; secondary: { label: string; send: () => void } | null }) {
  const platforms = useSelector(actor, (snapshot) => snapshot.context.platforms);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loadingChoices'));
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const form = useForm({ defaultValues: { portalId: '' } });
  if (loading) return <ChoicesLoading label="Loading portals" />;
  return (
    <form aria-label="Choose the Enrollment Portal" noValidate onSubmit={form.handleSubmit(({ portalId }) => actor.send({ type: 'user.submitPortal', portalId }))}>
      <Stack gap="4">
        <SelectField
          label="Enrollment Portal"
          options={platforms.map((platform) => [String(platform.platform_group_id), platform.platform_name])}
          error={error}
          registered={form.register('portalId')}
        />
        <FormActions onLeave={secondary?.send} leaveLabel={secondary?.label} busy={saving} />
      </Stack>
    </form>
  );
}

function GroupForm({ actor }: { actor: PlanDetailActor }) {
  const groups = useSelector(actor, (snapshot) => snapshot.context.groups);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loadingChoices'));
  const form = useForm({ defaultValues: { groupId: '' } });
  if (loading) return <ChoicesLoading label="Loading groups" />;
  return (
    <form aria-label="Choose the Group" noValidate onSubmit={form.handleSubmit(({ groupId }) => actor.send({ type: 'user.submitGroup', groupId }))}>
      <Stack gap="4">
        <SelectField label="Group" options={groups.map((group) => [String(group.gid), group.gname])} error={error} registered={form.register('groupId')} />
        <FormActions onLeave={() => actor.send({ type: 'user.back' })} leaveLabel="Back" />
      </Stack>
    </form>
  );
}

function TierForm({ actor }: { actor: PlanDetailActor }) {
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const form = useForm({ defaultValues: { tier: '' } });
  return (
    <form aria-label="Choose Tier" noValidate onSubmit={form.handleSubmit(({ tier }) => actor.send({ type: 'user.submitTier', tier }))}>
      <Stack gap="4">
        <TierField registered={form.register('tier')} error={error} />
        <Button type="submit" loading={saving} loadingText="Submitting" alignSelf="start">
          Submit
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The popups that stand before pricing (spec 2 §4): a rep's portal then group, the filter, an
 * existing member's tier. Each can be closed, to read the plan first: then the page offers a quote
 * instead of prices.
 */
export function QuoteGate({ actor }: { actor: PlanDetailActor }) {
  const step = useSelector(actor, (snapshot) =>
    snapshot.matches('choosingPortal')
      ? 'portal'
      : snapshot.matches('choosingGroup')
        ? 'group'
        : snapshot.matches('enteringFilter')
          ? 'filter'
          : snapshot.matches('askingTier') || snapshot.matches('creatingMemberFilter')
            ? 'tier'
            : null,
  );
  const quote = useSelector(actor, (snapshot) => (snapshot.matches('enteringFilter') ? quoteChildOf(snapshot) : undefined));
  // not while the member's filter is being created
  const canClose = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.closePopup' }));
  const close = () => {
    if (canClose) actor.send({ type: 'user.closePopup' });
  };
  return (
    <>
      <ModalDialog open={step === 'portal'} title="Select Portal" onClose={close} fresh>
        <PortalForm actor={actor} secondary={null} />
      </ModalDialog>
      <ModalDialog open={step === 'group'} title="Select Group" onClose={close} fresh>
        <GroupForm actor={actor} />
      </ModalDialog>
      <ModalDialog open={step === 'filter'} title="Enter your details" onClose={close} fresh>
        {quote && <QuoteForm actor={quote} />}
      </ModalDialog>
      <ModalDialog open={step === 'tier'} title="Choose your tier" onClose={close} dismissible={canClose} fresh>
        <TierForm actor={actor} />
      </ModalDialog>
    </>
  );
}

/** In place of pricing once the quote popups are closed: the plan stays to read, prices need a quote. */
export function QuoteToSeePrices({ actor }: { actor: PlanDetailActor }) {
  const shown = useSelector(actor, (snapshot) => snapshot.matches('withoutQuote'));
  if (!shown) return null;
  return (
    <Stack as="section" aria-label="Prices" gap="3" align="start" borderWidth="1px" borderRadius="l3" p="5">
      <Text textStyle="lg">{quoteToSeePricesMessage}</Text>
      <Button colorPalette="brand" onClick={() => actor.send({ type: 'user.getQuote' })}>
        Get a Quote
      </Button>
    </Stack>
  );
}

/** The Edit popup: open while the machine edits the filter, with its quote child's form. */
export function EditFilterDialog({ actor }: { actor: PlanDetailActor }) {
  const quote = useSelector(actor, (snapshot) => (snapshot.matches('editingFilter') ? quoteChildOf(snapshot) : undefined));
  return (
    <ModalDialog open={quote !== undefined} onClose={() => actor.send({ type: 'user.cancelEdit' })} title="Edit your quote" fresh>
      {quote && <QuoteForm actor={quote} />}
    </ModalDialog>
  );
}
