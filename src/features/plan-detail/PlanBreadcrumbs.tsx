import type { StoredValues } from '../../../machines/shared/storage.ts';
import { Trail } from '../chrome/Trail.tsx';
import { shoppingCrumbs } from '../chrome/shopping-crumbs.ts';

/** Home (by the home-target rule), Current Member (if available), Plans, then the plan (spec 2 §2). */
export function PlanBreadcrumbs({ stored, onMainHost, planName }: { stored: StoredValues; onMainHost: boolean; planName: string }) {
  return <Trail crumbs={shoppingCrumbs(stored, onMainHost)} current={planName} />;
}
