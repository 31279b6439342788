import type { StoredValues } from '../../../machines/shared/storage.ts';
import { useChrome } from '../chrome/chrome-actor.tsx';
import { Trail } from '../chrome/Trail.tsx';
import { planDetailsCrumb, shoppingCrumbs } from '../chrome/shopping-crumbs.ts';

/** Home, Current Member (if available), Plans, Plan Details (the plan last opened), Cart (spec 1 §2). */
export function CartBreadcrumbs({ stored }: { stored: StoredValues }) {
  return <Trail crumbs={[...shoppingCrumbs(stored, useChrome().home), ...planDetailsCrumb(stored)]} current="Cart" />;
}
