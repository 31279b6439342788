import * as z from 'zod/mini';
import { emailField } from './email.ts';
import { TEXT_LIMITS, textMax, tierLabels, type Tier } from './entities.ts';
import { quoteMessages } from './quote.ts';

/** A cart line (spec 1 §3): removable 1/0 says whether the trash button shows. */
export const cartLineSchema = z.object({
  plan_id: z.int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  price: z.number().check(z.nonnegative()),
  plan_pricing_id: z.int(),
  removable: z.union([z.literal(0), z.literal(1)]),
  /** The face amount (dollars) chosen on a life plan's pricing card; null for a plan without one. */
  coverage_amount: z.nullable(z.int()),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** How a chosen face amount reads on the pricing card, the cart, the review, the receipt and its mail. */
export const coverageAmountLabel = (amount: number): string => `$${amount.toLocaleString('en-US')} coverage`;

/** One plan of the receipt (spec 3 §2.7, issue 16 item 7): as the receipt mail lists it. */
export const receiptPlanSchema = z.object({
  plan_name: z.string(),
  coverage_amount: z.nullable(z.int()),
  price: z.number().check(z.nonnegative()),
});
export type ReceiptPlan = z.infer<typeof receiptPlanSchema>;

/** One person the receipt says the enrollment covers (issue 28 item 6): the applicant first, then the dependents. */
export const receiptPersonSchema = z.object({
  name: z.string(),
  relationship: z.enum(['Applicant', 'Spouse', 'Child']),
});
export type ReceiptPerson = z.infer<typeof receiptPersonSchema>;

/**
 * An additional rider the cart offers (spec 1 §2 Cart page): a plan that attaches to `rider_for`,
 * a plan in the cart; add-plan-to-cart adds it at `plan_pricing_id`.
 */
export const cartRiderSchema = z.object({
  plan_id: z.int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  price: z.number().check(z.nonnegative()),
  plan_pricing_id: z.int(),
  rider_for: z.int(),
});
export type CartRider = z.infer<typeof cartRiderSchema>;

/** Cart messages, word for word from spec 1 §2, §5 and §8. */
export const cartMessages = {
  empty: 'No items in cart.',
  removeQuestion: 'Do you really want to remove?',
  invalidName: 'Please enter valid name',
  invalidEmail: 'Please enter valid email address',
} as const;

/** "Your plans will be effective as of {date}" (the cart confirmation modal). */
export const effectiveAsOf = (date: string) => `Your plans will be effective as of ${date}`;
/** "Quote Successfully Sent to {email}" (the quote-sent modal). */
export const quoteSentTo = (email: string) => `Quote Successfully Sent to ${email}`;

/**
 * The tier labels of every tier list and summary: IC reads "Member + 1 Child" while a premier plan
 * is in the cart (spec 1 §3, spec 3 §5), "Member + Children" otherwise.
 */
export const tierLabelsWith = (hasPremierPlan: boolean): Record<Tier, string> =>
  hasPremierPlan ? { ...tierLabels, IC: 'Member + 1 Child' } : tierLabels;

/** One tier's label, by the same rule (the cart's Order Info). */
export const cartTierLabel = (tier: Tier, hasPremierPlan: boolean): string => tierLabelsWith(hasPremierPlan)[tier];

/** The personalised quote form's fields (spec 1 §5): the app's resolver and the server judge them alike. */
export const quoteEmailFieldSchemas = {
  name: z.string().check(z.trim(), z.minLength(1, quoteMessages.required), textMax(TEXT_LIMITS.name), z.regex(/^[A-Za-z]+(?:[ '.-][A-Za-z]+)*$/, cartMessages.invalidName)),
  email: emailField({ required: quoteMessages.required, invalid: cartMessages.invalidEmail }),
  message: z.string().check(textMax(TEXT_LIMITS.note)),
};
export const quoteEmailFormSchema = z.object(quoteEmailFieldSchemas);
export type QuoteEmailValues = z.infer<typeof quoteEmailFormSchema>;
export type QuoteEmailField = keyof QuoteEmailValues;
