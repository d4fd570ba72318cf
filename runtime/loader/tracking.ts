// The tracking queue: one queue per page, in the loader, fed by the
// panel (ctx.track → the runtime's `track` hook → MountOptions.track), the theme elements (ElementsStartOptions.track)
// and the loader itself (`tracking.track` in start.ts). Gated by the `tracking` settings group of the page's init data.
// - Events are keyed by id (a random UUID): a retry or a copy restored from storage never counts twice (the
//   service de-duplicates by id too). At most 100 wait; an event arriving when 100 wait is discarded, so
//   a runaway caller cannot push out the events already queued.
// - Flushed when the tab is hidden (`visibilitychange` to hidden, and `pagehide`) with `fetch(…, { keepalive: true })`:
//   POST {apiBaseUrl}/tracking/event/inject, body `{ token: <ID token>, data: { shopId, events: { [id]: event } } }`
//   as text/plain. The bearer token goes in the body, not an Authorization header: a header makes the request need
//   a CORS preflight, and Chromium never sent such a keepalive request once its page was gone (a navigation: the
//   devstore journey, tests/e2e/tracking.test.ts); a text/plain POST is CORS-simple and leaves with the page.
//   (`sendBeacon` would be simple too, but its answer cannot be read: a refused batch could not be put back.)
// - The token is the session the panel and the elements share (localStorage `status:auth`), read when an event is
//   recorded and when the queue flushes, never while the page loads. Each event goes with the session it was
//   recorded under (a guest's tab views with the guest's token, a sign-out's `logout` with the customer's), and
//   `status_id` is that token's uid; an event recorded without a session, or whose session's token expired, goes
//   with the current one. With no usable token (nobody signed in yet) events wait.
// - What could not be sent when the page is left is written to localStorage `status:tracking` and sent by a later
//   page of the shop: the queue survives navigation. A send that fails while the page lives puts its events back.
// - Klaviyo (`klaviyoEvents` group): each event is also pushed to the page's Klaviyo queue (`window.klaviyo`, else
//   the `_learnq` array klaviyo.js drains when it loads); nothing is loaded.
// - Consent (dom/consent.ts): events are recorded only while analytics is allowed, pushed to Klaviyo only while
//   marketing is; a flush without it (a choice withdrawn meanwhile) drops what waits, stored too.
import type { InitData, TrackFn } from '../dom/contract';
import { consents } from '../dom/consent';
import type { HostWindow } from '../dom/host-window';
import { readStorage, removeStored, SESSION_KEY, writeStorage } from '../dom/storage';
import { customerIdOf, groupActive, settingsOf } from '../dom/page-data';

export type { TrackFn };

export const TRACKING_QUEUE_KEY = 'status:tracking';
/** The session the panel's and the elements' identity service keep (runtime/auth/identity-rest.ts). */
export { SESSION_KEY };
export const TRACKING_QUEUE_LIMIT = 100;
export const TRACKING_PATH = '/tracking/event/inject';
const DEFAULT_API = 'https://api.status.app';

/** A tracking event. `status_id` is set to the uid of the token the event is sent with. */
export interface TrackingEvent {
  id: string;
  event: string;
  event_data: Record<string, unknown>;
  created_at: string;
  customer_id: string | null;
  status_id: string | null;
  shop_id: string;
}

export interface Tracking {
  track: TrackFn;
  /** Sends what can be sent (called when the tab is hidden; tests call it directly). */
  flush(): void;
}

interface Session {
  uid: string;
  idToken: string;
  expiresAt: number;
}

type KlaviyoWindow = HostWindow & { klaviyo?: { push?: (args: unknown[]) => void }; _learnq?: unknown[] };

/** What the service takes (schemas/api/tracking-event-inject.request.json): up to 20 plain values, strings up to 500. */
const clean = (data: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data).slice(0, 20)) {
    if (/^\w{1,64}$/.test(key) && (value === null || ['string', 'number', 'boolean'].includes(typeof value))) out[key] = typeof value === 'string' ? value.slice(0, 500) : value;
  }
  return out;
};


export function createTracking(win: HostWindow, initData: InitData & { shopId: string }, signal?: AbortSignal): Tracking {
  const { shopId, apiBaseUrl } = initData;
  const pageCustomer = customerIdOf(initData);
  const settings = settingsOf(initData);
  const url = (apiBaseUrl || DEFAULT_API).replace(/\/+$/, '') + TRACKING_PATH;
  const queue = new Map<string, TrackingEvent>();
  const sessions = new Map<string, Session>();
  /** Whether storage was read (once per page), and whether it holds events of ours. */
  let restored = false;
  let stored = false;

  const readJson = (key: string): unknown => {
    try {
      return JSON.parse(readStorage(win, key) ?? 'null');
    } catch {
      return null;
    }
  };
  const add = (event: TrackingEvent): void => {
    if (queue.size < TRACKING_QUEUE_LIMIT || queue.has(event.id)) queue.set(event.id, event);
  };
  const restore = (): void => {
    if (restored) return;
    restored = true;
    const list = readJson(TRACKING_QUEUE_KEY);
    if (!Array.isArray(list)) return;
    stored = true;
    for (const event of list as TrackingEvent[]) if (event && typeof event.id === 'string' && typeof event.event === 'string' && event.shop_id === shopId) add(event);
  };
  // Storage unavailable or full: the events live as long as the page.
  const persist = (): void => {
    if (queue.size) writeStorage(win, TRACKING_QUEUE_KEY, JSON.stringify([...queue.values()]));
    else if (stored) removeStored(win, [TRACKING_QUEUE_KEY]);
    stored = queue.size > 0;
  };
  /** The stored session (remembered by uid, so events recorded under it can go with its token later). */
  const session = (): Session | null => {
    const value = readJson(SESSION_KEY) as Partial<Session> | null;
    if (!value || typeof value.uid !== 'string' || typeof value.idToken !== 'string' || typeof value.expiresAt !== 'number') return null;
    sessions.set(value.uid, value as Session);
    return value as Session;
  };

  const send = (events: TrackingEvent[], by: Session): void => {
    const keyed: Record<string, TrackingEvent> = {};
    for (const event of events) keyed[event.id] = { ...event, status_id: by.uid };
    const putBack = (): void => {
      events.forEach(add);
      persist();
    };
    win
      .fetch(url, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ token: by.idToken, data: { shopId, events: keyed } }),
      })
      // Refused for good (a 4xx but an expired token or a rate limit): dropped, it would be refused again.
      .then((response) => !response.ok && (response.status > 499 || response.status === 401 || response.status === 429) && putBack(), putBack);
  };

  const flush = (): void => {
    restore();
    if (!consents(win)) queue.clear();
    if (queue.size) {
      const current = session();
      const usable = (s: Session | null | undefined): Session | null => (s && s.expiresAt - Date.now() > 30_000 ? s : null);
      const groups = new Map<Session, TrackingEvent[]>();
      for (const event of queue.values()) {
        const by = usable(event.status_id ? sessions.get(event.status_id) : null) ?? usable(current);
        if (!by) continue;
        groups.set(by, [...(groups.get(by) ?? []), event]);
        queue.delete(event.id);
      }
      groups.forEach(send);
    }
    persist();
  };

  const track: TrackFn = (event, data = {}, customerId) => {
    if (typeof event !== 'string' || !/^[a-z][a-z0-9_]{0,63}$/.test(event)) return;
    if (groupActive(settings, 'klaviyoEvents') && consents(win, 1)) {
      try {
        const page = win as KlaviyoWindow;
        (page.klaviyo?.push ? page.klaviyo : (page._learnq ||= [])).push!(['track', event, data]);
      } catch {
        // The page's Klaviyo object is its own business.
      }
    }
    if (!groupActive(settings, 'tracking') || !consents(win)) return;
    restore();
    add({
      id: win.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
      event,
      event_data: clean(data),
      created_at: new Date().toISOString(),
      customer_id: customerId === undefined ? pageCustomer : customerId,
      status_id: session()?.uid ?? null,
      shop_id: shopId,
    });
  };

  if (groupActive(settings, 'tracking')) {
    win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && flush(), { signal });
    win.addEventListener('pagehide', flush, { signal });
  }
  return { track, flush };
}
