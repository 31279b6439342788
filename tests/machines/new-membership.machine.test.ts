import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { newMembershipMachine } from '../../machines/new-membership/new-membership.machine.ts';
import { apiFailure, EMPTY } from '../../model-tests/lib/fixtures.ts';
import { addedToCart, newMembershipInput } from '../../model-tests/models/new-membership.ts';
import { appActions, stubActors } from './support.ts';

/** `slowForm`: the filter form is filled only after the test has sent its events. */
const open = (tempId: string | null, fails = false, answer: typeof addedToCart | typeof EMPTY = addedToCart, slowForm = false) => {
  const stubs = stubActors();
  const app = appActions();
  const errors: unknown[] = [];
  const machine = newMembershipMachine.provide({
    actors: {
      addPlanToCart: fails ? stubs.rejects('addPlanToCart', apiFailure('down', [], 500)) : stubs.resolves('addPlanToCart', answer),
      quote: fromPromise(async () => {
        if (slowForm) await new Promise((resolve) => setTimeout(resolve, 10));
        return { tempId: 'TENEW1' };
      }) as never,
    },
    actions: { refreshMenuAndCart: app.actions.refreshMenuAndCart, logFailure: (_: unknown, { error }: { error: unknown }) => void errors.push(error) },
  });
  return { actor: createActor(machine, { input: newMembershipInput(tempId) }).start(), stubs, app, errors };
};

describe('new membership', () => {
  it('offers the memberships to every visitor; with an enrollment ADD CART adds at once', () => {
    expect(open('TE100').actor.getSnapshot().value).toBe('choosing');
  });

  it('without an enrollment the page shows the association filter form at once (spec 3 §2.10), and adds nothing', async () => {
    const { actor, stubs } = open(null);
    expect(actor.getSnapshot().value).toBe('filtering');
    const snapshot = await waitFor(actor, (s) => s.matches('choosing'));
    expect(snapshot.context).toMatchObject({ tempId: 'TENEW1', pending: null, added: null });
    expect(stubs.calls).toEqual([]);
  });

  it('ADD CART while the form shows waits for it, keeps its tempId, then adds the membership', async () => {
    const { actor, stubs, app } = open(null, false, addedToCart, true);
    actor.send({ type: 'user.addToCart', membership: 'Silver' });
    expect(actor.getSnapshot().value).toBe('filtering');
    expect(actor.getSnapshot().context.pending).toBe('Silver');
    const snapshot = await waitFor(actor, (s) => s.matches('choosing') && s.context.added !== null);
    expect(snapshot.context).toMatchObject({ tempId: 'TENEW1', added: 'Silver', pending: null });
    expect(stubs.inputsOf('addPlanToCart')).toEqual([{ enrollment_id: 'TENEW1', plan_id: 166, plan_pricing_id: 1661 }]);
    expect(app.counts.refreshMenuAndCart).toBe(2);
  });

  it('ADD CART of Gold adds plan 167 at pricing 1671 and refreshes the badge', async () => {
    const { actor, stubs, app } = open('TE100');
    actor.send({ type: 'user.addToCart', membership: 'Gold' });
    const snapshot = await waitFor(actor, (s) => s.matches('choosing') && s.context.added !== null);
    expect(stubs.inputsOf('addPlanToCart')).toEqual([{ enrollment_id: 'TE100', plan_id: 167, plan_pricing_id: 1671 }]);
    expect(snapshot.context).toMatchObject({ added: 'Gold', pending: null });
    expect(app.counts.refreshMenuAndCart).toBe(1);
  });

  it('a membership already in the cart (204) is not shown as added and leaves the badge alone', async () => {
    const { actor, stubs, app } = open('TE100', false, EMPTY);
    actor.send({ type: 'user.addToCart', membership: 'Gold' });
    const snapshot = await waitFor(actor, (s) => s.matches('choosing') && stubs.calls.length === 1);
    expect(snapshot.context).toMatchObject({ added: null, pending: null });
    expect(app.counts.refreshMenuAndCart).toBe(0);
  });

  it('logs a failed add and lets the visitor try again', async () => {
    const { actor, errors } = open('TE100', true);
    actor.send({ type: 'user.addToCart', membership: 'Bronze' });
    const snapshot = await waitFor(actor, (s) => s.matches('choosing') && errors.length === 1);
    expect(snapshot.context).toMatchObject({ added: null, pending: null });
  });
});
