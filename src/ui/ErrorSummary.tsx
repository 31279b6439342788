import { Box, Heading, Link, List } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** One line of the summary: the message as its field says it, and the element holding that field. */
export interface SummaryLine {
  message: string;
  /** The id of the field, or of the box around it (a question, a group of choices). */
  target: string;
}

/** The id of the element a step's message (keyed as the machine keys it) links to. */
export const errorTargetId = (key: string) => `answer-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** Focuses the field the line names: the element itself when it takes focus, else its first control (GOV.UK's summary does so). */
const focusTarget = (target: string) => {
  const element = document.getElementById(target);
  if (!element) return;
  const control = element.matches('input, select, textarea, button') ? element : element.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button, [tabindex]');
  // focus scrolls it into view
  (control ?? element).focus();
};

/**
 * GOV.UK's error summary (design-system.service.gov.uk, Error summary): at the top of the step, headed
 * 'There is a problem', each message a link that focuses its field; the field keeps its own message.
 * It takes focus when a new judgement shows (`judgement` changes: the machine's messages object),
 * so the keyboard and a screen reader land on it after a refused Next. What it lists is the step
 * machine's: the screen passes the machine's messages, in the machine's order.
 */
export function ErrorSummary({ lines, judgement, title = 'There is a problem' }: { lines: SummaryLine[]; judgement: unknown; title?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = lines.length > 0;
  useEffect(() => {
    if (!shown) return;
    ref.current?.focus();
    // a new judgement, not each render, moves the focus
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [judgement]);
  if (!shown) return null;
  return (
    <Box ref={ref} role="alert" aria-labelledby="error-summary-title" tabIndex={-1} borderWidth="4px" borderColor="border.error" p="4" outlineOffset="2px">
      <Heading as="h2" size="md" id="error-summary-title" mb="2">
        {title}
      </Heading>
      <List.Root gap="1" ps="0" listStyleType="none">
        {lines.map((line) => (
          <List.Item key={`${line.target}:${line.message}`}>
            <Link
              href={`#${line.target}`}
              color="fg.error"
              fontWeight="medium"
              textDecoration="underline"
              onClick={(event) => {
                event.preventDefault();
                focusTarget(line.target);
              }}
            >
              {line.message}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
