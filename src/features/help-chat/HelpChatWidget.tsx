import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useLazyDisclosure } from '../../ui/use-lazy-disclosure.ts';

// The panel (and its machine) loads on first open: the landing's first paint does not need it.
const HelpChatPanel = lazy(() => import('./HelpChatPanel.tsx'));

/** A floating button opening the help chat's panel (spec 1 §2 Help chat widget). */
export function HelpChatWidget() {
  const panel = useLazyDisclosure();
  return (
    <>
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
