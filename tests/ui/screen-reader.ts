import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach } from 'vitest';

afterEach(() => virtual.stop());

/**
 * What a screen reader (@guidepup/virtual-screen-reader) says reading `container` once through
 * with its next key, a phrase per stop: headings with their level, each control with its name,
 * state and messages, each message where it is read.
 */
export const spokenThrough = async (container: Element) => {
  await virtual.start({ container });
  const first = await virtual.lastSpokenPhrase();
  // at the end it wraps round to the start
  for (let stop = 0; stop < 400; stop++) {
    await virtual.next();
    if ((await virtual.lastSpokenPhrase()) === first) break;
  }
  return (await virtual.spokenPhraseLog()).slice(0, -1);
};
