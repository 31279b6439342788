import { useChrome } from '../chrome/chrome-actor.tsx';
import { Trail } from '../chrome/Trail.tsx';

/** Home (where the chrome says), Current Member (if available), Plans, then the plan (spec 2 §2). */
export function PlanBreadcrumbs({ planName }: { planName: string }) {
  return <Trail crumbs={useChrome().shoppingCrumbs} current={planName} />;
}
