import type { BrowserContext, Page } from '@playwright/test';

/** Adds `latency` milliseconds to every request's round trip from `page` (Chromium's network emulation), as a phone's network would. */
export const addLatency = async (context: BrowserContext, page: Page, latency: number) => {
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
};
