import { Badge, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useStoredSession } from '../../adapters/stored-session.ts';
import { siteQueries } from '../../adapters/site-queries.ts';
import { useLanding } from '../../adapters/use-landing.ts';
import { money } from '../../ui/money.ts';

/**
 * Item count and amount of the visitor's cart (spec 1 §2), linking to the cart; empty until a
 * quote exists. The link is named by exactly what it shows (WCAG 2.5.3 Label in Name), 'Cart 2
 * items $29.50'; the spaces between the pieces are text of their own, so the name has them in
 * every browser and checker.
 */
export function CartBadge() {
  const { tempId } = useStoredSession();
  const landing = useLanding();
  const count = useQuery(siteQueries.cartCount(tempId)).data ?? 0;
  const amount = useQuery(siteQueries.cartAmount(tempId)).data ?? 0;
  return (
    <HStack asChild gap="1.5">
      <Link to="/{-$landing}/cart" params={{ landing }}>
        <Text fontWeight="semibold">
          Cart
        </Text>{' '}
        {/* widths kept for the figures that come later, so nothing beside the badge moves */}
        <Badge colorPalette="brand" variant="solid" borderRadius="full" minW="6" justifyContent="center">
          {count}
        </Badge>{' '}
        {/* a phone has no room for the word: the figures stay, and the name drops it with them */}
        <Text textStyle="xs" color="fg.muted" minW="7" hideBelow="sm">
          {count === 1 ? 'item' : 'items'}
        </Text>{' '}
        <Text color="fg.muted" textStyle="sm" minW="4.5rem" fontVariantNumeric="tabular-nums">
          {money.format(amount)}
        </Text>
      </Link>
    </HStack>
  );
}
