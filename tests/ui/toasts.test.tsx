// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
