import { describe, expect, it } from 'vitest';
import type { ServerState } from '../../src/adapters/server-state.ts';
import { useTestServer } from './harness.ts';
import { quotedVisitor, renderAt, visitorApi } from './render-visitor.ts';

// Plan detail and the cart rendered whole on the server (issue 25, src/ssr/*): the session the
// cookies mirror decided, the page's machines run to what the page shows first with the visitor's
// own calls, and handed to the browser as persisted snapshots (`usePageActor`).

const server = useTestServer();

const PLAN = '/plan/121/BrightSmile%20Dental%20Basic';

/** A quoted visitor with plan 121 in the cart at its first card's pricing. */
const visitorWithCart = async () => {
  const visitor = await quotedVisitor(server);
  const { state } = await renderAt(PLAN, visitor.api, { tempId: visitor.tempId });
  const offer = (state as ServerState).pages?.planDetail as unknown as { context: { pricing: { plans: { plan_pricing_id: number }[] } } };
  const added = await visitor.post('/api/v1/add-plan-to-cart', { enrollment_id: visitor.tempId, plan_id: 121, plan_pricing_id: offer.context.pricing.plans[0]!.plan_pricing_id });
  expect(added).toMatchObject({ data: { count: 1 } });
  return visitor;
};

describe('plan detail rendered on the server', () => {
  it("after a quote: the plan's name, description and priced cards, its machines handed over settled", async () => {
    const { api, tempId } = await quotedVisitor(server);
    const { html, state } = await renderAt(PLAN, api, { tempId });
    const { pages, session } = state as ServerState;
    // (no HTML printed on failure: it is ~150 KB)
    expect(html.includes('BrightSmile Dental Basic</h1>')).toBe(true);
    expect(/\$[\d,]+\.\d\d \/ month/.test(html)).toBe(true);
    expect(html.includes('aria-label="Starting the storefront"')).toBe(false);
    expect(html.includes('aria-label="Loading plan"')).toBe(false);
    expect(pages?.planDetail).toMatchObject({ status: 'active', value: { pricing: { priced: 'ready' } } });
    expect(pages?.planContent).toMatchObject({ status: 'active', value: { description: 'shown' } });
    // the plan last opened is stored as the browser would store it: the browser replays the write
    expect(session?.writes).toContainEqual({ write: { planId: '121', planName: 'BrightSmile Dental Basic' } });
  });

  it('without a quote: the plan to read, and the quote popup its machine opens', async () => {
    const { api } = visitorApi(server);
    const { html, state } = await renderAt(PLAN, api);
    expect(html.includes('BrightSmile Dental Basic</h1>')).toBe(true);
    expect(/\$[\d,]+\.\d\d \/ month/.test(html)).toBe(false);
    expect((state as ServerState).pages?.planDetail).toMatchObject({ value: 'enteringFilter' });
  });

  it('under the landing the session keeps (a reload of /jane/...): the same plan, priced', async () => {
    const { api, tempId } = await quotedVisitor(server);
    const { html, state } = await renderAt(`/jane${PLAN}`, api, { landing: 'jane', tempId });
    expect(html.includes('BrightSmile Dental Basic</h1>')).toBe(true);
    expect(/\$[\d,]+\.\d\d \/ month/.test(html)).toBe(true);
    expect((state as ServerState).pages?.planDetail).toMatchObject({ value: { pricing: { priced: 'ready' } } });
  });

  it("renders no one else's quote: with another visitor's tempId the render fails and the page is sent as built", async () => {
    const { tempId } = await quotedVisitor(server);
    const { api } = visitorApi(server);
    await expect(renderAt(PLAN, api, { tempId })).rejects.toThrow('Enrollment not found');
  });
});

describe('the cart rendered on the server', () => {
  it("with the visitor's plans: the lines and Order Info in the HTML, the cart machine handed over settled", async () => {
    const { api, tempId } = await visitorWithCart();
    const { html, state } = await renderAt('/cart', api, { tempId });
    expect(html.includes('Cart</h1>')).toBe(true);
    expect(html.includes('BrightSmile Dental Basic')).toBe(true);
    expect(/\$[\d,]+\.\d\d/.test(html)).toBe(true);
    expect(html.includes('aria-label="Loading cart"')).toBe(false);
    expect(html.includes('aria-label="Starting the storefront"')).toBe(false);
    expect((state as ServerState).pages?.cart).toMatchObject({ status: 'active', value: { ready: 'idle' } });
  });

  it("without a quote: 'No items in cart.'", async () => {
    const { api } = visitorApi(server);
    const { html, state } = await renderAt('/cart', api);
    expect(html.includes('No items in cart.')).toBe(true);
    expect((state as ServerState).pages?.cart).toMatchObject({ value: 'empty' });
  });

  it("renders no one else's cart: another visitor's tempId sends the page as built", async () => {
    const { tempId } = await visitorWithCart();
    const { api } = visitorApi(server);
    await expect(renderAt('/cart', api, { tempId })).rejects.toThrow('Enrollment not found');
  });
});

// The recommended strip under /plans and the cart (src/ssr/recommend-render.ts): its machine run with
// the page's, its cards in the HTML (the page's CSS picks the window for the width), handed over.
describe('the recommended strip rendered on the server', () => {
  /** The strip's cards as the HTML lists them: every plan's link, in order. */
  const stripPlans = (html: string) => {
    const strip = html.slice(html.indexOf('id="recommended-plans"'));
    return [...strip.matchAll(/<h3[^>]*><a [^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
  };

  it("under /plans after a quote: the quote's recommendations with their cards, the strip's machine handed over settled", async () => {
    const { api, tempId } = await quotedVisitor(server);
    const { html, state } = await renderAt('/plans', api, { tempId });
    expect(html.includes('Recommended Plans</h2>')).toBe(true);
    expect(html.includes('aria-label="Loading recommended plans"')).toBe(false);
    const strip = (state as ServerState).pages?.plansRecommendations as unknown as { value: unknown; context: { recs: { plan_name: string }[]; query: { kind: string } } };
    expect(strip).toMatchObject({ status: 'active', value: { showing: 'carousel' }, context: { query: { kind: 'filter' }, start: 0 } });
    expect(strip.context.recs.length).toBeGreaterThan(1);
    // every card is in the HTML, whatever the screen's width
    expect(stripPlans(html)).toEqual(strip.context.recs.map((plan) => plan.plan_name));
  });

  it("under the cart: the association's recommendations for its plans", async () => {
    const { api, tempId } = await visitorWithCart();
    const { html, state } = await renderAt('/cart', api, { tempId });
    expect(html.includes('aria-label="Loading recommended plans"')).toBe(false);
    const strip = (state as ServerState).pages?.cartRecommendations as unknown as { context: { recs: { plan_name: string }[] } };
    expect(strip).toMatchObject({ status: 'active', value: { showing: 'carousel' }, context: { query: { kind: 'association', request: { planID: '121' } } } });
    expect(stripPlans(html)).toEqual(strip.context.recs.map((plan) => plan.plan_name));
    expect(stripPlans(html)).not.toContain('BrightSmile Dental Basic');
  });

  it('not without a quote: /plans then shows no strip and hands none over', async () => {
    const { api } = visitorApi(server);
    const { html, state } = await renderAt('/plans', api);
    expect(html.includes('Recommended Plans</h2>')).toBe(false);
    expect((state as ServerState).pages?.plansRecommendations).toBeUndefined();
  });
});
