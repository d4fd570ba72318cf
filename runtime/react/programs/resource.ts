// A program's data for the signed-in customer (points, a gift card, a subscription link): asked once per
// customer (again after `maxAgeMs`, or on retry), shared by every component that shows it, and never another
// customer's (a sign-out or a switch of account starts over). Plain state with a React hook on top.
import { useEffect, useSyncExternalStore } from 'react';

export type ResourceView<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

interface Entry<T> {
  customerId: string;
  view: ResourceView<T>;
  fetchedAt: number;
  inflight: Promise<T> | null;
}

export interface CustomerResource<T> {
  /** The data for `customerId` (null: nobody), loading it when missing or stale; re-renders as it changes. */
  use(customerId: string | null): ResourceView<T> & { retry(): void };
  /** The data for `customerId`, fresh within `maxAgeMs` (what a click handler awaits). */
  get(customerId: string): Promise<T>;
}

export interface CustomerResourceOptions {
  /** How long an answer is used before it is asked again (the subscription link: 60 s). Default: for the visit. */
  maxAgeMs?: number;
  /** Failures go here (ctx.report), besides the card's error state. */
  report?: (error: unknown) => void;
  now?: () => number;
}

const LOADING = { status: 'loading', data: null, error: null } as const;

export function createCustomerResource<T>(load: (customerId: string) => Promise<T>, options: CustomerResourceOptions = {}): CustomerResource<T> {
  const now = options.now ?? Date.now;
  const maxAge = options.maxAgeMs ?? Infinity;
  const listeners = new Set<() => void>();
  let entry: Entry<T> | null = null;
  const notify = () => listeners.forEach((listener) => listener());

  const fresh = (customerId: string) =>
    entry?.customerId === customerId && (entry.inflight || (entry.view.status === 'ready' && now() - entry.fetchedAt < maxAge));

  const fetch = (customerId: string): Promise<T> => {
    if (entry?.customerId !== customerId) entry = { customerId, view: LOADING, fetchedAt: 0, inflight: null };
    const mine = entry;
    if (mine.view.status === 'error') mine.view = LOADING;
    const promise = load(customerId).then(
      (data) => {
        if (entry === mine) Object.assign(mine, { view: { status: 'ready', data, error: null }, fetchedAt: now(), inflight: null });
        notify();
        return data;
      },
      (error: unknown) => {
        options.report?.(error);
        if (entry === mine) Object.assign(mine, { view: { status: 'error', data: null, error }, inflight: null });
        notify();
        throw error;
      },
    );
    mine.inflight = promise;
    notify();
    return promise;
  };

  const get = (customerId: string): Promise<T> => {
    if (fresh(customerId)) return entry!.inflight ?? Promise.resolve((entry!.view as { data: T }).data);
    return fetch(customerId);
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    get,
    use(customerId) {
      const view = useSyncExternalStore(subscribe, () => (entry && entry.customerId === customerId ? entry.view : LOADING));
      useEffect(() => {
        if (customerId && !fresh(customerId) && !(entry?.customerId === customerId && entry.view.status === 'error')) void get(customerId).catch(() => {});
      }, [customerId]);
      return { ...view, retry: () => customerId && void fetch(customerId).catch(() => {}) } as ResourceView<T> & { retry(): void };
    },
  };
}
