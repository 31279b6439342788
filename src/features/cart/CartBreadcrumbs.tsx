import { useChrome } from '../chrome/chrome-actor.tsx';
import { Trail } from '../chrome/Trail.tsx';

/** Home, Current Member (if available), Plans, Plan Details (the plan last opened), Cart (spec 1 §2). */
export function CartBreadcrumbs() {
  const { shoppingCrumbs, lastPlanCrumbs } = useChrome();
  return <Trail crumbs={[...shoppingCrumbs, ...lastPlanCrumbs]} current="Cart" />;
}
