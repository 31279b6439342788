import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { CategoryLinks } from './CategoryLinks.tsx';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (details: { open: boolean }) => void;
}

/** The category menu in a drawer, for narrow screens. */
export default function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Plan categories</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label="Plan categories (mobile)">
                <CategoryLinks gap="4" onNavigate={() => onOpenChange({ open: false })} />
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
