// What the tracking service keeps (POST /tracking/event/inject): event ids are the sender's, unique per shop and
// user (another user's event with the same id is stored too, a retry is not); events are kept 90 days and a
// shop keeps its newest events only (100,000; lowered to 50 here), pruned as new ones arrive.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAnonymously } from '../devstore/auth/test-tokens';
import { DEFAULT_STORAGE_LIMITS } from './limits';
import { describeTally, type Harness, startHarness } from './test-harness';

const CAP = 50;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ api: { trustProxy: true, storageLimits: { trackingEventsPerShop: CAP } } });
});
afterAll(async () => {
  console.log(describeTally('tracking limits', h.tally));
  await h?.stop();
});

const shopId = 'demo-store';
const DAY = 86_400_000;
let ipCounter = 0;
const newIp = () => `192.0.2.${++ipCounter}`;

const event = (user: SignedIn, id = randomUUID(), at = new Date(Date.now())) => ({ id, event: 'foryou_tab_viewed', created_at: at.toISOString(), status_id: user.uid, shop_id: shopId });
type Event = ReturnType<typeof event>;

async function send(user: SignedIn, ip: string, events: Event[]) {
  const reply = await h.call('POST', '/tracking/event/inject', { token: user.idToken, data: { shopId, events: Object.fromEntries(events.map((e) => [e.id, e])) }, headers: { 'x-forwarded-for': ip } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { received: number; stored: number };
}

const storedIds = async (ids: string[]) =>
  (await h.db.query<{ id: string; status_id: string }>('select id, status_id from tracking_events where id = any($1)', [ids])).map((r) => `${r.id}/${r.status_id}`).sort();

describe('tracking events', () => {
  it("stores another user's event with the same id, and one user's retry once", async () => {
    const [ann, bob] = await Promise.all([signInAnonymously(h.emulator.host), signInAnonymously(h.emulator.host)]);
    const id = randomUUID();
    expect(await send(ann, newIp(), [event(ann, id)])).toEqual({ received: 1, stored: 1 });
    expect(await send(bob, newIp(), [event(bob, id)])).toEqual({ received: 1, stored: 1 });
    expect(await send(ann, newIp(), [event(ann, id)])).toEqual({ received: 1, stored: 0 });
    expect(await storedIds([id])).toEqual([`${id}/${ann.uid}`, `${id}/${bob.uid}`].sort());
  });

  it(`keeps events ${DEFAULT_STORAGE_LIMITS.trackingRetentionDays} days: older ones are pruned when later ones arrive`, async () => {
    const user = await signInAnonymously(h.emulator.host);
    const ip = newIp();
    const at = (offset: number, n: number) => {
      h.setClockOffset(offset);
      return Array.from({ length: n }, () => event(user, randomUUID(), new Date(Date.now() + offset)));
    };
    try {
      const old = at(-91 * DAY, 3);
      await send(user, ip, old);
      const recent = at(-89 * DAY, 2);
      await send(user, ip, recent);
      h.setClockOffset(0);
      const today = [event(user)];
      await send(user, ip, today);
      expect(await storedIds([...old, ...recent, ...today].map((e) => e.id))).toEqual([...recent, ...today].map((e) => `${e.id}/${user.uid}`).sort());
    } finally {
      h.setClockOffset(0);
    }
  });

  it(`keeps a shop's newest ${CAP} events (the cap lowered from ${DEFAULT_STORAGE_LIMITS.trackingEventsPerShop.toLocaleString('en')})`, async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => signInAnonymously(h.emulator.host)));
    const batches: Event[][] = [];
    let stored = 0;
    for (const user of users) {
      const batch = Array.from({ length: 20 }, () => event(user));
      batches.push(batch);
      stored += (await send(user, newIp(), batch)).stored;
    }
    const [row] = await h.db.query<{ n: number }>('select count(*)::int as n from tracking_events where shop_id = $1', [shopId]);
    console.log(`tracking: tried 80 events, stored ${stored}, kept ${row!.n} (cap ${CAP})`);
    expect(stored).toBe(80);
    expect(row!.n).toBe(CAP);
    // The newest two batches are whole, the oldest is gone.
    const ids = (batch: Event[]) => batch.map((e) => e.id);
    expect(await storedIds([...ids(batches[2]!), ...ids(batches[3]!)])).toHaveLength(40);
    expect(await storedIds(ids(batches[0]!))).toEqual([]);
    const admin = await h.db.query<{ n: number }>('select count(*)::int as n from tracking_events where shop_id = $1 and received_at < now() - interval \'90 days\'', [shopId]);
    expect(admin[0]!.n).toBe(0);
  });
});
