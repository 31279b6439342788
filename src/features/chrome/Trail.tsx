import { Breadcrumb } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { withLanding } from '../../adapters/navigation.ts';
import { useLanding } from '../../adapters/use-landing.ts';
import { useHydrated } from '../../ui/hydrated.ts';

/** A crumb: its text and the app path it leads to. */
export type Crumb = [label: string, path: string];

/** Breadcrumbs: each crumb a link under the visit's landing prefix, then the current page. */
export function Trail({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  const router = useRouter();
  const landing = useLanding();
  // a page rendered on the server hydrates once its code is in, by when the chrome may have moved
  // on (the group's administrator known): React keeps the server's href on hydration, so the
  // crumbs are drawn anew once hydrated
  const hydrated = useHydrated();
  // some targets belong to screens other issues add: navigate by href rather than a typed route
  const follow = (href: string) => (event: MouseEvent) => {
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Breadcrumb.Root>
      <Breadcrumb.List key={hydrated ? 'hydrated' : 'server'}>
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
          <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
