import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the backdrop and the close button send this: the owning machine decides. */
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Mount the body on opening and drop it on closing, so each opening starts afresh. */
  fresh?: boolean;
  /** false: no close button, and Escape and the backdrop do nothing (a popup that gates the page). */
  dismissible?: boolean;
}

/** Every modal of the storefront: a titled dialog with a close button, open while its state is. */
export function ModalDialog({ open, title, onClose, children, footer, role = 'dialog', size, fresh = false, dismissible = true }: ModalDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => details.open || onClose()}
      placement="center"
      role={role}
      size={size}
      lazyMount={fresh}
      unmountOnExit={fresh}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={footer ? undefined : '6'}>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            {dismissible && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
