import { asc, eq } from 'drizzle-orm';
import type { CartLine } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { cartItems, plans } from '../db/schema.ts';

export interface Cart {
  lines: CartLine[];
  /** Sums in cents, so they stay exact. */
  initialCents: number;
  recurringCents: number;
  hasPremierPlan: boolean;
}

/**
 * The cart of a temporary enrollment, in the order lines were added. The reference server has no
 * one-time fees, so the first month costs what every later month does.
 */
export const readCart = async (db: Database, enrollmentId: string): Promise<Cart> => {
  const rows = await db
    .select({
      plan_id: cartItems.planId,
      plan_name: plans.name,
      plan_logo: plans.logo,
      priceCents: cartItems.priceCents,
      plan_pricing_id: cartItems.planPricingId,
      coverage_amount: cartItems.coverageAmount,
      removable: cartItems.removable,
      premierLabel: plans.premierLabel,
    })
    .from(cartItems)
    .innerJoin(plans, eq(plans.id, cartItems.planId))
    .where(eq(cartItems.enrollmentId, enrollmentId))
    .orderBy(asc(cartItems.id));
  const cents = rows.reduce((sum, row) => sum + row.priceCents, 0);
  return {
    lines: rows.map(({ priceCents, removable, premierLabel: _label, ...line }) => ({ ...line, price: priceCents / 100, removable: removable ? 1 : 0 })),
    initialCents: cents,
    recurringCents: cents,
    hasPremierPlan: rows.some((row) => row.premierLabel !== null),
  };
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The effective dates a cart may start on: the 1st and the 15th of the next two months (mm/dd/yyyy). */
export const offeredEffectiveDates = (today: Date = new Date()): string[] =>
  [1, 2].flatMap((ahead) => {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + ahead, 1));
    const prefix = twoDigits(month.getUTCMonth() + 1);
    return [1, 15].map((day) => `${prefix}/${twoDigits(day)}/${month.getUTCFullYear()}`);
  });

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const dollars = (cents: number) => money.format(cents / 100);
