// A page shows a skeleton only when loading takes over 300 ms.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { pagePlugin, renderWithRuntime, settle } from '../../../tests/render-app.tsx';

describe('page skeleton', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is not shown for a page that loads in 200 ms', async () => {
    const { runtime } = await renderWithRuntime({ plugins: [pagePlugin({ name: 'quick' }, { loadMs: 200 })] });
    runtime.open('#status-quick');
    await settle(100);
    expect(screen.queryByText('Loading')).toBeNull();
    await settle(100);
    expect(screen.getByText('quick page')).toBeVisible();
    await settle(500);
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('is shown after 300 ms for a page that loads in 500 ms, then replaced by the page', async () => {
    const { runtime } = await renderWithRuntime({ plugins: [pagePlugin({ name: 'slow' }, { loadMs: 500 })] });
    runtime.open('#status-slow');
    await settle(299);
    expect(screen.queryByText('Loading')).toBeNull();
    await settle(1);
    expect(screen.getByText('Loading')).toBeVisible();
    expect(document.querySelector('.status-page')?.getAttribute('aria-busy')).toBe('true');
    await settle(200);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('slow page')).toBeVisible();
  });

  it('shows an error note when the page chunk fails to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = pagePlugin({ name: 'broken', load: () => Promise.reject(new Error('chunk 404')) });
    const { runtime } = await renderWithRuntime({ plugins: [failing] });
    runtime.open('#status-broken');
    await settle(10);
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
