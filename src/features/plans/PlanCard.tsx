import { Button, Card, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import type { FeaturedPlan, ListingNotice } from '../../../contract/index.ts';
import { useLanding } from '../../adapters/use-landing.ts';

/** The server's notice of a card (issue 28 item 7): not sold here and why, closed, or what its price needs. */
function CardNotice({ notice }: { notice: ListingNotice }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" color={notice.kind === 'needsMore' ? undefined : 'fg.error'}>
        {notice.title}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {notice.reason}
      </Text>
    </Stack>
  );
}

/**
 * A plan tile: logo, name, what to say of it (its short text unless told otherwise), its price line
 * when the listing gives one, the listing's notice (not sold here, closed, what pricing needs), and
 * More Info to its detail page.
 */
export function PlanCard({
  plan,
  price,
  notice,
  children,
}: {
  plan: Pick<FeaturedPlan, 'plan_id' | 'plan_name' | 'plan_logo'> & { plan_short_text?: string };
  price?: string;
  notice?: ListingNotice | null;
  children?: ReactNode;
}) {
  const landing = useLanding();
  // named by its title, so the tiles of a listing are told apart by landmark and article navigation
  const titleId = useId();
  return (
    <Card.Root as="article" size="sm" height="full" aria-labelledby={titleId}>
      <Card.Body gap="3">
        <Image src={plan.plan_logo} alt={`${plan.plan_name} logo`} boxSize="16" borderRadius="l2" />
        <Card.Title as="h3" id={titleId}>
          {plan.plan_name}
        </Card.Title>
        {children ?? <Card.Description>{plan.plan_short_text}</Card.Description>}
        <Stack gap="2" mt="auto">
          {price !== undefined && <Text fontWeight="semibold">{price}</Text>}
          {notice && <CardNotice notice={notice} />}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <Link
            to="/{-$landing}/plan/$planId/$planName"
            params={{ landing, planId: String(plan.plan_id), planName: plan.plan_name }}
            aria-label={`More Info: ${plan.plan_name}`}
          >
            More Info
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
