import { Breadcrumb } from '@chakra-ui/react';
import { useParams, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { homeTarget } from '../../../machines/shared/home-target.ts';
import type { StoredValues } from '../../../machines/shared/storage.ts';
import { withLanding } from '../../adapters/navigation.ts';

/** Home (by the home-target rule), Plans, then the plan (spec 2 §2 Plan detail). */
export function PlanBreadcrumbs({ stored, onMainHost, planName }: { stored: StoredValues; onMainHost: boolean; planName: string }) {
  const router = useRouter();
  const { landing } = useParams({ strict: false });
  const crumbs: [string, string][] = [
    ['Home', homeTarget(stored, onMainHost)],
    ['Plans', '/plans'],
  ];
  // some targets belong to screens other issues add: navigate by href rather than a typed route
  const follow = (href: string) => (event: MouseEvent) => {
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Breadcrumb.Root>
      <Breadcrumb.List>
        {crumbs.map(([label, to]) => {
          const href = withLanding(to, landing);
          return [
            <Breadcrumb.Item key={label}>
              <Breadcrumb.Link href={href} onClick={follow(href)}>
                {label}
              </Breadcrumb.Link>
            </Breadcrumb.Item>,
            <Breadcrumb.Separator key={`${label}-separator`} />,
          ];
        })}
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{planName}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
