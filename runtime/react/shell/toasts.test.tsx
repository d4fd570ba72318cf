// The toast queue and its rendering in the panel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createStore } from '../../store.ts';
import { mergeConfig } from '../../config.ts';
import { createToastQueue, showToast, TOAST_NAV_OFFSET_PX } from '../../toasts.ts';
import { besideAnchor, TOAST_ANCHOR_GAP_PX } from './Toasts.tsx';
import { inAct, pagePlugin, renderWithRuntime, settle } from '../../../tests/render-app.tsx';

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

  it("shows a 'button' toast beside its button, for 4000 ms, and like a site toast when the button is gone", async () => {
    const { runtime, container } = await renderWithRuntime();
    const heart = document.createElement('button');
    document.body.append(heart);
    heart.getBoundingClientRect = () => new DOMRect(100, 200, 40, 40);
    await inAct(() => showToast(runtime.store, { message: 'Saved to favorites', target: 'button', anchor: heart }));
    expect(runtime.store.ui.toasts[0]?.durationMs).toBe(4000);
    const toast = screen.getByText('Saved to favorites').closest<HTMLElement>('.status-toast')!;
    expect(toast.closest('.status-toasts')!.getAttribute('data-placement')).toBe('page');
    expect(toast.hasAttribute('data-anchored')).toBe(true);
    // jsdom lays nothing out: a 0×0 toast is centred under the button's centre.
    expect(toast.style.position).toBe('fixed');
    expect(toast.style.top).toBe(`${240 + TOAST_ANCHOR_GAP_PX}px`);
    expect(toast.style.left).toBe('120px');
    await settle(4000);
    expect(container.querySelector('.status-toast')).toBeNull();

    heart.remove();
    await inAct(() => showToast(runtime.store, { message: 'Removed', target: 'button', anchor: heart }));
    const unanchored = screen.getByText('Removed').closest<HTMLElement>('.status-toast')!;
    expect(unanchored.hasAttribute('data-anchored')).toBe(false);
    expect(unanchored.style.position).toBe('');
  });
});

describe('a toast beside its button', () => {
  const viewport = { width: 390, height: 844 };
  const size = { width: 200, height: 56 };

  it('sits centred below the button', () => {
    expect(besideAnchor(new DOMRect(150, 100, 90, 44), size, viewport)).toEqual({ left: 95, top: 144 + TOAST_ANCHOR_GAP_PX });
  });

  it('stays 16 px inside the viewport at either side', () => {
    expect(besideAnchor(new DOMRect(0, 100, 40, 40), size, viewport).left).toBe(16);
    expect(besideAnchor(new DOMRect(360, 100, 30, 40), size, viewport).left).toBe(390 - 200 - 16);
  });

  it('goes above the button when there is no room below', () => {
    expect(besideAnchor(new DOMRect(150, 780, 90, 44), size, viewport).top).toBe(780 - TOAST_ANCHOR_GAP_PX - 56);
  });
});
