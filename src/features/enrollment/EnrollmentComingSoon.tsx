import { Container, Heading, Text } from '@chakra-ui/react';

/** Placeholder: the enrollment wizard's Personal Information step comes in a later issue. */
export default function EnrollmentComingSoon() {
  return (
    <Container as="main" maxW="6xl" py="10">
      <Heading as="h1" size="2xl">
        Personal Information
      </Heading>
      <Text mt="3" color="fg.muted">
        Enrollment is coming soon.
      </Text>
    </Container>
  );
}
