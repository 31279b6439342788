import { CloseButton, Drawer, HStack, Portal } from '@chakra-ui/react';
import type { LandingOwner } from '../../../machines/chrome/chrome.connect.ts';
import { AboutButton } from './AboutButton.tsx';
import { CategoryLinks } from './CategoryLinks.tsx';
import { RoleHomeLink } from './RoleHomeLink.tsx';

interface MobileMenuProps {
  owner: LandingOwner | null;
  open: boolean;
  onOpenChange: (details: { open: boolean }) => void;
}

/**
 * The Menu in a drawer, for narrow screens: the plan categories, and below lg the role home and
 * About at its top (the header's bar has no room for them there). Named
 * 'Menu', as its button: spec 1 §2 calls it the mobile menu and gives it no title.
 */
export default function MobileMenu({ owner, open, onOpenChange }: MobileMenuProps) {
  const close = () => onOpenChange({ open: false });
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <HStack gap="3" mb="6" hideFrom="lg">
                <RoleHomeLink onNavigate={close} />
                {owner && <AboutButton owner={owner} variant="outline" />}
              </HStack>
              <nav aria-label="Plan categories (mobile)">
                <CategoryLinks gap="4" onNavigate={close} />
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
