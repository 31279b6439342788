import type { SystemContext } from '@chakra-ui/react';
import { css } from '@emotion/react';
import { system } from './system.ts';

/**
 * Chakra's system for the server's renders, its global sheet (the reset and a CSS variable per
 * token, ~48 KB of CSS) serialised once per process: `ChakraProvider` hands it to emotion's
 * `Global`, which otherwise walks the styles and hashes their text on every render. Emotion takes
 * a serialised style as it is; the sheet's text and name are the same, so the browser's `Global`
 * finds the server's `<style>` and adopts it. The serialised style stands where Chakra's type says a
 * list of style objects: emotion takes it only as the one style it is given, not inside a list.
 */
export const serverSystem: SystemContext = { ...system, _global: css(system._global) as unknown as SystemContext['_global'] };
