import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { idSchema } from '../../../contract/index.ts';
import type { EnrollerCodeInput } from '../../../machines/enroller-code/enroller-code.machine.ts';
import { provideEnrollerCode } from '../../adapters/enroller-code.ts';
import { localStorageAdapter } from '../../adapters/local-storage.ts';
import { EnrollerCodeGate } from './EnrollerCodeGate.tsx';

/** Placeholder: the Personal Information step comes in a later issue; its Enroller Code gate is here. */
export default function EnrollmentComingSoon() {
  const [machine] = useState(provideEnrollerCode);
  const [input] = useState((): EnrollerCodeInput => {
    const stored = localStorageAdapter.read();
    const groupId = idSchema.safeParse(Number(stored.group_id));
    return { tempId: stored.tempId ?? '', groupId: groupId.success ? groupId.data : null, savedCode: stored.enrollerCode };
  });
  const actor = useActorRef(machine, { input });
  return (
    <Container as="main" maxW="6xl" py="10">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Personal Information
        </Heading>
        <Text color="fg.muted">Enrollment is coming soon.</Text>
        <EnrollerCodeGate actor={actor} />
      </Stack>
    </Container>
  );
}
