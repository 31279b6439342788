import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { cartMessages, quoteMessages } from '../../contract/index.ts';
import { ADD_RIDER_FAILED, cartMachine, ENROLLMENT_START, type CartInput } from '../../machines/cart/cart.machine.ts';
import { quoteEmailMachine } from '../../machines/cart/quote-email.machine.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { apiFailure, cartFixtures as f } from '../../model-tests/lib/index.ts';
import { appActions, stubActors, type Outcome } from './support.ts';

const groupOnAcme = { eprocess: 'group', host: 'acme.localhost', mainHost: 'localhost', showQuotation: 'true' } as const;
const input = (overrides: Partial<CartInput> = {}): CartInput => ({ tempId: 'TECART01', quoteAccess: groupOnAcme, ...overrides });
const failure = apiFailure('Server error', [], 500);
const dateError = apiFailure('Please choose one of the effective dates offered', [
  { target_element: 'effective_date', error_message: 'Please choose one of the effective dates offered' },
]);

interface Outcomes {
  carts?: Outcome<typeof f.cart>[];
  dates?: Outcome<typeof f.dates>;
  premier?: Outcome<typeof f.premier>;
  tier?: Outcome<typeof f.filterIC>;
  selection?: Outcome<typeof f.selection>;
  remove?: Outcome<typeof f.removed>;
  addRider?: Outcome<typeof f.riderAdded>;
  planDetail?: Outcome<typeof f.planDetail>;
  checkout?: Outcome<typeof f.checkedOut>;
  screenshot?: Outcome<void>;
}

type CartSnapshot = SnapshotFrom<typeof cartMachine>;
const rests = (s: CartSnapshot) => s.matches('empty') || s.matches({ ready: 'idle' });

const startCart = (cartInput: CartInput = input(), outcomes: Outcomes = {}) => {
  const stubs = stubActors();
  const app = appActions();
  const stored: StoredValues[] = [];
  const logged: unknown[] = [];
  // each load of the cart answers the next outcome (the last one repeats)
  const carts = [...(outcomes.carts ?? [{ answer: f.cart }])];
  const nextCart = () => (carts.length > 1 ? carts.shift()! : carts[0]!);
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(async ({ input: request }: { input: { enrollment_id: string } }) => {
        stubs.calls.push({ actor: 'loadCart', input: request });
        const outcome = nextCart();
        if ('error' in outcome) throw outcome.error;
        return outcome.answer;
      }),
      loadEffectiveDates: stubs.settles('loadEffectiveDates', outcomes.dates ?? { answer: f.dates }),
      checkPremier: stubs.settles('checkPremier', outcomes.premier ?? { answer: f.premier }),
      loadTier: stubs.settles('loadTier', outcomes.tier ?? { answer: f.filterIC }),
      loadSelection: stubs.settles('loadSelection', outcomes.selection ?? { answer: f.selection }),
      removeLine: stubs.settles('removeLine', outcomes.remove ?? { answer: f.removed }),
      addRider: stubs.settles('addRider', outcomes.addRider ?? { answer: f.riderAdded }),
      loadPlanDetail: stubs.settles('loadPlanDetail', outcomes.planDetail ?? { answer: f.planDetail }),
      checkout: stubs.settles('checkout', outcomes.checkout ?? { answer: f.checkedOut }),
      saveScreenshot: stubs.settles('saveScreenshot', outcomes.screenshot ?? { answer: undefined }),
      quote: quoteEmailMachine.provide({ actors: { loadPreview: stubs.resolves('loadPreview', f.preview), sendQuote: stubs.resolves('sendQuote', f.quoteSent) } }),
    },
    actions: {
      ...app.actions,
      storeValues: (_: unknown, values: StoredValues) => void stored.push(values),
      logFailure: (_: unknown, { error }: { error: unknown }) => void logged.push(error),
    },
  });
  return { actor: createActor(machine, { input: cartInput }).start(), stubs, app, stored, logged };
};

const openCart = async (cartInput?: CartInput, outcomes?: Outcomes) => {
  const cart = startCart(cartInput, outcomes);
  await waitFor(cart.actor, rests);
  return cart;
};

describe('cart: loading', () => {
  it('without a tempId shows the empty cart at once, calling nothing', () => {
    const { actor, stubs } = startCart(input({ tempId: null }));
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().getMeta()['cart.empty']).toMatchObject({ message: cartMessages.empty });
    expect(cartMessages.empty).toBe('No items in cart.');
    expect(stubs.calls).toEqual([]);
  });

  it('reads the cart, effective dates, premier check and tier side by side, then shows the lines', async () => {
    const { actor, stubs } = await openCart();
    expect(stubs.inputsOf('loadCart')).toEqual([{ enrollment_id: 'TECART01' }]);
    expect(stubs.inputsOf('loadEffectiveDates')).toEqual([{ enrollment_id: 'TECART01' }]);
    expect(stubs.inputsOf('checkPremier')).toEqual([{ enrollment_id: 'TECART01' }]);
    expect(stubs.inputsOf('loadTier')).toEqual([{ enrollment_id: 'TECART01', column: 'filter_info' }]);
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ initialMonthCost: 218.5, recurringMonthCost: 218.5, effectiveDate: '12/01/2026', hasPremierPlan: true, tier: 'IC' });
    expect(context.lines).toHaveLength(3);
  });

  it('names the selected group, member and portal from get-group-agent-member-info (spec 1 §2 Cart page)', async () => {
    const { actor, stubs } = await openCart();
    expect(stubs.inputsOf('loadSelection')).toEqual([{ enrollment_id: 'TECART01' }]);
    expect(actor.getSnapshot().context.selection).toEqual({ group: 'Acme Benefits', member: null, portal: 'Individual Benefits' });
    const member = await openCart(input(), { selection: { answer: { ...f.selection, result: { ...f.selection.result, user_info: { first_name: 'Maria', last_name: 'Lopez', user_id: 501 } } } } });
    expect(member.actor.getSnapshot().context.selection.member).toBe('Maria Lopez');
  });

  it('shows "No items in cart." when the cart has no lines', async () => {
    const { actor } = await openCart(input(), { carts: [{ answer: f.emptyCart }] });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it("a submitted enrollment's cart (a stored tempId) opens its receipt, and no line or Order Info shows (issue 23 §5)", async () => {
    const { actor, app } = startCart(input(), { carts: [{ answer: f.submittedCart }] });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.lines).toEqual([]);
    expect(app.navigations).toEqual(['/enrollment/receipt']);
  });

  it('logs a failed read and keeps its default (spec 1 §8)', async () => {
    const { actor, logged } = await openCart(input(), {
      carts: [{ error: failure }],
      dates: { error: failure },
      premier: { error: failure },
      tier: { error: failure },
      selection: { error: failure },
    });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.selection).toEqual({ group: null, member: null, portal: null });
    expect(logged).toHaveLength(5);
  });
});

describe('cart: removing a line', () => {
  it('asks first only for a removable line (isRemovableLine)', async () => {
    const { actor } = await openCart();
    actor.send({ type: 'user.askRemove', planId: f.lines.membership.plan_id });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'user.askRemove', planId: f.lines.premier.plan_id });
    expect(actor.getSnapshot().matches({ ready: 'confirmingRemoval' })).toBe(true);
    expect(actor.getSnapshot().getMeta()['cart.ready.confirmingRemoval']).toMatchObject({ message: 'Do you really want to remove?' });
  });

  it('No keeps the line', async () => {
    const { actor, stubs } = await openCart();
    actor.send({ type: 'user.askRemove', planId: f.lines.premier.plan_id });
    actor.send({ type: 'user.cancelRemove' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.pendingRemoval).toBeNull();
    expect(stubs.inputsOf('removeLine')).toEqual([]);
  });

  it('Yes removes it, then the cart, effective dates and premier check reload, and the badge refreshes', async () => {
    const { actor, stubs, app } = await openCart(input(), { carts: [{ answer: f.cart }, { answer: f.cartAfterRemoval }], premier: { answer: f.noPremier } });
    actor.send({ type: 'user.askRemove', planId: f.lines.premier.plan_id });
    actor.send({ type: 'user.confirmRemove' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.lines.length === 2);
    expect(stubs.inputsOf('removeLine')).toEqual([{ enrollment_id: 'TECART01', plan_id: 115, plan_pricing_id: 1151 }]);
    expect(stubs.inputsOf('loadEffectiveDates')).toHaveLength(2);
    expect(stubs.inputsOf('checkPremier')).toHaveLength(2);
    expect(app.counts.refreshMenuAndCart).toBe(1);
  });

  it('a failed removal is logged and the cart stays', async () => {
    const { actor, logged } = await openCart(input(), { remove: { error: failure } });
    actor.send({ type: 'user.askRemove', planId: f.lines.dental.plan_id });
    actor.send({ type: 'user.confirmRemove' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(logged).toEqual([failure]);
    expect(actor.getSnapshot().context.lines).toHaveLength(3);
  });
});

describe('cart: plan detail modal', () => {
  it('loads the plan named by the link and closes', async () => {
    const { actor, stubs } = await openCart();
    actor.send({ type: 'user.viewPlan', planId: 121 });
    await waitFor(actor, (s) => s.matches({ ready: 'viewingPlan' }));
    expect(stubs.inputsOf('loadPlanDetail')).toEqual([{ planId: 121 }]);
    expect(actor.getSnapshot().context.planDetail).toEqual(f.planDetail);
    actor.send({ type: 'user.closePlan' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.planDetail).toBeNull();
  });

  it('a failed read is logged; Close while loading returns too', async () => {
    const failing = await openCart(input(), { planDetail: { error: failure } });
    failing.actor.send({ type: 'user.viewPlan', planId: 121 });
    await waitFor(failing.actor, (s) => s.matches({ ready: 'idle' }));
    expect(failing.logged).toEqual([failure]);
    const { actor } = await openCart();
    actor.send({ type: 'user.viewPlan', planId: 121 });
    actor.send({ type: 'user.closePlan' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

describe('cart: effective date and checkout', () => {
  it('takes only an offered date (isOfferedDate)', async () => {
    const { actor } = await openCart();
    actor.send({ type: 'user.selectDate', date: '02/30/2027' });
    expect(actor.getSnapshot().context.effectiveDate).toBe('12/01/2026');
    actor.send({ type: 'user.selectDate', date: '01/15/2027' });
    expect(actor.getSnapshot().context.effectiveDate).toBe('01/15/2027');
  });

  it('without an offered date Proceed shows "Field is required" at the date (hasEffectiveDate)', async () => {
    const { actor, stubs } = await openCart(input(), { dates: { answer: f.noDates } });
    actor.send({ type: 'user.proceed' });
    expect(actor.getSnapshot().context.effectiveDateError).toBe(quoteMessages.required);
    expect(stubs.inputsOf('checkout')).toEqual([]);
  });

  it('confirms first and posts nothing; Back to Cart returns with nothing posted (spec 1 §4)', async () => {
    const { actor, stubs } = await openCart();
    actor.send({ type: 'user.proceed' });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().getMeta()['cart.ready.confirming']).toMatchObject({ shows: 'Your plans will be effective as of {date}' });
    actor.send({ type: 'user.backToCart' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(stubs.inputsOf('checkout')).toEqual([]);
    expect(stubs.inputsOf('saveScreenshot')).toEqual([]);
  });

  it("the confirmation's Proceed posts the date, saves the screenshot, stores new_enrollment and opens the first wizard step", async () => {
    const { actor, stubs, stored, app } = await openCart();
    actor.send({ type: 'user.proceed' });
    actor.send({ type: 'user.proceedToEnrollment' });
    expect(actor.getSnapshot().hasTag('checkingOut')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(stubs.inputsOf('checkout')).toEqual([{ enrollment_id: 'TECART01', effective_date: '12/01/2026' }]);
    expect(stubs.inputsOf('saveScreenshot')).toEqual([{ enrollment_id: 'TECART01', name: 'cart_info' }]);
    expect(stored).toEqual([{ new_enrollment: 'true' }]);
    expect(app.navigations).toEqual([ENROLLMENT_START]);
    expect(ENROLLMENT_START).toBe('/enrollment/personal-info');
  });

  it('a failed screenshot is logged and enrollment opens all the same', async () => {
    const { actor, logged, app } = await openCart(input(), { screenshot: { error: new Error('canvas tainted') } });
    actor.send({ type: 'user.proceed' });
    actor.send({ type: 'user.proceedToEnrollment' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(logged).toHaveLength(1);
    expect(app.navigations).toEqual([ENROLLMENT_START]);
  });

  it('an effective_date server error closes the confirmation and shows at the date (isEffectiveDateError); another is only logged', async () => {
    const refused = await openCart(input(), { checkout: { error: dateError } });
    refused.actor.send({ type: 'user.proceed' });
    refused.actor.send({ type: 'user.proceedToEnrollment' });
    await waitFor(refused.actor, (s) => s.matches({ ready: 'idle' }) && s.context.effectiveDateError !== null);
    expect(refused.actor.getSnapshot().context.effectiveDateError).toBe('Please choose one of the effective dates offered');
    expect(refused.stubs.inputsOf('saveScreenshot')).toEqual([]);
    expect(refused.app.navigations).toEqual([]);
    refused.actor.send({ type: 'user.selectDate', date: '12/15/2026' });
    expect(refused.actor.getSnapshot().context.effectiveDateError).toBeNull();

    const broken = await openCart(input(), { checkout: { error: failure } });
    broken.actor.send({ type: 'user.proceed' });
    broken.actor.send({ type: 'user.proceedToEnrollment' });
    await waitFor(broken.actor, (s) => s.matches({ ready: 'idle' }) && broken.logged.length === 1);
    expect(broken.actor.getSnapshot().context.effectiveDateError).toBeNull();
  });
});

describe('cart: Send Personalized Quote', () => {
  it('opens for a group on a non-main host (maySendQuote) and closes', async () => {
    const { actor } = await openCart();
    expect(actor.getSnapshot().context.offersQuote).toBe(true);
    actor.send({ type: 'user.openQuote' });
    expect(actor.getSnapshot().matches({ ready: 'composingQuote' })).toBe(true);
    expect(actor.getSnapshot().children.quote?.getSnapshot().context).toMatchObject({ tempId: 'TECART01', effectiveDate: '12/01/2026' });
    actor.send({ type: 'user.closeQuote' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('stays shut on the main host', async () => {
    const { actor } = await openCart(input({ quoteAccess: { ...groupOnAcme, host: 'localhost' } }));
    expect(actor.getSnapshot().context.offersQuote).toBe(false);
    actor.send({ type: 'user.openQuote' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});


describe('cart: additional riders', () => {
  const ortho = f.riders.ortho;
  const addOrtho = { type: 'user.addRider', planId: ortho.plan_id, planPricingId: ortho.plan_pricing_id } as const;
  const riderRefusal = apiFailure('This rider needs its plan in the cart', [], 422);

  it('shows the riders the cart offers', async () => {
    const { actor } = await openCart(input(), { carts: [{ answer: f.cartWithRider }] });
    expect(actor.getSnapshot().context.riders).toEqual([ortho]);
  });

  it('adds only an offered rider (isOfferedRider)', async () => {
    const { actor, stubs } = await openCart(input(), { carts: [{ answer: f.cartWithRider }] });
    actor.send({ type: 'user.addRider', planId: ortho.plan_id, planPricingId: 9999 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(stubs.inputsOf('addRider')).toEqual([]);
  });

  it('Add Rider adds it with add-plan-to-cart, then the cart, effective dates and premier check reload, and the badge refreshes', async () => {
    const { actor, stubs, app } = await openCart(input(), { carts: [{ answer: f.cartWithRider }, { answer: f.cartWithAddedRider }] });
    actor.send(addOrtho);
    expect(actor.getSnapshot().matches({ ready: 'addingRider' })).toBe(true);
    expect(actor.getSnapshot().hasTag('addingRider')).toBe(true);
    expect(actor.getSnapshot().context.pendingRider).toEqual(ortho);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.lines.length === 4);
    expect(stubs.inputsOf('addRider')).toEqual([{ enrollment_id: 'TECART01', plan_id: 125, plan_pricing_id: 1251 }]);
    expect(stubs.inputsOf('loadCart')).toHaveLength(2);
    expect(stubs.inputsOf('loadEffectiveDates')).toHaveLength(2);
    expect(stubs.inputsOf('checkPremier')).toHaveLength(2);
    expect(app.counts.refreshMenuAndCart).toBe(1);
    const { context } = actor.getSnapshot();
    expect(context.riders).toEqual([]);
    expect(context.pendingRider).toBeNull();
    expect(context.riderError).toBeNull();
  });

  it("a refused rider shows the server's message at the riders and the cart stays; the next try clears it", async () => {
    const { actor, stubs, app } = await openCart(input(), { carts: [{ answer: f.cartWithRider }], addRider: { error: riderRefusal } });
    actor.send(addOrtho);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.riderError !== null);
    const { context } = actor.getSnapshot();
    expect(context.riderError).toBe('This rider needs its plan in the cart');
    expect(context.lines).toHaveLength(3);
    expect(context.riders).toEqual([ortho]);
    expect(context.pendingRider).toBeNull();
    expect(stubs.inputsOf('loadCart')).toHaveLength(1);
    expect(app.counts.refreshMenuAndCart).toBe(0);
    actor.send(addOrtho);
    expect(actor.getSnapshot().context.riderError).toBeNull();
  });

  it('an unknown rejection shows a fallback message', async () => {
    const { actor } = await openCart(input(), { carts: [{ answer: f.cartWithRider }], addRider: { error: new Error('network down') } });
    actor.send(addOrtho);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.riderError !== null);
    expect(actor.getSnapshot().context.riderError).toBe(ADD_RIDER_FAILED);
  });
});
