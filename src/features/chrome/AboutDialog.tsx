import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { LandingOwner } from '../../../machines/chrome/chrome.connect.ts';
import { siteQueries } from '../../adapters/site-queries.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';

interface AboutDialogProps {
  owner: LandingOwner;
  open: boolean;
  onOpenChange: (details: { open: boolean }) => void;
}

/** About modal: the rep's or group's display name and bio (about-page calls). */
export default function AboutDialog({ owner, open, onOpenChange }: AboutDialogProps) {
  const about = useQuery(siteQueries.about(owner)).data;
  return (
    <ModalDialog open={open} onClose={() => onOpenChange({ open: false })} title={about?.display_name ?? 'About'} size="md">
      <Text whiteSpace="pre-line">{about?.bio}</Text>
    </ModalDialog>
  );
}
