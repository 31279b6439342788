import * as z from 'zod/mini';
import { categorySchema } from '../../contract/index.ts';

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
/** /recommend-list?planID=121,161: the cart's plans, for the association call; absent for the page's visitor. */
export const recommendListSearch = z.object({ planID: z.catch(z.optional(z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), z.string().check(z.regex(/^\d+(,\d+)*$/)))), undefined) });
