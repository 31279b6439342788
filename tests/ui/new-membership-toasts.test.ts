import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { call } from '../../src/adapters/api-call.ts';
import { membershipAddedToast, provideNewMembership } from '../../src/adapters/new-membership.ts';

vi.mock('../../src/adapters/api-call.ts', () => ({ call: vi.fn(async () => ({ count: 1 })) }));

// Spec 1 §8, spec 3 §4.7: what follows ADD CART is not shown, so add-plan-to-cart goes through the
// request helper with its toasts ('Success!', 'Warning!'); the helper's titles are tested with the client.
describe("/new_membership's ADD CART raises the request helper's toasts", () => {
  it('asks the helper to notify, with the line a reply without a message shows', async () => {
    const actor = createActor(provideNewMembership({} as AnyRouter), { input: { tempId: 'TE100', scope: {} } }).start();
    actor.send({ type: 'user.addToCart', membership: 'Gold' });
    await waitFor(actor, (snapshot) => snapshot.context.added === 'Gold');
    expect(call).toHaveBeenCalledWith('addPlanToCart', { enrollment_id: 'TE100', plan_id: 167, plan_pricing_id: 1671 }, expect.objectContaining({ notify: membershipAddedToast }));
    actor.stop();
  });
});
