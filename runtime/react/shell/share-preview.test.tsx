// In Shopify share-preview mode a notice replaces the widget.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HELP_CENTER_URL } from '../../dom/panel-constants.ts';
import { renderWithRuntime, settle } from '../../../tests/render-app.tsx';

describe('share-preview notice', { timeout: 20_000 }, () => {
  it('replaces the pages and the nav with the Heads up! notice and a help-center link', async () => {
    const { runtime } = await renderWithRuntime({ initData: { sharePreview: true } });
    runtime.open('#status-orders');
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Heads up!' });
    expect(dialog.textContent).toContain("doesn't work with Shopify's share preview feature");
    const help = screen.getByRole('link', { name: /Visit help center/ });
    expect(help.getAttribute('href')).toBe(HELP_CENTER_URL);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get login code' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  });
});
