import { AspectRatio, Image } from '@chakra-ui/react';

/** The banners' shape (the seeded ones are 1200 × 320): the box is reserved before the picture loads. */
export const BANNER_RATIO = 1200 / 320;

/** A site's or landing's banner picture: decorative (the page's heading says whose it is). */
export function BannerImage({ src }: { src: string }) {
  return (
    <AspectRatio ratio={BANNER_RATIO}>
      <Image src={src} alt="" objectFit="cover" />
    </AspectRatio>
  );
}
