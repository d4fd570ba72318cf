// The tracking service (POST /tracking/event/inject) and the admin's list of what it received: events keyed by
// id are stored once, as the token's user and its linked customer; events for someone else, another shop or in a
// malformed batch are refused whole; a flood is rate limited.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../devstore/auth/test-tokens';
import type { Harness } from '../test-harness';
import type { Shoppers } from './shoppers';

const shopId = 'demo-store';
const ADMIN = 'shopper-test-admin-token';

export const trackingEvent = (who: { uid: string }, event: string, extra: Record<string, unknown> = {}) => {
  const id = randomUUID();
  return { id, event, event_data: { route: '#status-orders' }, created_at: new Date().toISOString(), customer_id: null, status_id: who.uid, shop_id: shopId, ...extra };
};
const keyed = (...events: ({ id: string } & Record<string, unknown>)[]) => Object.fromEntries(events.map((e) => [e.id, e]));

export function trackingCases(get: () => Harness, who: () => Shoppers): void {
  const inject = (user: SignedIn | null, events: Record<string, unknown>, shop = shopId) =>
    get().call('POST', '/tracking/event/inject', { ...(user ? { token: user.idToken } : {}), data: { shopId: shop, events } });
  const stored = (ids: string[]) => get().db.query<{ id: string; status_id: string; customer_id: string | null }>('select id, status_id, customer_id from tracking_events where id = any($1)', [ids]);

  describe('tracking service (POST /tracking/event/inject)', () => {
    it('stores events keyed by id once, as the caller and the customer linked to it, and the admin lists them newest first', async () => {
      const { jane } = who();
      const view = trackingEvent(jane, 'orders_tab_viewed');
      // The body's customer_id is a claim: Sam's id is not what gets stored.
      const login = trackingEvent(jane, 'login_initiated', { customer_id: '6000000002', event_data: { method: 'otp' } });
      const first = await inject(jane, keyed(view, login));
      expect(first.status).toBe(200);
      get().expectSchema('tracking-event-inject', first.body);
      expect(first.body).toEqual({ received: 2, stored: 2 });
      // The same ids again (a retry, a second tab): received, not stored twice.
      const wish = trackingEvent(jane, 'product_added_to_wishlist', { event_data: { productId: '7400000001', variantId: null } });
      expect((await inject(jane, keyed(view, login, wish))).body).toEqual({ received: 3, stored: 1 });
      const rows = await stored([view.id, login.id, wish.id]);
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row).toMatchObject({ status_id: jane.uid, customer_id: jane.customerId });

      const admin = await get().call('GET', `/admin/shops/${shopId}/tracking-events`, { token: ADMIN });
      expect(admin.status).toBe(200);
      const listed = admin.body.events.map((e: { id: string }) => e.id);
      expect(listed.slice(0, 3)).toEqual([wish.id, expect.any(String), expect.any(String)]);
      expect(admin.body.events[0]).toMatchObject({ event: 'product_added_to_wishlist', eventData: { productId: '7400000001', variantId: null }, statusId: jane.uid });
      expect((await get().call('GET', `/admin/shops/${shopId}/tracking-events`)).status).toBe(401);
      expect((await get().call('GET', `/admin/shops/demo-store-de/tracking-events`, { token: ADMIN })).body.events.map((e: { id: string }) => e.id)).not.toContain(wish.id);
    });

    it('takes the token in the body of a CORS-simple text/plain request (the widget\'s flush as a page unloads); a bad one is refused', async () => {
      const { jane, sam } = who();
      const simple = (body: Record<string, unknown>) => get().call('POST', '/tracking/event/inject', { body: JSON.stringify(body), headers: { 'content-type': 'text/plain' } });
      const view = trackingEvent(jane, 'profile_tab_viewed');
      const sent = await simple({ token: jane.idToken, data: { shopId, events: keyed(view) } });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ received: 1, stored: 1 });
      expect(await stored([view.id])).toEqual([expect.objectContaining({ status_id: jane.uid, customer_id: jane.customerId })]);
      // A token that is not one, and none at all, are 401 (not JWT-shaped: 400); Sam's token cannot send Jane's events.
      const other = trackingEvent(jane, 'logout');
      expect((await simple({ token: 'x', data: { shopId, events: keyed(other) } })).status).toBe(400);
      const malformed = await simple({ token: 'not.a.token', data: { shopId, events: keyed(other) } });
      expect(malformed.status).toBe(401);
      expect(JSON.stringify(malformed.body)).toContain('invalid_token');
      expect((await simple({ data: { shopId, events: keyed(other) } })).status).toBe(401);
      expect((await simple({ token: sam.idToken, data: { shopId, events: keyed(other) } })).status).toBe(403);
      expect(await stored([other.id])).toEqual([]);
    });

    it("refuses the whole batch when one event is someone else's, another shop's or malformed", async () => {
      const { jane, sam, anon } = who();
      const mine = trackingEvent(anon, 'foryou_tab_viewed');
      const tries: [string, SignedIn | null, Record<string, unknown>, number, string][] = [
        ['no token', null, keyed(trackingEvent(anon, 'logout')), 401, 'unauthenticated'],
        ["Jane's uid from Sam", sam, keyed(mine, trackingEvent(jane, 'logout')), 403, 'not_owner'],
        ['no status_id', anon, keyed(mine, { ...trackingEvent(anon, 'logout'), status_id: undefined }), 400, 'invalid_request'],
        ['another shop in an event', anon, keyed(mine, trackingEvent(anon, 'logout', { shop_id: 'demo-store-de' })), 400, 'shop_mismatch'],
        ['a key that is not its id', anon, { 'aaaaaaaa-0000': mine }, 400, 'invalid_request'],
        ['nested event data', anon, keyed(trackingEvent(anon, 'logout', { event_data: { deep: { x: 1 } } })), 400, 'invalid_request'],
        ['a bad event name', anon, keyed(trackingEvent(anon, 'DROP TABLE')), 400, 'invalid_request'],
        ['a date from the far past', anon, keyed(trackingEvent(anon, 'logout', { created_at: '2001-01-01T00:00:00Z' })), 400, 'invalid_request'],
        ['101 events', anon, keyed(...Array.from({ length: 101 }, () => trackingEvent(anon, 'logout'))), 400, 'invalid_request'],
        ['no events', anon, {}, 400, 'invalid_request'],
      ];
      for (const [what, user, events, status, code] of tries) {
        const reply = await inject(user, events);
        expect([what, reply.status, reply.body?.error?.code]).toEqual([what, status, code]);
      }
      expect(await stored([mine.id])).toEqual([]);
      expect((await inject(anon, keyed(mine), 'no-such-shop')).status).toBe(404); // no such shop (before any event is looked at)
    });

    it('limits one user to 30 batches a minute (a refused batch takes no slot)', async () => {
      const flood = await get().anonymous();
      const replies = [];
      for (let i = 0; i < 31; i += 1) replies.push((await inject(flood, keyed(trackingEvent(flood, 'foryou_tab_viewed')))).status);
      expect(replies.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(replies[30]).toBe(429);
    });
  });
}
