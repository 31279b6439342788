import type { StoredValues } from '../../../machines/shared/storage.ts';
import { Trail } from '../chrome/Trail.tsx';
import { planDetailsCrumb, shoppingCrumbs } from '../chrome/shopping-crumbs.ts';

/** Home, Current Member (if available), Plans, Plan Details (the plan last opened), Cart (spec 1 §2). */
export function CartBreadcrumbs({ stored, onMainHost }: { stored: StoredValues; onMainHost: boolean }) {
  return <Trail crumbs={[...shoppingCrumbs(stored, onMainHost), ...planDetailsCrumb(stored)]} current="Cart" />;
}
