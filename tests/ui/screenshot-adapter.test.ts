// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';

const call = vi.fn();
vi.mock('../../src/adapters/api-call.ts', () => ({ call: (...args: unknown[]) => call(...args) }));
// html2canvas draws when the test says: until then the capture is under way
let draw = (): void => undefined;
const html2canvas = vi.fn(() => new Promise((resolve) => (draw = () => resolve({ toDataURL: () => 'data:image/png;base64,AAAA' }))));
vi.mock('html2canvas-pro', () => ({ default: html2canvas }));

const { screenshotActor } = await import('../../src/adapters/screenshot.ts');

afterEach(() => {
  document.body.replaceChildren();
  call.mockReset();
  html2canvas.mockClear();
});

describe("the cart's screenshot", () => {
  it('is done once the cart is frozen, so checkout goes on while the picture is drawn and sent after', async () => {
    document.body.innerHTML = '<div id="cart-capture"><p>BrightSmile Dental Basic</p></div>';
    const input = { enrollment_id: 'TE1', name: 'cart_info' };
    await expect(toPromise(createActor(screenshotActor('cart-capture'), { input }).start())).resolves.toBeUndefined();
    expect(call).not.toHaveBeenCalled();

    // the cart may be gone by now: the copy taken at checkout is what is drawn
    document.getElementById('cart-capture')!.remove();
    await vi.waitFor(() => expect(html2canvas).toHaveBeenCalled(), { timeout: 3000 });
    expect((html2canvas.mock.calls[0] as unknown as [HTMLElement])[0].textContent).toBe('BrightSmile Dental Basic');
    draw();
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith('saveScreenshot', { ...input, image: 'data:image/png;base64,AAAA' }));
    expect(document.body.children).toHaveLength(0);
  });

  it('fails without the cart on the page (checkout logs it and goes on)', async () => {
    const actor = createActor(screenshotActor('cart-capture'), { input: { enrollment_id: 'TE1', name: 'cart_info' } }).start();
    await expect(toPromise(actor)).rejects.toThrow('nothing to capture: no element #cart-capture');
  });
});
