import * as z from 'zod/mini';
import { categorySchema, genderSchema, tierSchema } from '../../contract/index.ts';

/**
 * Search params parse JSON-first in TanStack Router (`?id=1001` arrives as a number), so text
 * params accept numbers too; anything malformed reads as absent and start-up decides.
 */
const text = z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), undefined);

export const referralsSearch = z.object({ rid: text });
export const plansSearch = z.object({ type: z.catch(z.optional(categorySchema), undefined) });
export const websitesSearch = z.object({ group: text, id: text });
export const externalSearch = z.object({ site: text });
export const enrollTypeParam = z.enum(['Group', 'Agent']);
const absentIfBad = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
/**
 * /recommend-list?planID=121,161: the cart's plans, for the association call; or the quote the plans
 * page recommended for (state, tier, age, gender), for the filter call; neither for the visitor.
 */
export const recommendListSearch = z.object({
  planID: absentIfBad(z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), z.string().check(z.regex(/^\d+(,\d+)*$/)))),
  state: absentIfBad(z.string().check(z.regex(/^[A-Z]{2}$/))),
  tier: absentIfBad(tierSchema),
  age: absentIfBad(z.int().check(z.nonnegative())),
  // JSON-first parsing turns ?gender=1 into a number
  gender: absentIfBad(z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), genderSchema)),
});
export type RecommendListSearch = z.infer<typeof recommendListSearch>;
