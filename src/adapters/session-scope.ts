import * as z from 'zod/mini';
import { enrollTypeSchema, eprocessSchema, openTypeSchema } from '../../contract/index.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import type { FilterScope } from '../../machines/shared/quote/quote-values.ts';

/** A stored text value read as the schema's type, or absent when it does not fit. */
export const storedAs = <T extends z.ZodMiniType>(schema: T, value: string | undefined): z.output<T> | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** Who the visitor shops under, as the menu and featured-plan reads take it. */
export const siteScopeOf = (stored: StoredValues) => ({
  agent_id: stored.agent_id,
  group_id: stored.group_id,
  portal_id: stored.portal_id,
  eprocess: storedAs(eprocessSchema, stored.eprocess),
  open_type: storedAs(openTypeSchema, stored.open_type),
});

/**
 * Who a quote filter is created for (the stored portal is the platform group). A referral
 * visitor's filter carries the referral instead of the open type (spec 3 §7).
 */
export const filterScopeOf = (stored: StoredValues): FilterScope => ({
  eprocess: storedAs(eprocessSchema, stored.eprocess),
  agent_id: stored.agent_id,
  group_id: stored.group_id,
  platform_group_id: stored.portal_id,
  type: storedAs(enrollTypeSchema, stored.enroll_type),
  ...(stored.referral ? { referral: stored.referral } : { open_type: storedAs(openTypeSchema, stored.open_type) }),
});
