// The tracking service (POST /tracking/event/inject): the widget's queue
// (runtime/loader/tracking.ts) sends the events it collected, keyed by id, when the tab is hidden. Every input is
// hostile: the Bearer token names the caller, each event's status_id must be that uid and its shop_id the body's
// shop (a shop that exists and has tracking on), else the whole request is refused and nothing is stored; the
// customer stored is the one linked to the uid in that shop, never the body's claim. An id is the sender's: ids
// this user already sent are skipped (a retry or two tabs sending one restored queue count once), another user's
// event with the same id is stored too. Rate limited per user and per IP; one request holds at most 100 events,
// each small (schemas/api/tracking-event-inject.request.json). A shop keeps its events 90 days, and its
// newest 100,000 only (limits.ts), pruned after writes.
// The merchant admin reads a shop's events: GET /admin/shops/{shopId}/tracking-events (routes/admin.ts).
import type { Hono } from 'hono';
import type { Db } from '../db/types';
import { type ApiDeps, type Envelope, readBody, requireShop, requireUserOrBodyToken } from '../context';
import { takeWriteSlots } from '../client-network';
import { badRequest, forbidden } from '../errors';
import { housekeepingDue } from '../limits';
import { customerIdFor } from '../owner';
import { clientIp } from '../rate-limit';
import { requireFeature } from './saved';

interface TrackingEventInput {
  id: string;
  event: string;
  event_data?: Record<string, string | number | boolean | null>;
  created_at: string;
  customer_id?: string | number | null;
  status_id: string;
  shop_id: string;
}

/** An event as the admin lists it. */
export interface StoredTrackingEvent {
  id: string;
  event: string;
  eventData: Record<string, unknown>;
  createdAt: string;
  receivedAt: string;
  statusId: string;
  customerId: string | null;
}

/** A device clock may be off; an event from further in the future (or older than 30 days) is refused. */
const MAX_SKEW_MS = 24 * 3600_000;
const MAX_AGE_MS = 30 * 24 * 3600_000;

export function trackingRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;

  app.post('/tracking/event/inject', async (c) => {
    // The token: the Authorization header, or `token` in the body. The widget's flush as a page unloads is a
    // CORS-simple request (text/plain, no Authorization header): a header forces a preflight, and Chromium did
    // not send a keepalive request that needed one once its page was gone (docs/decisions.md, "The tracking token rides in the body").
    const { data, token } = await readBody<Envelope<{ events: Record<string, TrackingEventInput> }> & { token?: string }>(c, deps, 'tracking-event-inject');
    const user = await requireUserOrBodyToken(c, deps, token);
    // A fresh anonymous uid also takes a slot of its client address's (client-network.ts).
    await takeWriteSlots(c, deps, user, [
      { rule: 'trackingPerUser', key: user.uid },
      { rule: 'trackingPerIp', key: clientIp(c, deps.trustProxy) },
    ]);
    const shop = await requireShop(deps, data.shopId);
    requireFeature(shop, 'tracking');
    const now = deps.now().getTime();
    const events = Object.entries(data.events).map(([key, event]) => {
      if (event.id !== key) throw badRequest('invalid_request', `data.events.${key}.id: must be the key it is sent under`);
      if (event.status_id !== user.uid) throw forbidden(`data.events.${key}.status_id: events can only be sent for yourself`, 'not_owner');
      if (event.shop_id !== shop.shopId) throw badRequest('shop_mismatch', `data.events.${key}.shop_id: '${event.shop_id}' differs from data.shopId`);
      const at = Date.parse(event.created_at);
      if (!(at <= now + MAX_SKEW_MS && at >= now - MAX_AGE_MS)) throw badRequest('invalid_request', `data.events.${key}.created_at: must be within the last 30 days`);
      return event;
    });
    const customerId = await customerIdFor(db, user.uid, shop.shopId);
    let stored = 0;
    await db.transaction(async (query) => {
      for (const event of events) {
        const rows = await query(
          `insert into tracking_events (id, shop_id, event, event_data, created_at, received_at, status_id, customer_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (shop_id, status_id, id) do nothing returning id`,
          [event.id, shop.shopId, event.event, JSON.stringify(event.event_data ?? {}), new Date(event.created_at), deps.now(), user.uid, customerId],
        );
        stored += rows.length;
      }
    });
    await pruneTracking(deps, shop.shopId, stored);
    return c.json({ received: events.length, stored });
  });
}

const storedSincePrune = new WeakMap<object, Map<string, number>>();

/**
 * Keeps a shop's events within trackingRetentionDays and its newest trackingEventsPerShop: pruned after a write,
 * once a minute or whenever a tenth of the cap (at most 1,000 events) was stored since (per process), so a shop
 * holds at most that many events over the cap between two prunes.
 */
async function pruneTracking(deps: ApiDeps, shopId: string, stored: number): Promise<void> {
  const { trackingEventsPerShop: cap, trackingRetentionDays: days } = deps.storage;
  let counts = storedSincePrune.get(deps.db);
  if (!counts) storedSincePrune.set(deps.db, (counts = new Map()));
  const since = (counts.get(shopId) ?? 0) + stored;
  const at = deps.now();
  const byCount = since >= Math.min(1000, Math.max(1, Math.ceil(cap / 10)));
  if (!byCount && !housekeepingDue(deps.db, `tracking:${shopId}`, at, 60_000)) {
    counts.set(shopId, since);
    return;
  }
  counts.set(shopId, 0);
  await deps.db.query('delete from tracking_events where shop_id = $1 and received_at < $2', [shopId, new Date(at.getTime() - days * 86_400_000)]);
  await deps.db.query(
    `delete from tracking_events where ctid in (
       select ctid from tracking_events where shop_id = $1 order by received_at desc, created_at desc offset $2)`,
    [shopId, cap],
  );
}

/** A shop's events, newest first (what the admin shows). */
export async function listTrackingEvents(db: Db, shopId: string, limit = 100): Promise<StoredTrackingEvent[]> {
  const rows = await db.query<{ id: string; event: string; event_data: unknown; created_at: Date; received_at: Date; status_id: string; customer_id: string | null }>(
    'select id, event, event_data, created_at, received_at, status_id, customer_id from tracking_events where shop_id = $1 order by received_at desc, created_at desc limit $2',
    [shopId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    eventData: (typeof row.event_data === 'string' ? JSON.parse(row.event_data) : row.event_data) as Record<string, unknown>,
    createdAt: new Date(row.created_at).toISOString(),
    receivedAt: new Date(row.received_at).toISOString(),
    statusId: row.status_id,
    customerId: row.customer_id,
  }));
}
