import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { LandingOwner } from '../../../machines/chrome/chrome.connect.ts';
import { useLazyDisclosure } from '../../ui/use-lazy-disclosure.ts';

// Dialog code loads on first open: the landing's first paint does not need it.
const AboutDialog = lazy(() => import('./AboutDialog.tsx'));

/** The About button and its modal about the landing's owner (spec 1 §2). */
export function AboutButton({ owner, ...button }: ButtonProps & { owner: LandingOwner }) {
  const about = useLazyDisclosure();
  return (
    <>
      <Button variant="ghost" size="sm" onClick={about.show} {...button}>
        About
      </Button>
      <Suspense>{about.mounted && <AboutDialog owner={owner} open={about.open} onOpenChange={about.onOpenChange} />}</Suspense>
    </>
  );
}
