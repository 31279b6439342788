import { Breadcrumb } from '@chakra-ui/react';
import { useParams, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { homeTarget } from '../../../machines/shared/home-target.ts';
import type { StoredValues } from '../../../machines/shared/storage.ts';
import { withLanding } from '../../adapters/navigation.ts';

/** Where Current Member leads: the picker of the session's process. */
const memberPicker = (stored: StoredValues) => (stored.eprocess === 'rep' ? '/agent-select-member' : '/group-select-member');

/** Home (by the home-target rule), Current Member (if available), Plans, Cart (spec 1 §2). */
export function CartBreadcrumbs({ stored, onMainHost }: { stored: StoredValues; onMainHost: boolean }) {
  const router = useRouter();
  const { landing } = useParams({ strict: false });
  const crumbs: [string, string][] = [
    ['Home', homeTarget(stored, onMainHost)],
    ...(stored.isCurrentMemberAvailable === 'true' ? [['Current Member', memberPicker(stored)] as [string, string]] : []),
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
          <Breadcrumb.CurrentLink>Cart</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
