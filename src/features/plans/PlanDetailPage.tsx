import { Container, Heading, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';

const route = getRouteApi('/{-$landing}/plan/$planId/$planName');

/** Placeholder: plan detail (get-plan-detail, breadcrumbs, pricing) comes in a later issue. */
export default function PlanDetailPage() {
  const { planName } = route.useParams();
  return (
    <Container as="main" maxW="6xl" py="10">
      <Heading as="h1" size="2xl">
        {planName}
      </Heading>
      <Text mt="3" color="fg.muted">
        Plan details are coming soon.
      </Text>
    </Container>
  );
}
