import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { siteQueries, type LandingOwner } from '../../api/queries.ts';

interface AboutDialogProps {
  owner: LandingOwner;
  open: boolean;
  onOpenChange: (details: { open: boolean }) => void;
}

/** About modal: the rep's or group's display name and bio (about-page calls). */
export default function AboutDialog({ owner, open, onOpenChange }: AboutDialogProps) {
  const about = useQuery(siteQueries.about(owner)).data;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{about?.display_name ?? 'About'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-line">{about?.bio}</Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
