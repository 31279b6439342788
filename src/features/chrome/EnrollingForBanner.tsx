import { Box, Container, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { enrollingForEnrollment, enrollingForLine } from '../../../machines/shared/enrolling-for.ts';
import { call } from '../../adapters/api-call.ts';
import { useStoredSession } from '../../adapters/stored-session.ts';

/** A rep's banner on the plans, cart and wizard pages (issue 28 item 8): 'Enrolling for Maria Lopez'. */
export function EnrollingForBanner() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const enrollmentId = enrollingForEnrollment(useStoredSession(), pathname);
  const { data } = useQuery({
    queryKey: ['enrolling-for', enrollmentId],
    enabled: enrollmentId !== null,
    staleTime: Infinity,
    queryFn: () => call('getGroupAgentMemberInfo', { enrollment_id: enrollmentId! }),
  });
  const line = enrollmentId === null ? null : enrollingForLine(data);
  if (!line) return null;
  return (
    <Box as="aside" aria-label="Enrolling for" bg="brand.subtle" borderBottomWidth="1px" borderColor="border" py="2" data-print="hidden">
      <Container maxW="7xl">
        <Text fontWeight="semibold">{line}</Text>
      </Container>
    </Box>
  );
}
