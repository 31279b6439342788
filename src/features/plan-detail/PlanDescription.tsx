import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { PlanDescription as Description } from '../../../contract/index.ts';

/** A text that may hold line breaks. */
const Paragraph = ({ text, ...props }: { text: string } & React.ComponentProps<typeof Text>) =>
  text.trim() === '' ? null : (
    <Text whiteSpace="pre-line" {...props}>
      {text}
    </Text>
  );

/** A toggled section (exclusions, example, FAQ): its name is the button, the text shows below it. */
function Toggle({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (text.trim() === '') return null;
  return (
    <Box borderWidth="1px" borderRadius="l2">
      <Button
        variant="ghost"
        width="full"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </Button>
      <Box id={id} hidden={!open} px="4" pb="4">
        <Text whiteSpace="pre-line">{text}</Text>
      </Box>
    </Box>
  );
}

/** The plan's description (spec 2 §2): header, the highlighted bar, association and body texts, and the toggles. */
export function PlanDescription({ planName, description }: { planName: string; description: Description }) {
  return (
    <Stack as="section" aria-labelledby="plan-heading" gap="4">
      <Heading as="h1" id="plan-heading" size="2xl">
        {planName}
      </Heading>
      <Paragraph text={description.header_text} textStyle="lg" />
      {description.blueBarText.trim() !== '' && (
        <Box bg="brand.solid" color="brand.contrast" px="4" py="3" borderRadius="l2" fontWeight="semibold">
          <Text whiteSpace="pre-line">{description.blueBarText}</Text>
        </Box>
      )}
      <Paragraph text={description.association_text} color="fg.muted" />
      <Paragraph text={description.body_text} />
      <Stack gap="2">
        <Toggle label={description.exclusions_text_name || 'Exclusions'} text={description.exclusions_text} />
        <Toggle label={description.example_text_name || 'Example'} text={description.example_text} />
        <Toggle label={description.faq_text_name || 'FAQ'} text={description.faq_text} />
      </Stack>
    </Stack>
  );
}
