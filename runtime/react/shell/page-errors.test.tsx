// One broken plugin page must not take the panel down: its page shows an error state, reported with the
// plugin id, and the rest of the panel keeps working (a throwing heading keeps a default title).
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithRuntime } from '../../../tests/render-app.tsx';
import { testPlugin } from '../../testing/plugin.ts';

const Broken = () => {
  throw new Error('page exploded');
};

const brokenPages = testPlugin({
  id: 'broken-pages',
  routes: ['broken-page', 'broken-heading'],
  setup(ctx) {
    ctx.routes.add({ name: 'broken-page', authRequired: false, heading: 'Broken', load: async () => ({ default: Broken }) });
    ctx.routes.add({
      name: 'broken-heading',
      authRequired: false,
      heading: () => {
        throw new Error('heading exploded');
      },
      load: async () => ({ default: () => <p>Body still here</p> }),
    });
  },
});

// Their waits allow 10 s for a real import under load (npm test runs the unit tests beside the node ones): the
// tests get room for them.
describe('plugin page errors', { timeout: 30_000 }, () => {
  it('shows the error state in the page, reports the plugin, and the panel keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { runtime } = await renderWithRuntime({ plugins: [brokenPages] });
    runtime.open('#status-broken-page');
    // The page's chunk is a real import: under load it takes longer than a few fake milliseconds.
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain('could not be loaded'), { timeout: 10_000 });
    expect(screen.getByRole('dialog', { name: 'Broken' })).toBeVisible();
    // The nav still works: the For you tab opens.
    screen.getByRole('link', { name: 'For you' }).click();
    await vi.waitFor(() => expect(screen.getByRole('dialog', { name: 'For you' })).toBeVisible(), { timeout: 10_000 });
  });

  it('reports a failing page with the plugin id that added the route', async () => {
    const errors: { pluginId?: string; where: string }[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { runtime } = await renderWithRuntime({ plugins: [brokenPages], onError: (r) => errors.push(r) });
    runtime.open('#status-broken-page');
    await vi.waitFor(() => expect(errors).toContainEqual(expect.objectContaining({ pluginId: 'broken-pages', where: 'page broken-page' })), { timeout: 10_000 });
    runtime.navigate('#status-broken-heading');
    await vi.waitFor(() => expect(screen.getByText('Body still here')).toBeVisible(), { timeout: 10_000 });
    expect(screen.getByRole('dialog', { name: 'Broken heading' })).toBeVisible();
    expect(errors).toContainEqual(expect.objectContaining({ pluginId: 'broken-pages', where: 'heading of broken-heading' }));
  });
});
