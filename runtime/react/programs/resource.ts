// A program's data for the signed-in customer (points, a gift card, a subscription link): asked once per
// customer (again after `maxAgeMs`, or on retry), kept for the next mount, and never another customer's (a
// sign-out or a switch of account starts over). A card shows it through useResource, the kept answer its cache.
import { useResource, type Resource } from '../use-resource.tsx';

/** What a card shows: useResource's state (a null answer is `empty`). */
export type ResourceView<T> = Resource<T>;

interface Entry<T> {
  customerId: string;
  /** The last answer (absent until one came): useResource's cache. */
  value?: T;
  fetchedAt: number;
  inflight: Promise<T> | null;
}

export interface CustomerResource<T> {
  /** The data for `customerId` (null: nobody), loading it when missing or stale; re-renders as it changes. */
  use(customerId: string | null): ResourceView<T>;
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

export function createCustomerResource<T>(load: (customerId: string) => Promise<T>, options: CustomerResourceOptions = {}): CustomerResource<T> {
  const now = options.now ?? Date.now;
  const maxAge = options.maxAgeMs ?? Infinity;
  let entry: Entry<T> | null = null;

  const get = (customerId: string): Promise<T> => {
    if (entry?.customerId !== customerId) entry = { customerId, fetchedAt: 0, inflight: null };
    const mine = entry;
    if (mine.inflight) return mine.inflight;
    if ('value' in mine && now() - mine.fetchedAt < maxAge) return Promise.resolve(mine.value as T);
    const promise = load(customerId).then(
      (data) => {
        Object.assign(mine, { value: data, fetchedAt: now(), inflight: null });
        return data;
      },
      (error: unknown) => {
        options.report?.(error);
        mine.inflight = null;
        throw error;
      },
    );
    mine.inflight = promise;
    return promise;
  };

  return {
    get,
    use: (customerId) =>
      useResource(() => get(customerId!), [customerId], {
        enabled: !!customerId,
        cache: entry?.customerId === customerId ? entry : undefined,
      }),
  };
}
