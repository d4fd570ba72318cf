// Stopping an instance (a deploy's SIGTERM, server/main.ts): requests in flight finish within the grace, new
// connections are refused, and without a grace every connection is cut at once. A second API on the harness's
// database answers from a Shopify stand-in that takes 600 ms a call, so a request is surely in flight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInCommerce } from '../devstore/shopify-admin/commerce';
import { startApi } from './server';
import { type Harness, STOREFRONT, startHarness, storefrontUrl } from './test-harness';

const shopId = 'demo-store';
let h: Harness;
const email = `graceful-${Date.now()}@example.com`;
let jane: Awaited<ReturnType<Harness['signIn']>>;

beforeAll(async () => {
  h = await startHarness();
  jane = await h.signIn(email);
});
afterAll(async () => {
  await h?.stop();
});

async function slowApi() {
  const slow = {
    ...h.shopifyAdmin,
    fetch: async (url: string, init?: RequestInit) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return h.shopifyAdmin.fetch(url, init);
    },
  };
  return startApi({
    db: h.db,
    storefrontOrigins: [STOREFRONT],
    authEmulatorHost: h.emulator.host,
    projectId: h.emulator.projectId,
    storefrontUrl,
    commerce: standInCommerce(slow),
    log: () => undefined,
  });
}

const customerOf = (url: string) =>
  fetch(`${url}/customer/${shopId}/${jane.customerId}`, { headers: { authorization: `Bearer ${jane.idToken}` } });

describe('closing the API', () => {
  it('lets a request in flight finish within the grace and refuses new connections', async () => {
    const api = await slowApi();
    const inFlight = customerOf(api.url);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = Date.now();
    const closed = api.close({ graceMs: 5000 });
    const reply = await inFlight;
    expect(reply.status).toBe(200);
    expect((await reply.json()).customer.email).toBe(email);
    await closed;
    // Closed once the answer was out, not at the end of the grace.
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(fetch(`${api.url}/healthz`)).rejects.toThrow();
  });

  it('cuts a request in flight when there is no grace', async () => {
    const api = await slowApi();
    const inFlight = customerOf(api.url);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await api.close();
    await expect(inFlight).rejects.toThrow();
  });
});
