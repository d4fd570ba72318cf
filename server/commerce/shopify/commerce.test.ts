// The Shopify implementation of Commerce, call by call, against the devstore's stand-in of the Admin API
// (devstore/shopify-admin) over a fresh seeded database: Shopify's own client, real HTTP on 127.0.0.1.
import { createAdminApiClient } from '@shopify/admin-api-client';
import { openDevstoreDatabase } from '../../../devstore/seed/index';
import type { Db } from '../../db/types';
import { type RunningShopifyAdmin, shopDomain, startShopifyAdmin } from '../../../devstore/shopify-admin/server';
import { CommerceError, CommerceThrottledError, CommerceUserError, ORDERS_PAGE_SIZE } from '../types';
import type { QueryCost } from './client';
import { createShopifyCommerce, type ShopifyCommerceOptions } from './commerce';
import { ADMIN_API_VERSION } from './schema';

const JANE = '6000000001';
const SAM = '6000000002';
const KLARA = '6000000003';
const TEE = '7400000001'; // Everyday Cotton Tee, sizes S-XL, 24.00 USD and up
const HOODIE_M = '41000000011'; // Heavyweight Hoodie, M

let db: Db;
let standIn: RunningShopifyAdmin;
let clock = Date.now();

beforeAll(async () => {
  db = await openDevstoreDatabase({ dataDir: 'memory://', databaseUrl: null });
  // The buckets run on a clock the tests move (a retry's sleep advances it), so waits are exact.
  standIn = await startShopifyAdmin({ db, storefrontUrl: () => 'http://127.0.0.1:3000', now: () => clock });
});

afterAll(async () => {
  await standIn?.stop();
  await db?.close();
});

function commerceFor(shopId: string, options: Partial<ShopifyCommerceOptions> = {}) {
  const costs: { operation: string; cost: QueryCost }[] = [];
  const waits: number[] = [];
  const commerce = createShopifyCommerce({
    shopDomain: shopDomain(shopId),
    accessToken: standIn.accessToken(shopId),
    fetch: standIn.fetch,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    onCost: (operation, cost) => costs.push({ operation, cost }),
    ...options,
  });
  return { commerce, costs, waits };
}

describe('products', () => {
  it('pages through the variants past the first 10 of a product that has more', async () => {
    // A merchant adds 14 sizes to the tee in the German shop: 18 variants.
    const sizes = Array.from({ length: 14 }, (_, i) => ({ title: `Size ${i + 1}`, price: 3000, available: i % 2 === 0 }));
    await standIn.updateProduct('demo-store-de', Number(TEE), { addVariants: sizes });
    const all = standIn.catalog.product('demo-store-de', TEE)!.variants;
    expect(all).toHaveLength(18);
    const { commerce, costs } = commerceFor('demo-store-de');
    const lastId = String(all.at(-1)!.id);
    const [tee, last] = await commerce.products([{ type: 'product', id: TEE }, { type: 'variant', id: lastId }]);
    expect(tee!.product.variants.map((v) => v.id)).toEqual(all.map((v) => String(v.id)));
    expect(tee!.product.hasMoreVariants).toBe(false);
    expect(last!.variant).toMatchObject({ id: lastId, title: 'Size 14' });
    expect(last!.product.variants).toHaveLength(18);
    // One Products call, then one ProductVariants page for each of the two lookups.
    expect(costs.map((c) => c.operation)).toEqual(['Products', 'ProductVariants', 'ProductVariants']);
    const page = await commerce.productsPage();
    expect(page.products.find((p) => p.id === TEE)?.variants).toHaveLength(18);
  });

  it('answers products and variants in the order asked, leaving unknown ids out', async () => {
    const { commerce } = commerceFor('demo-store');
    const found = await commerce.products([
      { type: 'variant', id: HOODIE_M },
      { type: 'product', id: '1' },
      { type: 'product', id: TEE },
      { type: 'variant', id: TEE }, // a product id asked as a variant: not a variant
    ]);
    expect(found.map((f) => [f.ref.type, f.ref.id])).toEqual([['variant', HOODIE_M], ['product', TEE]]);
    const [hoodie, tee] = found;
    expect(hoodie!.variant).toMatchObject({ id: HOODIE_M, title: 'M', availableForSale: true, price: { amount: '70.00', currencyCode: 'USD' } });
    expect(hoodie!.product).toMatchObject({ title: 'Heavyweight Hoodie', availableForSale: true, hasMoreVariants: false });
    expect(hoodie!.product.variants[0]).toMatchObject({ title: 'S', availableForSale: false }); // sold out
    expect(tee!.product).toMatchObject({
      id: TEE,
      handle: 'everyday-cotton-tee',
      imageUrl: 'http://127.0.0.1:3000/devstore/images/everyday-cotton-tee.svg',
      onlineStoreUrl: 'http://127.0.0.1:3000/products/everyday-cotton-tee',
      minPrice: { amount: '24.00', currencyCode: 'USD' },
      maxPrice: { amount: '30.00', currencyCode: 'USD' },
      compareAtPrice: null,
      options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }],
    });
    expect(tee!.variant).toBeNull();
  });

  it("prices in the shop's currency", async () => {
    const { commerce } = commerceFor('demo-store-de');
    const [tee] = await commerce.products([{ type: 'product', id: TEE }]);
    expect(tee!.product.minPrice).toEqual({ amount: '22.08', currencyCode: 'EUR' });
    expect(tee!.product.variants[0]!.price).toEqual({ amount: '22.08', currencyCode: 'EUR' });
  });
});

describe('customers', () => {
  it('reads a customer by id and by email, with addresses and the default one', async () => {
    const { commerce } = commerceFor('demo-store');
    const jane = await commerce.customer(JANE);
    expect(jane).toMatchObject({ id: JANE, email: 'jane@example.com', firstName: 'Jane', tags: ['vip', 'newsletter'], acceptsMarketing: true, emailMarketing: 'SUBSCRIBED' });
    expect(jane!.addresses).toHaveLength(3);
    expect(jane!.addresses[0]).toMatchObject({ city: 'San Francisco', countryCode: 'US', country: 'United States', provinceCode: 'CA', province: 'California', zip: '94103', isDefault: true });
    expect(jane!.defaultAddressId).toBe(jane!.addresses[0]!.id);
    expect((await commerce.customerByEmail('Jane@Example.com'))?.id).toBe(JANE);
    expect(await commerce.customerByEmail('nobody@example.com')).toBeNull();
    expect(await commerce.customer('6999999999')).toBeNull();
    // Another shop's customer does not exist for this shop's token.
    expect(await commerce.customer(KLARA)).toBeNull();
  });

  it('creates a customer, and refuses an email that is taken', async () => {
    const { commerce } = commerceFor('demo-store');
    const created = await commerce.createCustomer({ email: 'new.shopper@example.com', acceptsMarketing: true });
    expect(created).toMatchObject({ email: 'new.shopper@example.com', acceptsMarketing: true, addresses: [] });
    expect((await commerce.customerByEmail('new.shopper@example.com'))?.id).toBe(created.id);
    const refused = await commerce.createCustomer({ email: 'jane@example.com' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CommerceUserError);
    expect((refused as CommerceUserError).userErrors).toEqual([{ field: ['email'], message: 'Email has already been taken', code: null }]);
  });

  it('updates names and phone, replaces tags, sets marketing consent', async () => {
    const { commerce } = commerceFor('demo-store');
    expect(await commerce.updateCustomer(SAM, { firstName: 'Samuel', phone: '+1 206 555 0100' })).toMatchObject({ firstName: 'Samuel', lastName: 'Rivera', phone: '+1 206 555 0100' });
    const badPhone = await commerce.updateCustomer(SAM, { phone: 'call me' }).catch((e: unknown) => e);
    expect((badPhone as CommerceUserError).userErrors).toEqual([{ field: ['phone'], message: 'Phone is invalid', code: null }]);
    expect(await commerce.setCustomerTags(SAM, ['gold', ' gold ', 'early-access'])).toEqual(['gold', 'early-access']);
    expect(await commerce.setCustomerTags(SAM, ['early-access'])).toEqual(['early-access']);
    expect(await commerce.setEmailMarketing(SAM, true)).toMatchObject({ acceptsMarketing: true, emailMarketing: 'SUBSCRIBED' });
    expect(await commerce.setEmailMarketing(SAM, false)).toMatchObject({ acceptsMarketing: false });
  });
});

describe('addresses', () => {
  it('creates, updates, makes default and deletes an address', async () => {
    const { commerce } = commerceFor('demo-store');
    const home = { firstName: 'Sam', lastName: 'Rivera', address1: '1 Pike Street', city: 'Seattle', countryCode: 'US', provinceCode: 'WA', zip: '98101' };
    const created = await commerce.createAddress(SAM, home);
    expect(created).toMatchObject({ address1: '1 Pike Street', country: 'United States', province: 'Washington', isDefault: false });
    const updated = await commerce.updateAddress(SAM, created.id, { address2: 'Unit 5' }, true);
    expect(updated).toMatchObject({ address1: '1 Pike Street', address2: 'Unit 5', isDefault: true });
    let sam = await commerce.customer(SAM);
    expect(sam!.defaultAddressId).toBe(created.id);
    const first = sam!.addresses[0]!;
    sam = await commerce.setDefaultAddress(SAM, first.id);
    expect(sam.defaultAddressId).toBe(first.id);
    await commerce.deleteAddress(SAM, created.id);
    expect((await commerce.customer(SAM))!.addresses.map((a) => a.id)).toEqual([first.id]);
  });

  it('throws the userErrors of an address Shopify rejects, field by field', async () => {
    const { commerce } = commerceFor('demo-store');
    const refused = await commerce
      .createAddress(SAM, { address1: '1 Main Street', city: 'Austin', countryCode: 'US', provinceCode: 'XX', zip: 'ABCDE' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CommerceUserError);
    expect((refused as CommerceUserError).operation).toBe('CustomerAddressCreate');
    expect((refused as CommerceUserError).userErrors).toEqual([
      { field: ['address', 'provinceCode'], message: 'Province is not valid for United States', code: null },
      { field: ['address', 'zip'], message: 'Zip is invalid for United States', code: null },
    ]);
    const missing = await commerce.deleteAddress(SAM, 'gid://shopify/MailingAddress/00000000-0000-4000-8000-000000000000?model_name=CustomerAddress').catch((e: unknown) => e);
    expect((missing as CommerceUserError).userErrors).toEqual([{ field: ['addressId'], message: 'Address does not exist', code: null }]);
  });
});

describe('orders', () => {
  it('pages through a customer\'s orders with cursors, 5 a page, newest first', async () => {
    const { commerce } = commerceFor('demo-store');
    const pages: string[][] = [];
    let cursor: string | null = null;
    const all = [];
    do {
      const page = await commerce.orders(JANE, cursor);
      pages.push(page.orders.map((o) => o.id));
      all.push(...page.orders);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 10);
    expect(pages.map((p) => p.length)).toEqual([5, 5, 5, 5, 4]);
    expect(ORDERS_PAGE_SIZE).toBe(5);
    expect(new Set(all.map((o) => o.id)).size).toBe(24);
    const times = all.map((o) => Date.parse(o.processedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.every((o) => o.customerId === JANE && o.lines.length > 0 && o.lines.length <= 5)).toBe(true);
  });

  it('reads one order: lines, totals, statuses, tracking', async () => {
    const { commerce } = commerceFor('demo-store');
    const order = await commerce.order('5100000002'); // fulfilled, in transit
    expect(order).toMatchObject({
      id: '5100000002',
      customerId: JANE,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      cancelledAt: null,
      shipping: { amount: '5.00', currencyCode: 'USD' },
      latestShipment: { displayStatus: 'IN_TRANSIT', carrier: 'UPS', trackingNumber: '1Z005100000002', trackingUrl: 'https://www.ups.com/track?tracknum=1Z005100000002' },
      shippingAddress: { city: 'San Francisco', provinceCode: 'CA' },
      hasMoreLines: false,
    });
    const lineTotal = order!.lines.reduce((sum, l) => sum + Number(l.unitPrice.amount) * l.quantity, 0);
    expect(Number(order!.subtotal!.amount)).toBe(lineTotal);
    expect(Number(order!.total.amount)).toBe(lineTotal + 5);
    expect(order!.lineQuantity).toBe(order!.lines.reduce((sum, l) => sum + l.quantity, 0));
    // Shopify's shape: https://{shop}/{shopNumericId}/orders/{token}/authenticate?key={key}.
    expect(order!.statusPageUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/\d+\/orders\/[0-9a-f]{32}\/authenticate\?key=[0-9a-f]{24}$/);
    expect(await commerce.order('5300000001')).toBeNull(); // the German shop's
  });

  it('cancels an unfulfilled order; Shopify refuses a cancelled or fulfilled one with userErrors', async () => {
    const { commerce } = commerceFor('demo-store');
    const result = await commerce.cancelOrder('5100000001', { reason: 'CUSTOMER' });
    expect(result.done).toBe(true);
    expect(result.order).toMatchObject({ id: '5100000001', fulfillmentStatus: 'UNFULFILLED', financialStatus: 'REFUNDED' });
    expect(result.order!.cancelledAt).not.toBeNull();
    // The devstore's API reads the same row.
    const [row] = await db.query<{ fulfillment_status: string }>('select fulfillment_status from orders where id = $1', ['5100000001']);
    expect(row!.fulfillment_status).toBe('CANCELED');

    const again = await commerce.cancelOrder('5100000001').catch((e: unknown) => e);
    expect(again).toBeInstanceOf(CommerceUserError);
    expect((again as CommerceUserError).userErrors).toEqual([{ field: ['orderId'], message: 'Order has already been cancelled', code: 'INVALID' }]);
    const fulfilled = await commerce.cancelOrder('5100000002').catch((e: unknown) => e);
    expect((fulfilled as CommerceUserError).userErrors).toEqual([
      { field: ['orderId'], message: 'Order has fulfillments that must be cancelled before the order can be cancelled', code: 'INVALID' },
    ]);
    expect((await commerce.order('5100000002'))!.cancelledAt).toBeNull();
  });

  it("waits for Shopify's cancel job before reading the order back", async () => {
    // A stand-in whose cancel jobs finish at their second poll.
    const slow = await startShopifyAdmin({ db, cancelJobPolls: 2 });
    try {
      const waits: number[] = [];
      const options = { shopDomain: shopDomain('demo-store'), accessToken: slow.accessToken('demo-store'), fetch: slow.fetch, sleep: async (ms: number) => void waits.push(ms) };
      const result = await createShopifyCommerce(options).cancelOrder('5200000001'); // Sam's, unfulfilled
      expect(waits).toEqual([250, 250]);
      expect(result.done).toBe(true);
      expect(result.order!.cancelledAt).not.toBeNull();
      // Not waiting: the job is still running and the order reads as it was.
      const pending = await createShopifyCommerce({ ...options, cancelJobWaitMs: 0 }).cancelOrder('5100000006'); // Jane's, unfulfilled
      expect(pending.done).toBe(false);
      expect(pending.order!.cancelledAt).toBeNull();
    } finally {
      await slow.stop();
    }
  });

  it("reads what a customer spent: the orders that were not cancelled; an unknown customer has none", async () => {
    const { commerce } = commerceFor('demo-store');
    const [row] = await db.query<{ cents: string }>('select sum(total)::bigint as cents from orders where customer_id = $1 and canceled_at is null', [SAM]);
    expect(await commerce.amountSpent(SAM)).toEqual({ amount: (Number(row!.cents) / 100).toFixed(2), currencyCode: 'USD' });
    expect(await commerce.amountSpent('6999999999')).toBeNull();
  });

  it("reads a customer's store credit accounts and enabled gift cards, none of another customer's", async () => {
    const { commerce } = commerceFor('demo-store');
    expect(await commerce.storeCredit(JANE)).toEqual({
      accounts: [{ id: '9200000001', balance: { amount: '18.50', currencyCode: 'USD' } }],
      giftCards: [{ id: '9100000001', balance: { amount: '40.00', currencyCode: 'USD' }, expiresOn: '2027-12-31', lastCharacters: 'c0de' }],
    });
    expect(await commerce.storeCredit(SAM)).toEqual({ accounts: [], giftCards: [] });
    expect((await commerceFor('demo-store-de').commerce.storeCredit(KLARA)).accounts).toEqual([{ id: '9200000002', balance: { amount: '20.00', currencyCode: 'EUR' } }]);
  });

  it('answers a gift card search it does not implement with an error, not made-up cards', async () => {
    const client = createAdminApiClient({ storeDomain: shopDomain('demo-store'), apiVersion: ADMIN_API_VERSION, accessToken: standIn.accessToken('demo-store'), customFetchApi: standIn.fetch });
    const response = await client.request('query { giftCards(first: 5, query: "balance:>10") { nodes { id } } }');
    expect(response.data).toBeFalsy();
    expect(response.errors?.graphQLErrors?.[0]).toMatchObject({ extensions: { code: 'NOT_IMPLEMENTED' } });
  });
});

describe('throttling', () => {
  it('retries a THROTTLED answer after the wait its throttle status gives, then succeeds', async () => {
    const { commerce, waits, costs } = commerceFor('demo-store');
    standIn.bucket('demo-store').set(0);
    const [tee] = await commerce.products([{ type: 'product', id: TEE }]);
    expect(tee!.product.id).toBe(TEE);
    // One product costs 36 points requested (shop 1, the node 35); an empty bucket restoring 100 a second
    // holds them after 360 ms.
    expect(costs[0]!.cost).toMatchObject({ requestedQueryCost: 36, actualQueryCost: null, throttleStatus: { currentlyAvailable: 0, restoreRate: 100, maximumAvailable: 2000 } });
    expect(waits).toEqual([360]);
    expect(costs[1]!.cost.actualQueryCost).toBeLessThan(36);
  });

  it('retries a throttle the stand-in was told to answer, then gives up after the allowed retries', async () => {
    const { commerce, waits } = commerceFor('demo-store', { maxThrottleRetries: 2 });
    standIn.bucket('demo-store').set(2000);
    standIn.throttleNext(2);
    expect((await commerce.customer(JANE))?.id).toBe(JANE);
    // The bucket held enough: the shortest wait, twice.
    expect(waits).toEqual([100, 100]);
    standIn.throttleNext(3);
    const error = await commerce.customer(JANE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceThrottledError);
    expect(waits).toHaveLength(4);
  });

  it('gives up at once when the wait would pass the request deadline, with the wait as Retry-After', async () => {
    const { commerce, waits } = commerceFor('demo-store', { timeoutMs: 300 });
    standIn.bucket('demo-store').set(0);
    const error = await commerce.products([{ type: 'product', id: TEE }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceThrottledError);
    // 36 points at 100 a second: 360 ms, past the 300 ms deadline, so no wait at all.
    expect((error as CommerceThrottledError).retryAfterMs).toBe(360);
    expect(waits).toEqual([]);
    standIn.bucket('demo-store').set(2000);
  });
});

describe('errors', () => {
  it('a field the stand-in does not implement is a clear GraphQL error, not made-up data', async () => {
    const client = createAdminApiClient({ storeDomain: shopDomain('demo-store'), apiVersion: ADMIN_API_VERSION, accessToken: standIn.accessToken('demo-store'), customFetchApi: standIn.fetch });
    const response = await client.request(`query { customer(id: "gid://shopify/Customer/${JANE}") { firstName statistics { predictedSpendTier } } }`);
    expect(response.data).toEqual({ customer: null }); // statistics is non-null: the customer goes null with it
    expect(response.errors?.graphQLErrors).toEqual([
      expect.objectContaining({
        message: "Customer.statistics is not implemented by the devstore's Admin API stand-in (devstore/shopify-admin)",
        path: ['customer', 'statistics'],
        extensions: { code: 'NOT_IMPLEMENTED' },
      }),
    ]);
    expect(response.extensions?.cost).toMatchObject({ requestedQueryCost: 2 }); // customer 1, statistics 1
  });

  it('a wrong access token is unauthorized; a document invalid for the schema is refused before it runs', async () => {
    const wrong = createShopifyCommerce({ shopDomain: shopDomain('demo-store'), accessToken: 'shpat_wrong', fetch: standIn.fetch });
    const error = await wrong.customer(JANE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect((error as CommerceError).code).toBe('unauthorized');
    // Another shop's token for this shop's domain too.
    const crossed = createShopifyCommerce({ shopDomain: shopDomain('demo-store'), accessToken: standIn.accessToken('demo-store-de'), fetch: standIn.fetch });
    expect(((await crossed.customer(JANE).catch((e: unknown) => e)) as CommerceError).code).toBe('unauthorized');

    const client = createAdminApiClient({ storeDomain: shopDomain('demo-store'), apiVersion: ADMIN_API_VERSION, accessToken: standIn.accessToken('demo-store'), customFetchApi: standIn.fetch });
    const invalid = await client.request('query { shop { nmae } }');
    expect(invalid.errors?.graphQLErrors?.[0]?.message).toContain('Cannot query field "nmae" on type "Shop"');
    const tooDear = await client.request('query { products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }');
    expect(tooDear.errors?.graphQLErrors?.[0]).toMatchObject({ extensions: { code: 'MAX_COST_EXCEEDED' } });
  });
});
