import { Box, Flex, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { siteQueries } from '../../adapters/site-queries.ts';
import { BANNER_RATIO, BannerImage } from '../chrome/BannerImage.tsx';
import { useChrome } from '../chrome/chrome-actor.tsx';

/**
 * The rep's or group's landing info above the quote (spec 1 §3): banner, image, display name and
 * bio. Nothing on the main host unless the visitor came as a group (spec 1 §6, the chrome's `landing`);
 * a placeholder of the same shape while it loads.
 */
export function LandingInfo() {
  const shown = useChrome().landingShown;
  const info = useQuery(siteQueries.landingInfo(shown));
  if (shown === null) return null;
  if (info.isPending) return <Skeleton aria-hidden borderRadius="l3" aspectRatio={BANNER_RATIO} />;
  if (!info.data) return null;
  const { banner_image: banner, image, display_name: name, agent_bio: bio } = info.data;
  return (
    <Stack as="section" aria-labelledby="landing-owner" gap="0" borderWidth="1px" borderRadius="l3" overflow="hidden" bg="bg.panel">
      {banner && <BannerImage src={banner} />}
      <Flex gap="4" p={{ base: '4', md: '6' }} align="center">
        {image && (
          <Box flexShrink="0">
            <Image src={image} alt="" boxSize={{ base: '14', md: '20' }} borderRadius="full" />
          </Box>
        )}
        <Stack gap="1">
          <Heading as="h2" id="landing-owner" size="lg">
            {name}
          </Heading>
          {bio && <Text color="fg.muted">{bio}</Text>}
        </Stack>
      </Flex>
    </Stack>
  );
}
