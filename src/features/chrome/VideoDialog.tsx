import { Link, Stack } from '@chakra-ui/react';
import { ModalDialog } from '../../ui/ModalDialog.tsx';

/**
 * The video modal (spec 1 §2 Modals): a how-to video played in the page, with its address to open
 * elsewhere. Nothing is fetched until the visitor plays it (`preload="none"`).
 */
export default function VideoDialog({ title, src, open, onClose }: { title: string; src: string; open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} onClose={onClose} title={title} size="lg" fresh>
      <Stack gap="3">
        <video controls preload="none" src={src} aria-label={title} style={{ width: '100%', aspectRatio: '16 / 9', background: 'black' }}>
          <track kind="captions" />
        </video>
        <Link href={src} target="_blank" rel="noopener noreferrer" alignSelf="start">
          Open the video in a new tab
        </Link>
      </Stack>
    </ModalDialog>
  );
}
