// What the panel renders again, and when (main-thread time on a phone). The panel surface's header,
// nav and toasts render with the surface: once for the opening commit, not a second time when the action
// panels' layer attaches, and not whenever a plugin's state changes (the deferred plugins start right after a
// first open and each writes its state: six times in a guest's first open, measured in Chromium).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { testPlugin } from '../../testing/plugin.ts';
import { inAct, renderWithRuntime, settle } from '../../../tests/render-app.tsx';

const header = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./Header.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('./Header.tsx')>();
  return {
    ...original,
    Header(props: ComponentProps<typeof original.Header>) {
      header.renders++;
      return <original.Header {...props} />;
    },
  };
});

interface Counter {
  count: number;
}
let counter: Counter | undefined;
const statefulPlugin = testPlugin({
  id: 'test-counter',
  setup(ctx) {
    counter = ctx.state<Counter>({ count: 0 });
  },
});

describe('panel renders', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    header.renders = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('renders the header once in the opening commit, and not again when a plugin writes its state', async () => {
    const { runtime } = await renderWithRuntime({ plugins: [statefulPlugin] });
    runtime.open('#status');
    await settle();
    expect(screen.getByRole('dialog', { name: 'For you' })).toBeVisible();
    expect(header.renders).toBe(1);

    await inAct(() => {
      counter!.count++;
    });
    await settle(100);
    expect(runtime.store.plugins['test-counter']).toEqual({ count: 1 });
    expect(header.renders).toBe(1);

    // What the header shows still follows the store: the route.
    await inAct(() => runtime.navigate('#status-orders'));
    await settle(1000);
    expect(screen.getByRole('dialog', { name: 'Orders' })).toBeVisible();
    expect(header.renders).toBeGreaterThan(1);
  });
});
