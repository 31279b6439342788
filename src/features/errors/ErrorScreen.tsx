import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A bare screen (no header or footer) with a heading, a line and a way home. */
export function ErrorScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Center as="main" minH="100vh" px="6">
      <Stack gap="5" align="center" textAlign="center" maxW="lg">
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        {children && <Text color="fg.muted">{children}</Text>}
        <Button asChild>
          <Link to="/{-$landing}" params={{ landing: undefined }}>
            Back to Homepage
          </Link>
        </Button>
      </Stack>
    </Center>
  );
}
