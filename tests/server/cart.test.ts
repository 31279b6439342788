import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cartMessages, quoteMessages } from '../../contract/index.ts';
import { TINY_PNG } from '../../model-tests/lib/agreement-fixtures.ts';
import { effectiveDateNotOffered, lineNotRemovable } from '../../server/handlers/cart.ts';
import { QUOTE_SUBJECT } from '../../server/handlers/quotes.ts';
import { offeredEffectiveDates } from '../../server/queries/cart.ts';
import { dataOf, expectFieldError, useTestServer } from './harness.ts';

const server = useTestServer();

const cartOf = async (enrollment_id: string) => dataOf('getPlanCart', await server.call('getPlanCart', { enrollment_id }));
const quoteFor = async () =>
  dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '0', tier: 'IO' })).temp_enrollment_id;

describe('offered effective dates', () => {
  it('are the 1st and 15th of the next two months, across a year end', () => {
    expect(offeredEffectiveDates(new Date(Date.UTC(2026, 10, 21)))).toEqual(['12/01/2026', '12/15/2026', '01/01/2027', '01/15/2027']);
  });
});

describe('get-plan-cart', () => {
  it('answers the seeded lines of TECART01 with their totals', async () => {
    const cart = await cartOf('TECART01');
    expect(cart.result.map(({ plan_id, price, removable, plan_pricing_id }) => ({ plan_id, price, removable, plan_pricing_id }))).toEqual([
      { plan_id: 121, price: 24.5, removable: 1, plan_pricing_id: 1211 },
      { plan_id: 115, price: 189, removable: 1, plan_pricing_id: 1151 },
      { plan_id: 161, price: 5, removable: 0, plan_pricing_id: 1611 },
    ]);
    expect(cart.result[0]).toMatchObject({ plan_name: 'BrightSmile Dental Basic', plan_logo: expect.stringMatching(/^\/assets\/logos\//) });
    expect(cart).toMatchObject({ initial_month_cost: 218.5, recurring_month_cost: 218.5 });
  });

  it('answers an empty cart for a fresh quote and refuses an unknown enrollment', async () => {
    expect(await cartOf(await quoteFor())).toEqual({ result: [], initial_month_cost: 0, recurring_month_cost: 0, riders: [] });
    expectFieldError(await server.call('getPlanCart', { enrollment_id: 'TE404' }), 'enrollment_id', 'Enrollment not found');
  });
});

describe('premier check and effective dates', () => {
  it('finds the premier plan L713 in TECART01 but not in TECART02', async () => {
    expect(dataOf('getMoreRequirement', await server.call('getMoreRequirement', { enrollment_id: 'TECART01' }))).toEqual({ has_premier_plan: true });
    expect(dataOf('getMoreRequirement', await server.call('getMoreRequirement', { enrollment_id: 'TECART02' }))).toEqual({ has_premier_plan: false });
  });

  it('offers the dates of today', async () => {
    expect(dataOf('getCartEffectiveDates', await server.call('getCartEffectiveDates', { enrollment_id: 'TECART01' }))).toEqual({ result: offeredEffectiveDates() });
  });
});

describe('remove-plan-from-cart', () => {
  it('removes a removable line, and the totals, count and premier check follow', async () => {
    const enrollment_id = 'TECART01';
    dataOf('removePlanFromCart', await server.call('removePlanFromCart', { enrollment_id, plan_id: 115, plan_pricing_id: 1151 }));
    const cart = await cartOf(enrollment_id);
    expect(cart.result.map((line) => line.plan_id)).toEqual([121, 161]);
    expect(cart.initial_month_cost).toBe(29.5);
    expect(dataOf('getCartCount', await server.call('getCartCount', { enrollment_id })).result).toBe(2);
    expect(dataOf('getMoreRequirement', await server.call('getMoreRequirement', { enrollment_id })).has_premier_plan).toBe(false);
  });

  it('refuses the non-removable membership and a line not in the cart', async () => {
    expectFieldError(await server.call('removePlanFromCart', { enrollment_id: 'TECART01', plan_id: 161, plan_pricing_id: 1611 }), 'plan_id', lineNotRemovable);
    expectFieldError(await server.call('removePlanFromCart', { enrollment_id: 'TECART01', plan_id: 999, plan_pricing_id: 1 }), 'plan_id', lineNotRemovable);
  });
});

describe('cart-checkout', () => {
  it('stores an offered effective date', async () => {
    const effective_date = offeredEffectiveDates()[1]!;
    expect(dataOf('cartCheckout', await server.call('cartCheckout', { enrollment_id: 'TECART01', effective_date }))).toEqual({ effective_date });
  });

  it('refuses a date not offered, a missing one and an empty cart at their fields', async () => {
    expectFieldError(await server.call('cartCheckout', { enrollment_id: 'TECART01', effective_date: '01/02/2020' }), 'effective_date', effectiveDateNotOffered);
    expectFieldError(await server.call('cartCheckout', { enrollment_id: 'TECART01', effective_date: '' }), 'effective_date', quoteMessages.required);
    const empty = await quoteFor();
    expectFieldError(await server.call('cartCheckout', { enrollment_id: empty, effective_date: offeredEffectiveDates()[0]! }), 'enrollment_id', cartMessages.empty);
  });
});

describe('get-plan-detail', () => {
  it('answers the plan name and description, and refuses an unknown plan', async () => {
    expect(dataOf('getPlanDetail', await server.call('getPlanDetail', { planId: 121 }))).toEqual({
      plan_name: 'BrightSmile Dental Basic',
      plan_category: 'dental',
      plan_desc: expect.objectContaining({ body_text: expect.stringContaining('Cleanings, x-rays and fillings from day one.') }),
    });
    expectFieldError(await server.call('getPlanDetail', { planId: 9999 }), 'planId', 'Plan not found');
  });
});

describe('save-screenshot', () => {
  it('keeps a PNG data URL and refuses anything else at image', async () => {
    const image = TINY_PNG;
    expect(dataOf('saveScreenshot', await server.call('saveScreenshot', { enrollment_id: 'TECART02', name: 'cart_info', image }))).toEqual({ saved: true });
    expect((await server.call('saveScreenshot', { enrollment_id: 'TECART02', name: 'cart_info', image: 'data:text/html,<p>' })).status).toBe(422);
  });
});

describe('personalised quote', () => {
  const quote = { enrollment_id: 'TECART02', name: 'Ann Lee', email: 'ann.lee@example.com', message: 'Call me on Monday.', tab: 'cart_info' } as const;

  it('previews the quote as plain text naming the cart lines and the message', async () => {
    const { content } = dataOf('getQuotePreviewContent', await server.call('getQuotePreviewContent', { ...quote, type: 'preview' }));
    expect(content).toContain('Dear Ann Lee,');
    expect(content).toContain('- BrightSmile Dental Basic: $24.50 per month');
    expect(content).toContain('Call me on Monday.');
  });

  it('e-mails the quote into the outbox, readable at GET /dev/outbox and as an .eml file', async () => {
    const effective_date = offeredEffectiveDates()[0]!;
    expect(dataOf('saveEnrollment', await server.call('saveEnrollment', { ...quote, data: { effective_date } }))).toEqual({ sent_to: quote.email });
    const listed = (await server.send('GET', '/dev/outbox', undefined, { authorization: null })).body as { to: string; subject: string; text: string; id: string }[];
    const sent = listed.find((mail) => mail.to === quote.email);
    expect(sent).toMatchObject({ subject: QUOTE_SUBJECT });
    expect(sent?.text).toContain(`Effective date: ${effective_date}`);
    expect(sent?.text).toContain('Call me on Monday.');
    expect(await server.outbox.list()).toContainEqual(expect.objectContaining({ id: sent?.id }));
  });

  it('writes each message as an RFC 822 .eml file beside its listing', async () => {
    const [entry] = await server.outbox.list();
    const eml = readFileSync(path.join(server.outbox.dir, `${entry!.id}.eml`), 'utf8');
    expect(eml).toContain(`To: ${entry!.to}`);
    expect(eml).toContain(`Subject: ${QUOTE_SUBJECT}`);
  });

  it('shows the form rules of spec 1 §5 per field', async () => {
    expectFieldError(await server.call('saveEnrollment', { ...quote, name: '', data: {} }), 'name', quoteMessages.required);
    expectFieldError(await server.call('saveEnrollment', { ...quote, name: 'R2-D2', data: {} }), 'name', cartMessages.invalidName);
    expectFieldError(await server.call('saveEnrollment', { ...quote, email: 'ann@', data: {} }), 'email', cartMessages.invalidEmail);
    expectFieldError(await server.call('getQuotePreviewContent', { ...quote, email: '', type: 'preview' }), 'email', quoteMessages.required);
  });
});
