import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { loyaltyExample, storeTweakExample } from './example-plugins.tsx';
import { createTestRuntime, renderWithRuntime } from '../../runtime/testing/index.ts';
import { Slot } from '../../runtime/react/Slot.tsx';

async function start() {
  const runtime = createTestRuntime({ plugins: [loyaltyExample, storeTweakExample] });
  const report = await runtime.start();
  return { runtime, report };
}

describe('example plugins', () => {
  it('start through the public plugin API', async () => {
    const { report } = await start();
    expect(report).toEqual({ started: ['example-loyalty', 'store-tweaks'], skipped: [], disabled: [] });
  });

  it('add routes the router resolves, with auth and previous page honoured', async () => {
    const { runtime } = await start();
    expect(runtime.open('#status-gift-guide').name).toBe('gift-guide');
    // Rewards needs a signed-in customer: a guest lands on foryou and the route is remembered.
    expect(runtime.navigate('#status-example-rewards').name).toBe('foryou');
    expect(runtime.router.takeRedirect()).toBe('#status-example-rewards');
    runtime.store.auth.isSignedIn = true;
    runtime.store.customer = { customerId: '9' };
    expect(runtime.navigate('#status-example-rewards').name).toBe('example-rewards');
    expect(runtime.store.ui.route?.name).toBe('example-rewards');
  });

  it('fill slots: the points card only for a signed-in customer', async () => {
    const { runtime } = await renderWithRuntime({
      plugins: [loyaltyExample, storeTweakExample],
      ui: (
        <>
          <Slot id="forYou.points" />
          <Slot id="forYou.collections.before" />
        </>
      ),
    });
    expect(screen.getByRole('link', { name: 'Browse the gift guide' })).toBeVisible();
    expect(screen.queryByText('120 Acme points')).toBeNull();
    runtime.store.auth.isSignedIn = true;
    runtime.store.customer = { customerId: '9' };
    expect(await screen.findByRole('link', { name: '120 Acme points' })).toBeVisible();
  });

  it('tap hooks: open counts in plugin state, route changes are tracked', async () => {
    const { runtime } = await start();
    const tracked = vi.fn();
    runtime.hooks.track.tap('test-analytics', tracked);
    runtime.open();
    runtime.navigate('#status-gift-guide');
    expect(runtime.store.plugins['example-loyalty']).toEqual({ opens: 1 });
    expect(tracked).toHaveBeenCalledWith({ event: 'store_page_viewed', data: { page: 'gift-guide' } });
  });
});
