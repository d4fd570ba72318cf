// The toast queue (SPEC §4 Toasts, §9) and its rendering in the panel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createStore } from '../../runtime/store.ts';
import { mergeConfig } from '../../runtime/config.ts';
import { createToastQueue, showToast, TOAST_NAV_OFFSET_PX } from '../../runtime/toasts.ts';
import { inAct, pagePlugin, renderWithRuntime, settle } from './harness.tsx';

function freshStore() {
  const { config, settings } = mergeConfig({ initData: { shopId: 'shop' } });
  return createStore(config, settings);
}

describe('toast queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time, each for 4000 ms by default', () => {
    const store = freshStore();
    const queue = createToastQueue(store);
    queue.show({ message: 'first' });
    queue.show({ message: 'second' });
    expect(store.ui.toasts.map((t) => t.message)).toEqual(['first', 'second']);
    vi.advanceTimersByTime(3999);
    expect(store.ui.toasts[0]?.message).toBe('first');
    vi.advanceTimersByTime(1);
    expect(store.ui.toasts.map((t) => t.message)).toEqual(['second']);
    // The second one's 4000 ms start only when it becomes active.
    vi.advanceTimersByTime(3999);
    expect(store.ui.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.ui.toasts).toHaveLength(0);
  });

  it('keeps site toasts for 8000 ms', () => {
    const store = freshStore();
    const queue = createToastQueue(store);
    queue.show({ message: 'saved', target: 'site' });
    expect(store.ui.toasts[0]?.durationMs).toBe(8000);
    vi.advanceTimersByTime(7999);
    expect(store.ui.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.ui.toasts).toHaveLength(0);
  });

  it('pauses, and resumes with the remaining time plus 2 s', () => {
    const store = freshStore();
    const queue = createToastQueue(store);
    const id = queue.show({ message: 'hello' });
    vi.advanceTimersByTime(1000);
    queue.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(store.ui.toasts).toHaveLength(1);
    queue.resume(id);
    // 3000 ms were left, plus 2000.
    vi.advanceTimersByTime(4999);
    expect(store.ui.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.ui.toasts).toHaveLength(0);
  });

  it('dismisses a toast early and starts the next', () => {
    const store = freshStore();
    const queue = createToastQueue(store);
    const first = queue.show({ message: 'first' });
    queue.show({ message: 'second', target: 'site' });
    queue.dismiss(first);
    expect(store.ui.toasts[0]?.message).toBe('second');
    vi.advanceTimersByTime(7999);
    expect(store.ui.toasts).toHaveLength(1);
  });

  it('picks up a toast pushed straight onto the store', async () => {
    const store = freshStore();
    createToastQueue(store);
    store.ui.toasts.push({ id: 7, message: 'direct', tone: 'default', target: 'widget', durationMs: 1000 });
    await Promise.resolve(); // valtio notifies in a microtask
    vi.advanceTimersByTime(1000);
    expect(store.ui.toasts).toHaveLength(0);
  });
});

describe('toasts in the panel', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the active toast in a live region, offset above the nav when it shows', async () => {
    const { runtime, container } = await renderWithRuntime({ plugins: [pagePlugin({ name: 'one-collection', floatingNav: true })] });
    runtime.open('#status');
    await settle();
    await inAct(() => {
      showToast(runtime.store, { message: 'Item saved', tone: 'success' });
      showToast(runtime.store, { message: 'Second' });
    });
    const region = container.querySelector<HTMLElement>('.status-toasts[data-placement="panel"]')!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Item saved');
    expect(region.textContent).not.toContain('Second');
    expect(region.style.bottom).toBe(`${TOAST_NAV_OFFSET_PX}px`);

    // A page without the bottom nav: no offset.
    runtime.navigate('#status-one-collection');
    await settle();
    expect(container.querySelector<HTMLElement>('.status-toasts[data-placement="panel"]')!.style.bottom).toBe('0px');
  });

  it('pauses while hovered and resumes with 2 s more', async () => {
    const { runtime } = await renderWithRuntime();
    runtime.open('#status');
    await settle();
    await inAct(() => showToast(runtime.store, { message: 'Hover me' }));
    const toast = screen.getByText('Hover me').closest('.status-toast')!;
    await settle(1000);
    fireEvent.mouseEnter(toast);
    await settle(10_000);
    expect(screen.queryByText('Hover me')).not.toBeNull();
    fireEvent.mouseLeave(toast);
    await settle(4999);
    expect(screen.queryByText('Hover me')).not.toBeNull();
    await settle(1);
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('shows toasts on the page while the panel is closed, and runs actions', async () => {
    const { runtime, container } = await renderWithRuntime();
    const undo = vi.fn();
    await inAct(() => showToast(runtime.store, { message: 'Collection deleted', target: 'site', action: { label: 'Undo', run: undo } }));
    const region = container.querySelector<HTMLElement>('.status-toasts[data-placement="page"]')!;
    expect(region.textContent).toContain('Collection deleted');
    await inAct(() => fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(runtime.store.ui.toasts).toHaveLength(0);
  });
});
