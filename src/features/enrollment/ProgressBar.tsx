import { Box, Flex, Image, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import type { ProgressItem } from '../../../machines/enrollment/enrollment.connect.ts';

/** The step's number in a small circle, when the site's branding has no icon for it. */
function NumberBadge({ number, done, current }: { number: number; done: boolean; current: boolean }) {
  const fill = done || current ? 'var(--chakra-colors-brand-solid)' : 'var(--chakra-colors-bg)';
  const ink = done || current ? 'white' : 'var(--chakra-colors-fg-muted)';
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill={fill} stroke="var(--chakra-colors-brand-solid)" strokeWidth="2" />
      <text x="16" y="21" textAnchor="middle" fontSize="14" fontWeight="600" fill={ink}>
        {done && !current ? '✓' : number}
      </text>
    </svg>
  );
}

/**
 * The progress bar above the step (spec 2 §2): the step list in order with titles, completed steps
 * shown as progressed and each a link that opens it again, the current one marked; icons from the cached branding (`step_icon_{tab}`).
 */
export function ProgressBar({ items, branding }: { items: ProgressItem[]; branding: Record<string, string> }) {
  const nav = useRef<HTMLElement>(null);
  const currentIndex = items.findIndex((item) => item.current);
  // on a phone the current step shows whole (issue 28 item 9): the strip scrolls it into its middle,
  // again when the window is resized (a page opened wide, then narrowed or turned, starts the strip at its left)
  useLayoutEffect(() => {
    const centre = () => {
      const strip = nav.current;
      const step = strip?.querySelector<HTMLElement>('[aria-current="step"]');
      if (!strip || !step || strip.scrollWidth <= strip.clientWidth) return;
      strip.scrollLeft = step.offsetLeft - (strip.clientWidth - step.offsetWidth) / 2;
    };
    centre();
    window.addEventListener('resize', centre);
    return () => window.removeEventListener('resize', centre);
  }, [currentIndex]);
  return (
    <>
      {/* a phone's line for the step (issue 28 item 9); the list below says it to assistive technology */}
      {currentIndex >= 0 && (
        <Text hideFrom="md" fontWeight="semibold" aria-hidden="true">
          Step {currentIndex + 1} of {items.length}: {items[currentIndex]!.title}
        </Text>
      )}
      {/* on a phone the steps scroll sideways: the keyboard can scroll them too (a focus stop before the heading);
          positioned, so the hidden '(completed)' texts scroll inside it instead of widening the page */}
      <Box ref={nav} as="nav" aria-label="Enrollment progress" overflowX="auto" position="relative" tabIndex={0} focusRing="outside">
        <Flex as="ol" gap="2" listStyleType="none" m="0" p="0">
          {items.map(({ tab, title, completed: done, current: isCurrent }, index) => {
            const icon = branding[`step_icon_${tab}`];
            return (
              <Flex
                as="li"
                key={tab}
                aria-current={isCurrent ? 'step' : undefined}
                data-completed={done ? '' : undefined}
                direction="column"
                align="center"
                gap="1"
                flex="1"
                minW="24"
                pb="2"
                borderBottomWidth="4px"
                borderColor={done || isCurrent ? 'brand.solid' : 'border'}
              >
                {icon ? <Image src={icon} alt="" boxSize="8" /> : <NumberBadge number={index + 1} done={done} current={isCurrent} />}
                <Text textStyle="sm" textAlign="center" fontWeight={isCurrent ? 'semibold' : 'normal'} color={done || isCurrent ? 'fg' : 'fg.muted'}>
                  {/* a finished step opens again from here (issue 28 item 5): the route tells the engine (route.tab) */}
                  {done && !isCurrent ? (
                    <Link asChild color="inherit" textDecoration="underline">
                      <RouterLink to="/{-$landing}/enrollment/$step" params={(previous) => ({ ...previous, step: tab })}>
                        {title}
                      </RouterLink>
                    </Link>
                  ) : (
                    title
                  )}
                  {done && <VisuallyHidden> (completed)</VisuallyHidden>}
                </Text>
              </Flex>
            );
          })}
        </Flex>
      </Box>
    </>
  );
}
