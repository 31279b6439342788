import { fromPromise } from 'xstate';
import type { ScreenshotRequest } from '../../machines/shared/effects.ts';
import { call } from './api-call.ts';

/**
 * A copy of `element` frozen as it shows now (typed values and chosen options included), laid
 * out off screen: the flow moves on (the next step, the wizard after the cart) right after, so
 * the capture must not follow the live element.
 */
const frozenCopy = (element: HTMLElement): HTMLElement => {
  const copy = element.cloneNode(true) as HTMLElement;
  const selects = element.querySelectorAll('select');
  copy.querySelectorAll('select').forEach((select, index) => {
    select.selectedIndex = selects[index]?.selectedIndex ?? -1;
  });
  // no duplicate ids while the copy is in the document (the step form's id drives Next)
  copy.removeAttribute('id');
  copy.querySelectorAll('[id]').forEach((node) => node.removeAttribute('id'));
  // nor references to ids from inside it: they would name the page's own elements (IBM aria_id_unique, label_ref_valid)
  const references = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls'];
  copy.querySelectorAll(references.map((name) => `[${name}]`).join(',')).forEach((node) => references.forEach((name) => node.removeAttribute(name)));
  copy.setAttribute('aria-hidden', 'true');
  // hidden from assistive technology, so nothing in it may take focus either (axe aria-hidden-focus)
  copy.setAttribute('inert', '');
  copy.querySelectorAll('a[href], button, input, select, textarea, [tabindex]').forEach((node) => node.setAttribute('tabindex', '-1'));
  Object.assign(copy.style, { position: 'fixed', left: '-10000px', top: '0', width: `${element.offsetWidth || 1024}px` });
  return copy;
};

/** The element with id `elementId`, frozen for a capture (see frozenCopy); throws when there is none. */
export const copyToCapture = (elementId: string): HTMLElement => {
  const element = document.getElementById(elementId);
  if (!element) throw new Error(`nothing to capture: no element #${elementId}`);
  return frozenCopy(element);
};

/**
 * Resolves after the next page has had time to load and paint, once the browser is idle: the
 * capture is a long task (html2canvas clones the whole document) and must not hold up the page
 * the visitor moves on to.
 */
const CAPTURE_DELAY_MS = 1000;
const afterNextPage = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : resolve()), CAPTURE_DELAY_MS),
  );

/**
 * Renders the frozen `copy` to a PNG with html2canvas-pro (loaded on first use, it is large) once
 * the next page has painted, and sends it with save-screenshot. Best effort: it never rejects, a
 * failure is logged.
 */
export const sendCapture = async (copy: HTMLElement, input: ScreenshotRequest) => {
  try {
    await afterNextPage();
    document.body.appendChild(copy);
    const { default: html2canvas } = await import('html2canvas-pro');
    const canvas = await html2canvas(copy);
    await call('saveScreenshot', { ...input, image: canvas.toDataURL('image/png') });
  } catch (error) {
    console.error(error);
  } finally {
    copy.remove();
  }
};

/**
 * The cart's `saveScreenshot` actor: done as soon as the element with id `elementId` is frozen,
 * so checkout goes on to the wizard at once; the picture is drawn and sent after (sendCapture).
 * Drawn before moving on, it held the visitor at 'Checking out' for the whole capture.
 */
export const screenshotActor = (elementId: string) =>
  fromPromise<void, ScreenshotRequest>(async ({ input }) => {
    void sendCapture(copyToCapture(elementId), input);
  });
