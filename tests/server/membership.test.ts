import { describe, expect, it } from 'vitest';
import { membershipTiers } from '../../contract/index.ts';
import { planNotOffered } from '../../server/handlers/membership.ts';
import { dataOf, expectEmpty, expectFieldError, useTestServer } from './harness.ts';

const server = useTestServer();

const quoteFor = async () =>
  dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '0', tier: 'IO' })).temp_enrollment_id;
const [bronze, , gold] = membershipTiers;

describe('add-plan-to-cart', () => {
  it('adds the Gold membership at $16.00 and the cart and badge show it', async () => {
    const enrollment_id = await quoteFor();
    expect(dataOf('addPlanToCart', await server.call('addPlanToCart', { enrollment_id, plan_id: gold.plan_id, plan_pricing_id: gold.plan_pricing_id }))).toEqual({ count: 1 });
    const cart = dataOf('getPlanCart', await server.call('getPlanCart', { enrollment_id }));
    expect(cart.result).toEqual([expect.objectContaining({ plan_id: 167, plan_name: 'Gold Membership', price: 16, plan_pricing_id: 1671, removable: 1 })]);
    expect(dataOf('getCartAmount', await server.call('getCartAmount', { enrollment_id })).result).toBe(16);
  });

  it('adds a plan once (204 the second time, nothing added), and one membership takes the place of another', async () => {
    const enrollment_id = await quoteFor();
    await server.call('addPlanToCart', { enrollment_id, plan_id: bronze.plan_id, plan_pricing_id: bronze.plan_pricing_id });
    expectEmpty(await server.call('addPlanToCart', { enrollment_id, plan_id: bronze.plan_id, plan_pricing_id: bronze.plan_pricing_id }));
    expect(dataOf('getPlanCart', await server.call('getPlanCart', { enrollment_id })).result).toEqual([expect.objectContaining({ plan_id: bronze.plan_id })]);
    expect(dataOf('addPlanToCart', await server.call('addPlanToCart', { enrollment_id, plan_id: gold.plan_id, plan_pricing_id: gold.plan_pricing_id }))).toEqual({ count: 1 });
    expect(dataOf('addPlanToCart', await server.call('addPlanToCart', { enrollment_id, plan_id: 131, plan_pricing_id: 1311 }))).toEqual({ count: 2 });
  });

  it('keeps the association membership a plan needs when a membership tier is added', async () => {
    expect(dataOf('addPlanToCart', await server.call('addPlanToCart', { enrollment_id: 'TECART02', plan_id: 166, plan_pricing_id: 1661 }))).toEqual({ count: 4 });
  });

  it('refuses a wrong pricing, an unknown plan and an unknown enrollment', async () => {
    const enrollment_id = await quoteFor();
    expectFieldError(await server.call('addPlanToCart', { enrollment_id, plan_id: 167, plan_pricing_id: 1 }), 'plan_id', planNotOffered);
    expectFieldError(await server.call('addPlanToCart', { enrollment_id, plan_id: 999, plan_pricing_id: 9991 }), 'plan_id', planNotOffered);
    expectFieldError(await server.call('addPlanToCart', { enrollment_id: 'TE404', plan_id: 167, plan_pricing_id: 1671 }), 'enrollment_id', 'Enrollment not found');
  });
});
