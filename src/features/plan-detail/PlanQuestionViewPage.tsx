import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { YesNoField } from './YesNoField.tsx';

/** The mock-up's questions: the medical questions a plan may ask before it is priced. */
const mockQuestions = [
  'Have you been diagnosed with or treated for heart disease, stroke or high blood pressure in the last 5 years?',
  'Have you been diagnosed with or treated for cancer, other than skin cancer, in the last 5 years?',
  'Have you been diagnosed with or treated for diabetes, lung disease or kidney disease in the last 5 years?',
  'Are you currently pregnant, hospitalized or receiving treatment for any condition?',
  'Are you currently taking prescription medication for any condition?',
];

/**
 * /PlanQuestionView (spec 3 §2.1): the static medical-question mock-up. The questions and their
 * Yes/No choices show as a plan would ask them; a choice only marks the radio, nothing is sent
 * or saved.
 */
export default function PlanQuestionViewPage() {
  const [marked, setMarked] = useState<Record<number, string>>({});
  return (
    <Container as="main" maxW="4xl" py="10">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Medical Questions
        </Heading>
        <Text color="fg.muted">A preview of the medical questions a plan may ask. Answers here are not saved.</Text>
        <Stack as="ol" gap="5" ps="5" listStyleType="decimal">
          {mockQuestions.map((question, index) => (
            <li key={question}>
              <YesNoField
                name={`mock-question-${index + 1}`}
                label={question}
                value={marked[index] ?? ''}
                onChange={(value) => setMarked((current) => ({ ...current, [index]: value }))}
              />
            </li>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
