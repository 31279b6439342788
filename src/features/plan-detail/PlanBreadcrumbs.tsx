import type { StoredValues } from '../../../machines/shared/storage.ts';
import { useChrome } from '../chrome/chrome-actor.tsx';
import { Trail } from '../chrome/Trail.tsx';
import { shoppingCrumbs } from '../chrome/shopping-crumbs.ts';

/** Home (where the chrome says), Current Member (if available), Plans, then the plan (spec 2 §2). */
export function PlanBreadcrumbs({ stored, planName }: { stored: StoredValues; planName: string }) {
  return <Trail crumbs={shoppingCrumbs(stored, useChrome().home)} current={planName} />;
}
