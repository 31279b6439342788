import { expect, type Page } from '@playwright/test';

// Agreement & Signature on the page (spec 3 §2.4, §4.3, §5; docs/demo-data.md): helpers for the
// journeys that pass through it.

/** Maria's verification answer (demo data: "What is your mother's maiden name?"). */
export const VERIFICATION_ANSWER = 'Garcia';

export const agreementForm = (page: Page) => page.getByRole('form', { name: 'Agreement & Signature' });
export const signaturePad = (page: Page) => page.getByRole('img', { name: 'Signature pad' });

/** Checks the agreement text's box (its label names the text's heading). */
export const agree = (page: Page, textHead: string) => agreementForm(page).getByText(`I have read and agree to the ${textHead}`, { exact: true }).click();

/** A signature drawn with the mouse on the pad: two strokes. */
export const drawSignature = async (page: Page) => {
  const pad = signaturePad(page);
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const stroke = async (points: [number, number][]) => {
    await page.mouse.move(box.x + points[0]![0], box.y + points[0]![1]);
    await page.mouse.down();
    for (const [x, y] of points.slice(1)) await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
    await page.mouse.up();
  };
  await stroke([[30, 110], [60, 40], [90, 110], [120, 50], [150, 100], [190, 60]]);
  await stroke([[210, 100], [260, 45], [300, 105], [340, 70]]);
};

/** A signature drawn with a finger: touch events (Chromium's touch emulation) across the pad. */
export const drawSignatureByTouch = async (page: Page) => {
  const pad = signaturePad(page);
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const at = (x: number, y: number) => [{ x: box.x + x, y: box.y + y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(40, 100) });
  for (const [x, y] of [[80, 50], [120, 110], [160, 60], [220, 100]] as const) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
  await cdp.detach();
};

/**
 * Fills the agreement in whichever mode the page shows (rep, group, applicant, sigapplicant):
 * every text agreed to, the verification answer when asked, a signature drawn when asked.
 */
export const fillAgreement = async (page: Page) => {
  await expect(page).toHaveURL(/\/enrollment\/agreement-signature$/);
  const form = agreementForm(page);
  await expect(form).toBeVisible();
  const labels = form.getByText(/^I have read and agree to the /);
  for (let index = 0; index < (await labels.count()); index += 1) {
    const box = form.getByRole('checkbox').nth(index);
    if (!(await box.isChecked())) await labels.nth(index).click();
    await expect(box).toBeChecked();
  }
  const answer = form.getByRole('textbox', { name: 'Answer' });
  if ((await answer.count()) > 0) await answer.fill(VERIFICATION_ANSWER);
  if ((await signaturePad(page).count()) > 0) {
    await form.getByText('Draw my signature', { exact: true }).click();
    await drawSignature(page);
  }
};

/** Completes the agreement (`fillAgreement`), then Next, which leaves the step. */
export const completeAgreement = async (page: Page) => {
  await fillAgreement(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).not.toHaveURL(/\/enrollment\/agreement-signature$/);
};
