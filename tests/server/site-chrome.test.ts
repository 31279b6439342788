import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, plans, settings } from '../../server/db/schema.ts';
import { tabNameSchema } from '../../contract/index.ts';
import { base64, dataOf, expectFieldError, useTestServer } from './harness.ts';

const server = useTestServer();

const brandingOf = async (host: string) => {
  const entries = dataOf('getExternalSiteDynamicInformation', await server.call('getExternalSiteDynamicInformation', { site_domain: base64(host) }));
  return Object.fromEntries(entries.map(({ key, value }) => [key, value]));
};

describe('branding', () => {
  const keys = [
    'banner_image',
    'brand_name',
    'cta_background',
    'footer_icon_app_store',
    'footer_icon_play_store',
    'footer_logo',
    'hide_dashboard_icons',
    'logo',
    'no_plan_icon',
    'quote_style',
    'support_email',
    'support_phone',
    'tagline',
    'thank_you_image',
    ...tabNameSchema.options.flatMap((tab) => [`review_card_${tab}`, `step_icon_${tab}`]),
  ].sort();

  it('answers every branding key for the main host, with the quote form', async () => {
    const branding = await brandingOf('localhost');
    expect(Object.keys(branding).sort()).toEqual(keys);
    expect(branding).toMatchObject({ brand_name: 'Member Benefits Association', quote_style: 'form', support_phone: '1-800-555-0100' });
  });

  it('answers Acme’s own branding on acme.localhost, with the quote wizard', async () => {
    const branding = await brandingOf('acme.localhost');
    expect(Object.keys(branding).sort()).toEqual(keys);
    expect(branding).toMatchObject({ brand_name: 'Acme Benefits', quote_style: 'wizard' });
  });

  it('answers the main host’s branding for an unknown host', async () => {
    expect(await brandingOf('nowhere.localhost')).toEqual(await brandingOf('localhost'));
  });

  it('points images at generated SVGs the server draws', async () => {
    const { logo } = await brandingOf('acme.localhost');
    expect(logo).toBe('/assets/logos/acme-benefits.svg');
    expect((await server.app.request(logo!)).status).toBe(200);
  });
});

describe('landing and about information', () => {
  it('answers Jane’s landing info and about text', async () => {
    const landing = dataOf('getAgentLandingPageInfo', await server.call('getAgentLandingPageInfo', { agent_id: 701 }));
    expect(landing).toMatchObject({ agent_code: 'JANE01', display_name: 'Jane Doe', image_link: '/jane' });
    const about = dataOf('getAgentAboutPageInfo', await server.call('getAgentAboutPageInfo', { agent_id: 701 }));
    expect(about).toEqual({ display_name: 'Jane Doe', bio: landing.agent_bio });
  });

  it.each([1000, 2556, 2512, 3100])('answers group %i’s landing info and about text', async (group_id) => {
    const landing = dataOf('getGroupLandingPageInfo', await server.call('getGroupLandingPageInfo', { group_id }));
    const about = dataOf('getGroupAboutPageInfo', await server.call('getGroupAboutPageInfo', { group_id }));
    expect(about).toEqual({ display_name: landing.display_name, bio: landing.gweb_aboutus });
  });

  it('names the id field when the rep or group is unknown', async () => {
    expectFieldError(await server.call('getAgentLandingPageInfo', { agent_id: 5 }), 'agent_id', 'Agent not found');
    expectFieldError(await server.call('getAgentAboutPageInfo', { agent_id: 5 }), 'agent_id', 'Agent not found');
    expectFieldError(await server.call('getGroupLandingPageInfo', { group_id: 5 }), 'group_id', 'Group not found');
    expectFieldError(await server.call('getGroupAboutPageInfo', { group_id: 5 }), 'group_id', 'Group not found');
  });
});

describe('menu', () => {
  it('lists every category on the main site (no group given)', async () => {
    const menu = dataOf('getCommonMenu', await server.call('getCommonMenu', { open_type: 'user' }));
    expect(menu).toEqual(['limitedmed', 'medical', 'dental', 'vision', 'supplemental', 'rx', 'lifestyle', 'term_life', 'di', 'critical', 'accident', 'hospital', 'pet']);
  });

  it('leaves out categories a group does not offer (Acme: no pet, no rx)', async () => {
    const menu = dataOf('getCommonMenu', await server.call('getCommonMenu', { group_id: 2556, agent_id: 701, portal_id: 11, eprocess: 'rep', open_type: 'agent' }));
    expect(menu).not.toContain('pet');
    expect(menu).not.toContain('rx');
    expect(menu).toContain('dental');
  });

  it('refuses an unknown eprocess or open type', async () => {
    expect((await server.call('getCommonMenu', { eprocess: 'boss' })).status).toBe(422);
    expect((await server.call('getCommonMenu', { open_type: 'admin' })).status).toBe(422);
  });
});

describe('cart badge', () => {
  it('counts 0 items and 0 amount for a new enrollment', async () => {
    expect(dataOf('getCartCount', await server.call('getCartCount', { enrollment_id: 'EL1001' }))).toEqual({ result: 0 });
    expect(dataOf('getCartAmount', await server.call('getCartAmount', { enrollment_id: 'EL1001' }))).toEqual({ result: 0 });
  });

  it('counts the lines and sums their prices', async () => {
    await server.db.insert(cartItems).values([
      { enrollmentId: 'EL1001', planId: 121, planPricingId: 1, priceCents: 2450 },
      { enrollmentId: 'EL1001', planId: 161, planPricingId: 2, priceCents: 500, removable: false },
    ]);
    expect(dataOf('getCartCount', await server.call('getCartCount', { enrollment_id: 'EL1001' }))).toEqual({ result: 2 });
    expect(dataOf('getCartAmount', await server.call('getCartAmount', { enrollment_id: 'EL1001' }))).toEqual({ result: 29.5 });
  });

  it('names enrollment_id for an unknown temporary enrollment', async () => {
    expectFieldError(await server.call('getCartCount', { enrollment_id: 'TE0' }), 'enrollment_id', 'Enrollment not found');
    expectFieldError(await server.call('getCartAmount', { enrollment_id: 'TE0' }), 'enrollment_id', 'Enrollment not found');
  });
});

describe('footer', () => {
  it('answers the ticket link', async () => {
    expect(dataOf('getTicketLink', await server.call('getTicketLink', {}))).toEqual({ ticket: 'https://support.example.com/tickets/new' });
  });

  it('answers the footer plan with its name, as the settings and the catalogue hold them', async () => {
    expect(dataOf('getGoenrollFooterPlan', await server.call('getGoenrollFooterPlan', {}))).toEqual({ plan_id: 161, plan_name: 'Association Membership' });
    // another plan configured: its own name follows
    const footerPlan = eq(settings.key, 'footer_plan_id');
    await server.db.update(settings).set({ value: '121' }).where(footerPlan);
    try {
      const [dental] = await server.db.select({ name: plans.name }).from(plans).where(eq(plans.id, 121));
      expect(dataOf('getGoenrollFooterPlan', await server.call('getGoenrollFooterPlan', {}))).toEqual({ plan_id: 121, plan_name: dental!.name });
    } finally {
      await server.db.update(settings).set({ value: '161' }).where(footerPlan);
    }
  });

  it("get-elevate-info answers the partner site elevate's portal (21)", async () => {
    expect(dataOf('getElevateInfo', await server.call('getElevateInfo', {}))).toEqual({ portal_id: 21 });
  });
});
