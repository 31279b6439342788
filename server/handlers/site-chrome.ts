import { and, eq, or, sql } from 'drizzle-orm';
import { brandingEntries, cartItems, entryPoints, plans, settings, tempEnrollments } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import { decodeHost } from '../queries/entry-points.ts';
import { requireAgent, requireGroup } from '../queries/records.ts';
import type { HandlerDeps } from './deps.ts';

type SiteChromeHandlers = Pick<
  Handlers,
  | 'getExternalSiteDynamicInformation'
  | 'getAgentLandingPageInfo'
  | 'getGroupLandingPageInfo'
  | 'getAgentAboutPageInfo'
  | 'getGroupAboutPageInfo'
  | 'getCommonMenu'
  | 'getGroupMenu'
  | 'getCartCount'
  | 'getCartAmount'
  | 'getTicketLink'
  | 'getGoenrollFooterPlan'
  | 'getElevateInfo'
>;

type SettingKey = 'ticket_link' | 'footer_plan_id' | 'elevate_portal_id';

/** Header, footer and badge reads shared by every page. */
export const siteChromeHandlers = ({ db, catalogue }: HandlerDeps): SiteChromeHandlers => {
  const setting = async (key: SettingKey) => {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    if (!row) throw new Error(`Setting ${key} is missing: was the database seeded?`);
    return row.value;
  };

  /** Cart lines of a temporary enrollment, aggregated; an unknown enrollment is a field failure. */
  const cartTotals = async (enrollmentId: string) => {
    const [totals] = await db
      .select({ count: sql<number>`count(${cartItems.id})::int`, cents: sql<number>`coalesce(sum(${cartItems.priceCents}), 0)::int` })
      .from(tempEnrollments)
      .leftJoin(cartItems, eq(cartItems.enrollmentId, tempEnrollments.id))
      .where(eq(tempEnrollments.id, enrollmentId))
      .groupBy(tempEnrollments.id);
    if (!totals) throw fieldFailure('enrollment_id', 'Enrollment not found');
    return totals;
  };

  return {
    // A host without branding of its own (or unknown) wears the main site's.
    async getExternalSiteDynamicInformation({ site_domain }) {
      const rows = await db
        .select({ key: brandingEntries.key, value: brandingEntries.value, kind: entryPoints.kind })
        .from(brandingEntries)
        .innerJoin(entryPoints, eq(entryPoints.id, brandingEntries.entryPointId))
        .where(or(and(eq(entryPoints.kind, 'host'), eq(entryPoints.key, decodeHost(site_domain))), eq(entryPoints.kind, 'main')))
        .orderBy(brandingEntries.key);
      const own = rows.filter((row) => row.kind === 'host');
      return (own.length > 0 ? own : rows).map(({ key, value }) => ({ key, value }));
    },

    async getAgentLandingPageInfo({ agent_id }) {
      return (await requireAgent(db, agent_id)).landingInfo;
    },

    async getGroupLandingPageInfo({ group_id }) {
      return (await requireGroup(db, group_id)).landingInfo;
    },

    async getAgentAboutPageInfo({ agent_id }) {
      const { landingInfo } = await requireAgent(db, agent_id);
      return { display_name: landingInfo.display_name, bio: landingInfo.agent_bio };
    },

    async getGroupAboutPageInfo({ group_id }) {
      const { landingInfo } = await requireGroup(db, group_id);
      return { display_name: landingInfo.display_name, bio: landingInfo.gweb_aboutus };
    },

    async getCommonMenu({ group_id }) {
      return catalogue.categories(group_id);
    },

    // A group site's menu: the categories its group offers, whichever site (from_site) sent the visitor.
    async getGroupMenu({ group_id }) {
      return catalogue.categories((await requireGroup(db, group_id)).id);
    },

    async getCartCount({ enrollment_id }) {
      return { result: (await cartTotals(enrollment_id)).count };
    },

    async getCartAmount({ enrollment_id }) {
      return { result: (await cartTotals(enrollment_id)).cents / 100 };
    },

    async getTicketLink() {
      return { ticket: await setting('ticket_link') };
    },

    // The plan the footer links to, with its name for the link's words
    async getGoenrollFooterPlan() {
      const planId = Number(await setting('footer_plan_id'));
      const [plan] = await db.select({ name: plans.name }).from(plans).where(eq(plans.id, planId));
      if (!plan) throw new Error(`The footer plan ${planId} is not in the catalogue: was the database seeded?`);
      return { plan_id: planId, plan_name: plan.name };
    },

    async getElevateInfo() {
      return { portal_id: Number(await setting('elevate_portal_id')) };
    },
  };
};
