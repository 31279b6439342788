import { Link as ChakraLink, Stack, type StackProps } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { categoryLabels } from '../../../contract/index.ts';
import { useStoredSession } from '../../adapters/stored-session.ts';
import { siteQueries } from '../../adapters/site-queries.ts';
import { useLanding } from '../../adapters/use-landing.ts';
import { useChrome } from './chrome-actor.tsx';

/** The plan categories of the site's menu (the chrome says the group's or the common one), each opening /plans?type=… under the current landing. */
export function CategoryLinks({ onNavigate, ...stack }: StackProps & { onNavigate?: () => void }) {
  const landing = useLanding();
  const categories = useQuery(siteQueries.menu(useStoredSession(), useChrome().groupMenu)).data ?? [];
  return (
    <Stack as="ul" listStyleType="none" {...stack}>
      {categories.map((category) => (
        <li key={category}>
          <ChakraLink asChild fontWeight="medium" color="fg">
            <Link to="/{-$landing}/plans" params={{ landing }} search={{ type: category }} onClick={onNavigate}>
              {categoryLabels[category]}
            </Link>
          </ChakraLink>
        </li>
      ))}
    </Stack>
  );
}
