// The loader's tracking queue: gated by `tracking`, keyed by id, at most 100,
// flushed when the tab is hidden with fetch keepalive (CORS-simple: text/plain, the bearer token in the body) and the
// token of the session each event was recorded under; nothing lost without a token (kept in memory, then in storage across a navigation); Klaviyo pushes.
import type { HostWindow } from '../dom/host-window';
import { createTracking, SESSION_KEY, TRACKING_QUEUE_KEY, TRACKING_QUEUE_LIMIT, type TrackingEvent } from './tracking';

const win = window as HostWindow & { klaviyo?: unknown; _learnq?: unknown[] };
const API = 'https://api.test';
const shop = (settings: Record<string, unknown> = { tracking: { isActive: true } }) =>
  ({ shopId: 'test-shop', apiBaseUrl: API, customerId: '6000000009', settings }) as const;
const signIn = (uid: string, idToken = `token-${uid}`, expiresAt = Date.now() + 3600_000) =>
  localStorage.setItem(SESSION_KEY, JSON.stringify({ uid, idToken, refreshToken: 'r', expiresAt, email: null, isAnonymous: false }));

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

interface Sent {
  url: string;
  init: RequestInit;
  body: { token: string; data: { shopId: string; events: Record<string, TrackingEvent> } };
}

let controller: AbortController;
let sent: Sent[];
let answer: () => Promise<Response>;

beforeEach(() => {
  localStorage.clear();
  delete win.klaviyo;
  delete win._learnq;
  controller = new AbortController();
  sent = [];
  answer = async () => new Response('{}', { status: 200 });
  vi.spyOn(win, 'fetch').mockImplementation(async (url, init) => {
    sent.push({ url: String(url), init: init!, body: JSON.parse(String(init!.body)) });
    return answer();
  });
});
afterEach(() => {
  controller.abort();
  setVisibility('visible');
  vi.restoreAllMocks();
});

const events = (s: Sent) => Object.values(s.body.data.events);

describe('tracking queue', () => {
  it('sends nothing, and queues nothing, when the tracking group is off', () => {
    signIn('u1');
    const tracking = createTracking(win, shop({ tracking: { isActive: false } }), controller.signal);
    tracking.track('login_initiated');
    setVisibility('hidden');
    tracking.flush();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(sent).toEqual([]);
    expect(localStorage.getItem(TRACKING_QUEUE_KEY)).toBeNull();
  });

  it('flushes when the tab is hidden: one keepalive POST, CORS-simple with the token in its body, events keyed by id', () => {
    signIn('u1');
    const tracking = createTracking(win, shop(), controller.signal);
    tracking.track('orders_tab_viewed', { route: '#status-orders' });
    tracking.track('product_added_to_wishlist', { productId: '7', variantId: null }, '6000000001');
    expect(sent).toEqual([]); // nothing before the tab is hidden
    setVisibility('hidden');
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.url).toBe(`${API}/tracking/event/inject`);
    // No Authorization header: it would need a CORS preflight, which a keepalive request sent as the page goes does not get.
    expect(request!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(request!.init.headers).toEqual({ 'Content-Type': 'text/plain' });
    expect(request!.body.token).toBe('token-u1');
    expect(request!.body.data.shopId).toBe('test-shop');
    const [view, wish] = events(request!);
    expect(Object.keys(request!.body.data.events)).toEqual([view!.id, wish!.id]);
    expect(view).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), event: 'orders_tab_viewed', event_data: { route: '#status-orders' },
      created_at: expect.any(String), customer_id: '6000000009', status_id: 'u1', shop_id: 'test-shop',
    });
    expect(wish).toMatchObject({ customer_id: '6000000001', event_data: { productId: '7', variantId: null } });
    // Sent events are gone: a second hide sends nothing.
    setVisibility('visible');
    setVisibility('hidden');
    expect(sent).toHaveLength(1);
  });

  it(`keeps at most ${TRACKING_QUEUE_LIMIT} events: the ones arriving after are discarded`, () => {
    signIn('u1');
    const tracking = createTracking(win, shop(), controller.signal);
    for (let i = 0; i < TRACKING_QUEUE_LIMIT + 5; i += 1) tracking.track('foryou_tab_viewed', { n: i });
    tracking.flush();
    const sentEvents = events(sent[0]!);
    expect(sentEvents).toHaveLength(TRACKING_QUEUE_LIMIT);
    expect(sentEvents.at(-1)!.event_data).toEqual({ n: TRACKING_QUEUE_LIMIT - 1 });
    expect(new Set(sentEvents.map((e) => e.id)).size).toBe(TRACKING_QUEUE_LIMIT);
  });

  it('ignores names that are not event names', () => {
    signIn('u1');
    const tracking = createTracking(win, shop(), controller.signal);
    tracking.track('Bad Name');
    tracking.track('');
    tracking.flush();
    expect(sent).toEqual([]);
  });

  it('loses nothing without a token: events wait in memory, then in storage when the page is left, and a later page sends them', () => {
    const first = createTracking(win, shop(), controller.signal);
    first.track('login_initiated', { method: 'otp' });
    setVisibility('hidden');
    expect(sent).toEqual([]); // no session yet: nothing can be sent
    setVisibility('visible');
    first.track('foryou_tab_viewed');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(sent).toEqual([]);
    const stored = JSON.parse(localStorage.getItem(TRACKING_QUEUE_KEY)!) as TrackingEvent[];
    expect(stored.map((e) => e.event)).toEqual(['login_initiated', 'foryou_tab_viewed']);
    controller.abort();

    // The next page: a session now exists; the stored events go with it, once.
    controller = new AbortController();
    signIn('u2');
    const next = createTracking(win, shop(), controller.signal);
    next.track('orders_tab_viewed');
    setVisibility('hidden');
    expect(sent).toHaveLength(1);
    expect(events(sent[0]!).map((e) => [e.event, e.status_id])).toEqual([['login_initiated', 'u2'], ['foryou_tab_viewed', 'u2'], ['orders_tab_viewed', 'u2']]);
    expect(localStorage.getItem(TRACKING_QUEUE_KEY)).toBeNull();
  });

  it("sends each event with the session it was recorded under: a guest's before a sign-in, the customer's after", () => {
    signIn('guest');
    const tracking = createTracking(win, shop(), controller.signal);
    tracking.track('login_initiated');
    signIn('customer');
    tracking.track('product_added_to_wishlist');
    tracking.track('logout'); // the sign-out tracks before it signs out (runtime/auth/sign-out.ts)
    localStorage.removeItem(SESSION_KEY); // signed out since: the customer's token still goes with its events
    tracking.flush();
    const byToken = sent.map((s) => [s.body.token, events(s).map((e) => `${e.event}:${e.status_id}`)]);
    expect(byToken).toEqual([
      ['token-guest', ['login_initiated:guest']],
      ['token-customer', ['product_added_to_wishlist:customer', 'logout:customer']],
    ]);
  });

  it('puts events back when a send fails while the page lives (a retry sends the same ids)', async () => {
    signIn('u1');
    answer = async () => new Response('{}', { status: 503 });
    const tracking = createTracking(win, shop(), controller.signal);
    tracking.track('logout');
    tracking.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer = async () => new Response('{}', { status: 200 });
    tracking.flush();
    expect(sent).toHaveLength(2);
    expect(events(sent[1]!)[0]!.id).toBe(events(sent[0]!)[0]!.id);
    // A 400 is final: not sent again.
    answer = async () => new Response('{}', { status: 400 });
    tracking.track('logout');
    tracking.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    tracking.flush();
    expect(sent).toHaveLength(3);
  });

  it('does not send with a token about to expire', () => {
    signIn('u1', 'old', Date.now() + 1000);
    const tracking = createTracking(win, shop(), controller.signal);
    tracking.track('logout');
    tracking.flush();
    expect(sent).toEqual([]);
    signIn('u1', 'fresh');
    tracking.flush();
    expect(sent[0]!.body.token).toBe('fresh');
  });
});

describe('Klaviyo events (klaviyoEvents)', () => {
  it("pushes each event to the page's klaviyo object, else to _learnq, loading nothing", () => {
    const tracking = createTracking(win, shop({ klaviyoEvents: { isActive: true } }), controller.signal);
    tracking.track('login_initiated', { method: 'otp' });
    expect(win._learnq).toEqual([['track', 'login_initiated', { method: 'otp' }]]);
    const push = vi.fn();
    win.klaviyo = { push };
    tracking.track('logout');
    expect(push).toHaveBeenCalledWith(['track', 'logout', {}]);
    expect(document.querySelector('script[src*="klaviyo"]')).toBeNull();
    tracking.flush();
    expect(sent).toEqual([]); // tracking itself is off
  });

  it('pushes nothing when klaviyoEvents is off', () => {
    const tracking = createTracking(win, shop(), controller.signal);
    tracking.track('logout');
    expect(win._learnq).toBeUndefined();
  });
});
