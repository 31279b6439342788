// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastTitles, type ToastType } from '../../src/api/client.ts';
import { LazyToaster } from '../../src/ui/LazyToaster.tsx';
import { raiseToast } from '../../src/ui/toasts.ts';
import { renderWithProviders } from './render.tsx';

afterEach(cleanup);

describe('toasts', () => {
  it('mount the toaster with the first toast and show it', async () => {
    renderWithProviders(<LazyToaster />);
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    raiseToast('warning', 'Warning!', 'Invalid Zip code');
    expect(await screen.findByText('Invalid Zip code')).toBeTruthy();
    expect(screen.getByText('Warning!')).toBeTruthy();
  });

  // spec 1 §8: the shared request helper's titles, as the visitor reads them
  it.each([
    ['warning', 'Warning!'],
    ['success', 'Success!'],
    ['info', 'Info!'],
  ] as const)('a %s toast is titled %s', async (type: ToastType, title) => {
    renderWithProviders(<LazyToaster />);
    raiseToast(type, toastTitles[type], `a ${type} body`);
    // the toaster's store outlives a render: read the title inside this toast
    const toast = (await screen.findByText(`a ${type} body`)).closest<HTMLElement>('[data-scope="toast"][data-part="root"]');
    expect(within(toast!).getByText(title)).toBeTruthy();
  });
});
