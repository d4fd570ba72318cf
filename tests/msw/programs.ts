// For the program plugins' tests (points, credit, membership, subscriptions): the panel on For you through the
// SDK harness, as a signed-in customer (or a guest) of a shop with the given settings, with the tracked events
// and every request the test API and the storefront's app proxies saw.
import { act } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import type { TrackEvent } from '../../runtime/public.ts';
import { createFakeAuthService, renderWithRuntime, type RenderedRuntime } from '../render-app.tsx';
import { jsonHandler } from './handlers.ts';

export const CUSTOMER = { customerId: '6000000001', email: 'jane@example.com', firstName: 'Jane' };

/** How long a test waits for a card: a deferred plugin's code loads after the first open (slow on a busy machine). */
export const CARD_WAIT = { timeout: 10_000 };

export interface ForYouOptions {
  settings: Record<string, unknown>;
  /** A signed-in customer (default) or a guest. */
  customer?: boolean;
  locale?: { language?: string; countryCode?: string; currency?: string };
  handlers?: RequestHandler[];
  /** The route the panel opens on (default For you). */
  hash?: string;
}

export async function openForYou(server: SetupServer, options: ForYouOptions): Promise<RenderedRuntime & { tracked: TrackEvent[] }> {
  const customer = options.customer ?? true;
  server.use(
    // What the other For you sections of a customer ask (the highlighted order, the quiz reminder): quiet answers.
    jsonHandler('post', '/init/for-you', { recentlyViewed: [], popularToday: [] }),
    jsonHandler('post', '/orders/test-shop/orders', { items: [], nextCursor: null }),
    jsonHandler('get', `/customer/test-shop/${CUSTOMER.customerId}/personalizations`, { personalizations: {} }),
    ...(options.handlers ?? []),
  );
  const rendered = await renderWithRuntime({
    ...(customer ? { auth: createFakeAuthService({ uid: 'user-jane', email: CUSTOMER.email, isAnonymous: false }) } : {}),
    initData: {
      settings: options.settings,
      ...(customer ? { customer: CUSTOMER } : {}),
      ...(options.locale ? { locale: { language: 'en', countryCode: 'US', currency: 'USD', ...options.locale } } : {}),
    },
  });
  const tracked: TrackEvent[] = [];
  rendered.runtime.hooks.track.tap('test', (event) => void tracked.push(event));
  await act(async () => {
    await rendered.runtime.session.start();
    rendered.runtime.open(options.hash ?? '#status');
  });
  return { ...rendered, tracked };
}
