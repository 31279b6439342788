import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const readIfPresent = async (file: string) => {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * A secret kept in DATA_DIR (owner-only, mode 0600): the file's text when it exists; otherwise
 * `generate()` written once. Written whole under a temporary name and then linked into place, so
 * several processes starting together on one DATA_DIR all end up with the same, complete value.
 */
export const dataDirSecret = async (dataDir: string, name: string, generate: () => string): Promise<string> => {
  const file = path.join(dataDir, name);
  const stored = await readIfPresent(file);
  if (stored !== null) return stored;
  await mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${randomBytes(8).toString('hex')}`;
  await writeFile(temporary, `${generate()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  return (await readIfPresent(file))!;
};
