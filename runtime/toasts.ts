// The toast queue: plain TS over `store.ui.toasts`, no React. The array is the queue
// and its head is the one toast on screen; only the head's timer runs. Plugins show toasts with
// `showToast(ctx.store, { message })`; a toast pushed straight onto `store.ui.toasts` is picked up too.
//
// Rules: one active at a time; 4000 ms by default, 8000 ms for site toasts; hovering or focusing a toast
// pauses it, and resuming gives it its remaining time plus 2 s. Targets: 'widget' (in the panel), 'site'
// (on the page), 'button' (on the page beside its `anchor`, e.g. the favorite heart that was pressed).
import { ref, subscribe } from 'valtio/vanilla';
import type { Store, Toast } from './store.ts';

export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SITE_MS = 8000;
export const TOAST_PAUSE_BONUS_MS = 2000;
/** Widget toasts sit this far above the panel's bottom edge while the bottom nav shows (its height). */
export const TOAST_NAV_OFFSET_PX = 61;

export type ToastInput = Pick<Toast, 'message'> & Partial<Omit<Toast, 'id' | 'message'>>;

export interface ToastQueue {
  /** Queues a toast; returns its id. */
  show(input: ToastInput): number;
  /** Removes a toast, active or queued; the next one starts. */
  dismiss(id: number): void;
  /** Stops the active toast's timer (hover or focus). */
  pause(id: number): void;
  /** Restarts it with the time it had left plus TOAST_PAUSE_BONUS_MS. */
  resume(id: number): void;
  dispose(): void;
}

export function defaultToastDuration(target: Toast['target']): number {
  return target === 'site' ? TOAST_SITE_MS : TOAST_DEFAULT_MS;
}

interface ActiveToast {
  id: number;
  remaining: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export function createToastQueue(store: Store): ToastQueue {
  let nextId = 1;
  let active: ActiveToast | null = null;

  const stopTimer = () => {
    if (active?.timer) clearTimeout(active.timer);
    if (active) active.timer = null;
  };

  const startTimer = (entry: ActiveToast) => {
    entry.startedAt = Date.now();
    entry.timer = setTimeout(() => queue.dismiss(entry.id), entry.remaining);
  };

  /** Starts the head's timer when the head changed; idempotent. */
  const sync = () => {
    const head = store.ui.toasts[0];
    if (active && head?.id === active.id) return;
    stopTimer();
    active = null;
    if (!head) return;
    active = { id: head.id, remaining: head.durationMs, startedAt: 0, timer: null };
    startTimer(active);
  };

  const unsubscribe = subscribe(store.ui, sync);

  const queue: ToastQueue = {
    show(input) {
      const target = input.target ?? 'widget';
      const id = Math.max(nextId, ...store.ui.toasts.map((t) => t.id + 1));
      nextId = id + 1;
      store.ui.toasts.push({
        tone: 'default',
        ...input,
        ...(input.anchor ? { anchor: ref(input.anchor) } : {}),
        id,
        target,
        durationMs: input.durationMs ?? defaultToastDuration(target),
      });
      sync();
      return id;
    },
    dismiss(id) {
      const index = store.ui.toasts.findIndex((t) => t.id === id);
      if (index !== -1) store.ui.toasts.splice(index, 1);
      sync();
    },
    pause(id) {
      if (!active || active.id !== id || !active.timer) return;
      stopTimer();
      active.remaining = Math.max(0, active.remaining - (Date.now() - active.startedAt));
    },
    resume(id) {
      if (!active || active.id !== id || active.timer) return;
      active.remaining += TOAST_PAUSE_BONUS_MS;
      startTimer(active);
    },
    dispose() {
      stopTimer();
      unsubscribe();
    },
  };
  return queue;
}

// One queue per runtime store, created on first use: keyed by the store, so runtimes never share one.
const queues = new WeakMap<Store, ToastQueue>();

export function toastQueueFor(store: Store): ToastQueue {
  let queue = queues.get(store);
  if (!queue) queues.set(store, (queue = createToastQueue(store)));
  return queue;
}

/** Shows a toast through the runtime's queue: `showToast(ctx.store, { message: t('saved'), tone: 'success' })`. */
export function showToast(store: Store, input: ToastInput): number {
  return toastQueueFor(store).show(input);
}
