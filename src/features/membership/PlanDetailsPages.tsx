import { Button, Card, Container, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Field, NativeSelect } from '../../ui/chakra.tsx';
import { Link } from '@tanstack/react-router';
import { membershipTiers, tierSchema } from '../../../contract/index.ts';
import { useChrome } from '../chrome/chrome-actor.tsx';
import { useLanding } from '../../adapters/use-landing.ts';
import { money, wholeDollars } from '../../ui/money.ts';

/** The membership tiers and the coverage tiers, as static text. */
function Tiers() {
  const tierLabels = useChrome().tierLabels;
  return (
    <Stack gap="6">
      <SimpleGrid as="section" aria-label="Membership tiers" columns={{ base: 1, md: 3 }} gap="5">
        {membershipTiers.map((tier) => (
          <Card.Root key={tier.name} as="article" aria-labelledby={`tier-${tier.name}`}>
            <Card.Body gap="2">
              <Card.Title as="h2" id={`tier-${tier.name}`}>
                {tier.name}
              </Card.Title>
              <Text>{money.format(tier.price)}/month</Text>
              <Text>Term Life {wholeDollars.format(tier.termLife)} included</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Stack as="section" aria-labelledby="coverage-tiers" gap="2">
        <Heading as="h2" id="coverage-tiers" size="lg">
          Who can be covered
        </Heading>
        <Stack as="ul" gap="1" ps="5" listStyleType="disc">
          {tierSchema.options.map((tier) => (
            <li key={tier}>{tierLabels[tier]}</li>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

/** A static vet search form: it shows the fields; searching is not offered yet. */
function VetSearch() {
  return (
    <Stack as="form" aria-labelledby="vet-search" gap="4" maxW="lg" onSubmit={(event) => event.preventDefault()}>
      <Heading as="h2" id="vet-search" size="lg">
        Find a vet
      </Heading>
      <Field.Root>
        <Field.Label>Vet Zip Code</Field.Label>
        <Input name="vet_zip" inputMode="numeric" maxLength={5} autoComplete="postal-code" />
      </Field.Root>
      <Field.Root>
        <Field.Label>Distance</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="distance" defaultValue="10">
            <option value="5">5 miles</option>
            <option value="10">10 miles</option>
            <option value="25">25 miles</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button type="submit" alignSelf="start" colorPalette="brand">
        Search
      </Button>
    </Stack>
  );
}

function StaticPage({ title }: { title: string }) {
  const landing = useLanding();
  return (
    <Container as="main" maxW="7xl" py="10">
      <Stack gap="8">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text>Association membership brings savings on health, dental, vision and pet care, with Term Life included.</Text>
        <Tiers />
        <VetSearch />
        <Button asChild alignSelf="start" variant="outline" colorPalette="brand">
          <Link to="/{-$landing}/new_membership" params={{ landing }}>
            Choose a membership
          </Link>
        </Button>
      </Stack>
    </Container>
  );
}

/** /new-plan_details: the learn-more page (spec 1 §2). */
export const NewPlanDetailsPage = () => <StaticPage title="Learn more about membership" />;
/** /plan_details: the same static tiers and vet search. */
export const PlanDetailsPage = () => <StaticPage title="Membership plan details" />;
