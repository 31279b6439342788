import { Button } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { useLazyDisclosure } from '../../ui/use-lazy-disclosure.ts';
import { HELP_CHAT_ROOM } from './room.ts';

// The panel (and its machine) loads on first open: the landing's first paint does not need it.
const HelpChatPanel = lazy(() => import('./HelpChatPanel.tsx'));

/**
 * A floating button opening the help chat's panel (spec 1 §2 Help chat widget). It never hides a
 * control: a control taking focus scrolls clear of the strip it floats in (scroll padding), and
 * the layout ends with that strip's room, so the page's last controls scroll above it.
 */
export function HelpChatWidget() {
  const panel = useLazyDisclosure();
  return (
    <>
      <Global styles={{ html: { scrollPaddingBottom: HELP_CHAT_ROOM } }} />
      <Button
        position="fixed"
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
