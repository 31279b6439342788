import { fromPromise } from 'xstate';
import type { ScreenshotRequest } from '../../machines/shared/effects.ts';
import { call } from './api-call.ts';

/**
 * The `saveScreenshot` actor of flows: renders the element with id `elementId` to a PNG with
 * html2canvas-pro (loaded on first use, it is large) and sends it with save-screenshot.
 */
export const screenshotActor = (elementId: string) =>
  fromPromise<void, ScreenshotRequest>(async ({ input, signal }) => {
    const element = document.getElementById(elementId);
    if (!element) throw new Error(`nothing to capture: no element #${elementId}`);
    const { default: html2canvas } = await import('html2canvas-pro');
    const canvas = await html2canvas(element);
    await call('saveScreenshot', { ...input, image: canvas.toDataURL('image/png') }, { signal });
  });
