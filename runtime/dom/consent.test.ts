// Consent from Shopify's Customer Privacy API, granted, declined and undecided: tracking events are recorded,
// kept and sent, and recently viewed products kept, only with analytics consent; Klaviyo pushes and UTM
// parameters only with marketing consent. A store without the API asks for none; an API that throws is a no.
import type { HostWindow } from './host-window';
import { consents } from './consent';
import { readRecentlyViewed, recordViewOnLeave, RECENTLY_VIEWED_KEY } from './recently-viewed';
import { createTracking, SESSION_KEY, TRACKING_QUEUE_KEY } from '../loader/tracking';
import { withUtm } from '../utm';

type Choice = 'granted' | 'declined' | 'undecided' | 'analytics only';
type PrivacyWindow = HostWindow & { Shopify?: { customerPrivacy?: unknown }; _learnq?: unknown[] };
const win = window as PrivacyWindow;

/** Shopify's API in a store that needs consent (the EU): false until the shopper chose yes. */
function privacy(choice: Choice) {
  win.Shopify = {
    customerPrivacy: {
      analyticsProcessingAllowed: () => choice === 'granted' || choice === 'analytics only',
      marketingAllowed: () => choice === 'granted',
    },
  };
}

let controller: AbortController;
let sent: unknown[];
beforeEach(() => {
  localStorage.clear();
  delete win.Shopify;
  delete win._learnq;
  controller = new AbortController();
  sent = [];
  localStorage.setItem(SESSION_KEY, JSON.stringify({ uid: 'u1', idToken: 'token-u1', expiresAt: Date.now() + 3600_000 }));
  vi.spyOn(win, 'fetch').mockImplementation(async (_url, init) => {
    sent.push(JSON.parse(String(init!.body)));
    return new Response('{}');
  });
});
afterEach(() => {
  controller.abort();
  delete win.Shopify;
  vi.restoreAllMocks();
});

const shop = { shopId: 'test-shop', apiBaseUrl: 'https://api.test', settings: { tracking: { isActive: true }, klaviyoEvents: { isActive: true } } } as const;
const leaveProductPage = () => {
  const leave = new AbortController();
  recordViewOnLeave(win, { productId: 42 }, leave.signal);
  window.dispatchEvent(new PageTransitionEvent('pagehide'));
  leave.abort();
};
const utm = { isActive: true, source: 'status', medium: 'link' };
const outbound = () => withUtm('https://shop.test/pages/club', utm, 'https://shop.test/');

describe('consent', () => {
  it('granted: events are sent, a view kept, Klaviyo pushed, links carry UTM', () => {
    privacy('granted');
    const tracking = createTracking(win, shop, controller.signal);
    tracking.track('login_initiated');
    tracking.flush();
    leaveProductPage();
    expect(sent).toHaveLength(1);
    expect(readRecentlyViewed(win)).toEqual([42]);
    expect(win._learnq).toEqual([['track', 'login_initiated', {}]]);
    expect(outbound()).toContain('utm_source=status');
  });

  it('undecided where consent is required: nothing recorded, stored, pushed or added', () => {
    privacy('undecided');
    const tracking = createTracking(win, shop, controller.signal);
    tracking.track('login_initiated');
    tracking.flush();
    leaveProductPage();
    expect(sent).toEqual([]);
    expect(localStorage.getItem(TRACKING_QUEUE_KEY)).toBeNull();
    expect(readRecentlyViewed(win)).toEqual([]);
    expect(win._learnq).toBeUndefined();
    expect(outbound()).toBe('https://shop.test/pages/club');
  });

  it('declined after events waited: the queue and the stored views are dropped, nothing sent', () => {
    privacy('granted');
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([7, 8]));
    localStorage.removeItem(SESSION_KEY); // no token yet: events wait, and a flush stores them
    const tracking = createTracking(win, shop, controller.signal);
    tracking.track('foryou_tab_viewed');
    tracking.flush();
    expect(localStorage.getItem(TRACKING_QUEUE_KEY)).not.toBeNull();
    privacy('declined');
    expect(readRecentlyViewed(win)).toEqual([]); // the panel no longer shows nor sends them
    localStorage.setItem(SESSION_KEY, JSON.stringify({ uid: 'u1', idToken: 'token-u1', expiresAt: Date.now() + 3600_000 }));
    tracking.flush();
    leaveProductPage();
    expect(sent).toEqual([]);
    expect(localStorage.getItem(TRACKING_QUEUE_KEY)).toBeNull();
    expect(readRecentlyViewed(win)).toEqual([]);
  });

  it('analytics without marketing: events sent, no Klaviyo push and no UTM', () => {
    privacy('analytics only');
    const tracking = createTracking(win, shop, controller.signal);
    tracking.track('login_initiated');
    tracking.flush();
    expect(sent).toHaveLength(1);
    expect(win._learnq).toBeUndefined();
    expect(outbound()).toBe('https://shop.test/pages/club');
  });

  it('a store without the API asks for none; an API that throws is a no', () => {
    expect([consents(win), consents(win, 1)]).toEqual([true, true]);
    win.Shopify = { customerPrivacy: { analyticsProcessingAllowed: () => { throw new Error('not ready'); }, marketingAllowed: () => true } };
    expect(consents(win)).toBe(false);
  });
});
