import { Button } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { useLazyDisclosure } from '../../ui/use-lazy-disclosure.ts';
import { HELP_CHAT_FLOATS, HELP_CHAT_ROOM, HELP_CHAT_WIDTH } from './room.ts';

// The panel (and its machine) loads on first open: the landing's first paint does not need it.
const HelpChatPanel = lazy(() => import('./HelpChatPanel.tsx'));

/**
 * The button opening the help chat's panel (spec 1 §2 Help chat widget), rendered in the layout's
 * last strip. It never hides a control (room.ts): on a phone it is docked in that strip; from
 * `HELP_CHAT_FLOATS` up it floats at the window's bottom right, beside the content's column, and a
 * control taking focus scrolls clear of the strip it floats in (scroll padding).
 */
// Chakra's breakpoint, for the one style written outside Chakra's props
const FLOATS_FROM = '48rem';

export function HelpChatWidget() {
  const panel = useLazyDisclosure();
  return (
    <>
      <Global styles={{ [`@media screen and (min-width: ${FLOATS_FROM})`]: { html: { scrollPaddingBottom: HELP_CHAT_ROOM } } }} />
      <Button
        position={{ base: 'absolute', [HELP_CHAT_FLOATS]: 'fixed' }}
        w={HELP_CHAT_WIDTH}
        bottom="4"
        right="4"
        zIndex="overlay"
        rounded="full"
        shadow="md"
        aria-expanded={panel.open}
        onClick={() => (panel.open ? panel.onOpenChange({ open: false }) : panel.show())}
      >
        Help chat
      </Button>
      <Suspense>{panel.mounted && panel.open && <HelpChatPanel onClose={() => panel.onOpenChange({ open: false })} />}</Suspense>
    </>
  );
}
