import * as z from 'zod/mini';
import { categorySchema, stepPathSchema, steps, type TabName } from '../../contract/index.ts';

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

/** The wizard's step parameter: a step's path read as its tab (no match for anything else), written back as the path. */
export const stepParams = {
  parse: ({ step }: { step: string }) => {
    const parsed = stepPathSchema.safeParse(step);
    return parsed.success ? { step: parsed.data } : false;
  },
  stringify: ({ step }: { step: TabName }) => ({ step: steps[step].path }),
};
