// Where Debian's Chromium is: tests never download a browser of their own.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Exits with one line saying how to install Chromium when it is missing. */
export const requireChromium = () => {
  if (existsSync(chromiumPath)) return;
  console.error(`Chromium not found at ${chromiumPath}: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH).`);
  process.exit(1);
};
