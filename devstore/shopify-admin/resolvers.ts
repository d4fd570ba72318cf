// What the stand-in answers, field by field, from the devstore's catalogue (devstore/catalog) and its database
// (customers, addresses, orders): plain objects whose properties are the fields' values, or functions of the
// field's arguments. A field an object does not carry is not served: the executor's field resolver answers it
// with a NOT_IMPLEMENTED error naming it (never a made-up value). Mutations write the same rows the devstore's
// API reads, so both agree.
import { createHash, randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { countries } from '../../server/countries';
import { collections, localPrice, moneyAmount, type Product, type Variant } from '../catalog/index';
import type { StandInCatalog } from './catalog';
import { seedGiftCards, seedStoreCreditAccounts } from '../seed/seed-store-credit';
import type { Shop } from '../../server/db/shops';
import type { Db, QueryFn } from '../../server/db/types';

export interface StandInContext {
  db: Db;
  shop: Shop;
  /** The shop's storefront origin: product pages, images and order status pages live there. */
  storefront: string;
  /** Cancel jobs, by gid: done, or the `job` queries left before it runs `finish` and is done. */
  jobs: Map<string, { done: boolean; pollsLeft: number; finish: () => Promise<void> }>;
  /** A cancel job is done at its N-th `job` query (0: at once, in the mutation). */
  cancelJobPolls: number;
  now: () => Date;
  /** The catalogue with the stand-in's product edits (catalog.ts). */
  catalog: StandInCatalog;
}

/** A GraphQL object: its type name and its fields (values, or functions of the arguments). */
export type Obj = { __typename: string } & Record<string, unknown>;
type Args = Record<string, unknown>;

export function notImplemented(what: string): GraphQLError {
  return new GraphQLError(`${what} is not implemented by the devstore's Admin API stand-in (devstore/shopify-admin)`, {
    extensions: { code: 'NOT_IMPLEMENTED' },
  });
}

const gid = (type: string, id: string | number, model?: string) => `gid://shopify/${type}/${id}${model ? `?model_name=${model}` : ''}`;

function parseGid(value: unknown, type?: string): string | null {
  const match = typeof value === 'string' ? /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?#]+)/.exec(value) : null;
  if (!match || (type && match[1] !== type)) return null;
  return match[2]!;
}

// ---------------------------------------------------------------------------------------------------- paging

interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

const MAX_PAGE = 250;
const cursorOf = (key: string) => Buffer.from(JSON.stringify({ last_id: key })).toString('base64url');
function keyOfCursor(cursor: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { last_id?: unknown };
    if (typeof parsed.last_id === 'string') return parsed.last_id;
  } catch {
    // fall through
  }
  throw new GraphQLError('Invalid cursor for current pagination sort.', { extensions: { code: 'BAD_REQUEST' } });
}

function checkPageSize(args: PageArgs): void {
  const { first, last } = args;
  if ((first === null || first === undefined) && (last === null || last === undefined)) {
    throw new GraphQLError('you must provide one of first or last', { extensions: { code: 'BAD_REQUEST' } });
  }
  for (const size of [first, last]) {
    if (typeof size === 'number' && (size < 0 || size > MAX_PAGE)) {
      throw new GraphQLError(`The page size must be between 0 and ${MAX_PAGE}`, { extensions: { code: 'BAD_REQUEST' } });
    }
  }
}

/** A Relay connection over items already in their order (reverse flips it). */
function connection<T>(typename: string, all: T[], args: PageArgs, key: (item: T) => string, node: (item: T) => Obj): Obj {
  checkPageSize(args);
  let items = args.reverse ? [...all].reverse() : all;
  let start = 0;
  let end = items.length;
  if (args.after) {
    const at = items.findIndex((item) => key(item) === keyOfCursor(args.after!));
    if (at < 0) throw new GraphQLError('Invalid cursor for current pagination sort.', { extensions: { code: 'BAD_REQUEST' } });
    start = at + 1;
  }
  if (args.before) {
    const at = items.findIndex((item) => key(item) === keyOfCursor(args.before!));
    if (at < 0) throw new GraphQLError('Invalid cursor for current pagination sort.', { extensions: { code: 'BAD_REQUEST' } });
    end = at;
  }
  items = items.slice(start, end);
  let page = items;
  if (typeof args.first === 'number') page = page.slice(0, args.first);
  if (typeof args.last === 'number') page = page.slice(Math.max(0, page.length - args.last));
  const edges = page.map((item) => ({ __typename: typename.replace(/Connection$/, 'Edge'), cursor: cursorOf(key(item)), node: node(item) }));
  const firstIndex = items.indexOf(page[0]!);
  return {
    __typename: typename,
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: page.length > 0 ? start + firstIndex + page.length < (args.before ? end : all.length) : false,
      hasPreviousPage: start + Math.max(0, firstIndex) > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A plain list field with `first`: the first items. */
const firstOf = <T>(items: T[], args: Args) => (typeof args.first === 'number' ? items.slice(0, args.first) : items);

// ------------------------------------------------------------------------------------------------- catalogue

const moneyV2 = (cents: number, currencyCode: string): Obj => ({ __typename: 'MoneyV2', amount: moneyAmount(cents), currencyCode });
const moneyBag = (cents: number, currencyCode: string): Obj => ({
  __typename: 'MoneyBag',
  shopMoney: moneyV2(cents, currencyCode),
  presentmentMoney: moneyV2(cents, currencyCode),
});

// The catalogue keeps variant titles only; its option kinds are named by their values (devstore/catalog/products.ts).
const OPTION_NAMES: [string, string][] = [
  ['S', 'Size'],
  ['Black', 'Color'],
  ['Cedar', 'Scent'],
  ['Single', 'Pack'],
  ['Default Title', 'Title'],
];
const optionName = (product: Product) => OPTION_NAMES.find(([value]) => product.variants[0]?.title === value)?.[1] ?? 'Title';

function imageObject(ctx: StandInContext, product: Product): Obj {
  return {
    __typename: 'Image',
    url: `${ctx.storefront}${product.image}`,
    altText: product.title,
  };
}

function variantObject(ctx: StandInContext, product: Product, variant: Variant): Obj {
  const cents = localPrice(variant.price, ctx.shop.currencyMultiplier);
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', variant.id),
    legacyResourceId: String(variant.id),
    title: variant.title,
    displayName: `${product.title} - ${variant.title}`,
    price: moneyAmount(cents),
    // The catalogue has no compare-at prices.
    compareAtPrice: null,
    availableForSale: variant.available,
    position: product.variants.indexOf(variant) + 1,
    selectedOptions: [{ __typename: 'SelectedOption', name: optionName(product), value: variant.title }],
    product: () => productObject(ctx, product),
  };
}

function productObject(ctx: StandInContext, product: Product): Obj {
  const { currency, currencyMultiplier } = ctx.shop;
  const prices = product.variants.map((v) => localPrice(v.price, currencyMultiplier));
  return {
    __typename: 'Product',
    id: gid('Product', product.id),
    legacyResourceId: String(product.id),
    title: product.title,
    handle: product.handle,
    vendor: product.vendor,
    productType: product.productType,
    description: product.description,
    tags: product.tags,
    status: 'ACTIVE',
    onlineStoreUrl: `${ctx.storefront}/products/${product.handle}`,
    hasOnlyDefaultVariant: product.variants.length === 1 && product.variants[0]!.title === 'Default Title',
    featuredMedia: { __typename: 'MediaImage', id: gid('MediaImage', product.id), mediaContentType: 'IMAGE', alt: product.title, image: imageObject(ctx, product) },
    priceRangeV2: { __typename: 'ProductPriceRangeV2', minVariantPrice: moneyV2(Math.min(...prices), currency), maxVariantPrice: moneyV2(Math.max(...prices), currency) },
    // Shopify answers null when no variant has a compare-at price; none has in the catalogue.
    compareAtPriceRange: null,
    options: (args: Args) =>
      firstOf(
        [{ __typename: 'ProductOption', id: gid('ProductOption', product.id), name: optionName(product), position: 1, values: product.variants.map((v) => v.title) }],
        args,
      ),
    variants: (args: PageArgs) => connection('ProductVariantConnection', product.variants, args, (v) => String(v.id), (v) => variantObject(ctx, product, v)),
  };
}

// ------------------------------------------------------------------------------------------------ customers

interface CustomerRow {
  id: string;
  shop_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  accepts_marketing: boolean;
  tags: string[] | null;
  created_at: Date;
  updated_at: Date;
}

interface AddressRow {
  id: string;
  customer_id: string;
  fields: Record<string, unknown>;
  is_default: boolean;
}

const addressGid = (id: string) => gid('MailingAddress', id, 'CustomerAddress');

function country(value: unknown) {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return text ? countries.find((c) => c.code.toLowerCase() === text || c.name.toLowerCase() === text) : undefined;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A MailingAddress from the devstore's stored fields (firstName, address1, country, state, postcode, …). */
function mailingAddress(id: string, fields: Record<string, unknown>): Obj {
  const known = country(fields.country);
  const state = text(fields.state);
  const firstName = text(fields.firstName);
  const lastName = text(fields.lastName);
  return {
    __typename: 'MailingAddress',
    id,
    firstName,
    lastName,
    name: [firstName, lastName].filter(Boolean).join(' ') || null,
    company: text(fields.company),
    address1: text(fields.address1),
    address2: text(fields.address2),
    city: text(fields.city),
    countryCodeV2: known?.code ?? null,
    country: known?.name ?? text(fields.country),
    provinceCode: state,
    province: (state && known?.states?.find((s) => s.code === state)?.name) ?? state,
    zip: text(fields.postcode),
    phone: text(fields.phone),
  };
}

async function customerRow(ctx: StandInContext, id: string | null, query: QueryFn = ctx.db.query): Promise<CustomerRow | null> {
  if (!id || !/^\d{1,18}$/.test(id)) return null;
  const [row] = await query<CustomerRow>('select * from customers where id = $1 and shop_id = $2', [id, ctx.shop.shopId]);
  return row ?? null;
}

const listAddresses = (query: QueryFn, customerId: string) =>
  query<AddressRow>('select * from addresses where customer_id = $1 order by created_at, id', [customerId]);

function customerObject(ctx: StandInContext, row: CustomerRow): Obj {
  const addresses = () => listAddresses(ctx.db.query, row.id);
  const firstName = row.first_name;
  const lastName = row.last_name;
  return {
    __typename: 'Customer',
    id: gid('Customer', row.id),
    legacyResourceId: row.id,
    firstName,
    lastName,
    displayName: [firstName, lastName].filter(Boolean).join(' ') || row.email,
    tags: row.tags ?? [],
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    // The devstore keeps a yes/no: subscribed or not (an unsubscribe reads back as NOT_SUBSCRIBED).
    defaultEmailAddress: {
      __typename: 'CustomerEmailAddress',
      emailAddress: row.email,
      marketingState: row.accepts_marketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED',
      marketingOptInLevel: row.accepts_marketing ? 'SINGLE_OPT_IN' : null,
    },
    defaultPhoneNumber: row.phone ? { __typename: 'CustomerPhoneNumber', phoneNumber: row.phone } : null,
    defaultAddress: async () => {
      const found = (await addresses()).find((a) => a.is_default);
      return found ? mailingAddress(addressGid(found.id), found.fields) : null;
    },
    addressesV2: async (args: PageArgs) => connection('MailingAddressConnection', await addresses(), args, (a) => a.id, (a) => mailingAddress(addressGid(a.id), a.fields)),
    numberOfOrders: async () => {
      const [count] = await ctx.db.query<{ n: number }>('select count(*)::int as n from orders where customer_id = $1 and shop_id = $2', [row.id, ctx.shop.shopId]);
      return String(count?.n ?? 0);
    },
    orders: async (args: PageArgs & { sortKey?: string; query?: string | null }) => {
      if (args.query) throw notImplemented('Customer.orders(query:)');
      const sortKey = args.sortKey ?? 'ID';
      if (sortKey !== 'ID' && sortKey !== 'PROCESSED_AT') throw notImplemented(`Customer.orders(sortKey: ${sortKey})`);
      const rows = await ctx.db.query<OrderRow>('select * from orders where shop_id = $1 and customer_id = $2', [ctx.shop.shopId, row.id]);
      const byId = (a: OrderRow, b: OrderRow) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0);
      rows.sort(sortKey === 'ID' ? byId : (a, b) => a.processed_at.getTime() - b.processed_at.getTime() || byId(a, b));
      return connection('OrderConnection', rows, args, (o) => o.id, (o) => orderObject(ctx, o));
    },
    // Shopify's lifetime spend: the totals of the orders that were not cancelled, in the shop's currency.
    amountSpent: async () => {
      const [sum] = await ctx.db.query<{ cents: string | null }>(
        'select sum(total)::bigint as cents from orders where customer_id = $1 and shop_id = $2 and canceled_at is null',
        [row.id, ctx.shop.shopId],
      );
      return moneyV2(Number(sum?.cents ?? 0), ctx.shop.currency);
    },
    // The seeded store credit (devstore/seed/seed-store-credit.ts): one account per currency, as Shopify keeps.
    storeCreditAccounts: (args: PageArgs & { query?: string | null }) => {
      if (args.query) throw notImplemented('Customer.storeCreditAccounts(query:)');
      const accounts = seedStoreCreditAccounts.filter((a) => a.shopId === ctx.shop.shopId && a.customerId === row.id);
      return connection('StoreCreditAccountConnection', accounts, args, (a) => a.id, (a) => ({
        __typename: 'StoreCreditAccount',
        id: gid('StoreCreditAccount', a.id),
        balance: { __typename: 'MoneyV2', amount: a.amount, currencyCode: a.currency },
      }));
    },
  };
}

// --------------------------------------------------------------------------------------------------- orders

interface OrderRow {
  id: string;
  shop_id: string;
  customer_id: string;
  name: string;
  pass: string;
  financial_status: string;
  fulfillment_status: string;
  line_items: { productId: number; variantId: number; title: string; variantTitle: string; quantity: number; price: number; image: string }[];
  latest_shipment: { displayStatus: string; estimatedDeliveryAt: string | null; deliveredAt: string | null; carrier: string; trackingNumber: string; trackingUrl: string } | null;
  shipping_address: Record<string, unknown> | null;
  subtotal: number;
  total: number;
  currency: string;
  processed_at: Date;
  canceled_at: Date | null;
}

async function orderRow(ctx: StandInContext, id: string | null, query: QueryFn = ctx.db.query): Promise<OrderRow | null> {
  if (!id || !/^\d{1,18}$/.test(id)) return null;
  const [row] = await query<OrderRow>('select * from orders where id = $1 and shop_id = $2', [id, ctx.shop.shopId]);
  return row ?? null;
}

/** A shipment whose fulfillment was not cancelled: Shopify will not cancel the order before it is. */
const outstandingShipment = (row: OrderRow) => !!row.latest_shipment && row.latest_shipment.displayStatus !== 'CANCELED';

/** A stable number for a shop (Shopify's shop id in status page URLs; the devstore's shop ids are names). */
export const shopNumericId = (shopId: string) => String(parseInt(createHash('sha256').update(shopId).digest('hex').slice(0, 10), 16));

/** The order's token in its status page URL: derived from its pass (the `key`), 32 hex digits as Shopify's. */
export const ORDER_TOKEN_SQL = "md5('order-token:' || pass)";
const orderToken = (pass: string) => createHash('md5').update(`order-token:${pass}`).digest('hex');

/** Shopify's order status page: https://{shop}/{shopNumericId}/orders/{token}/authenticate?key={key}. */
export function statusPageUrl(storefront: string, shopId: string, row: { pass: string }): string {
  return `${storefront}/${shopNumericId(shopId)}/orders/${orderToken(row.pass)}/authenticate?key=${row.pass}`;
}

function orderObject(ctx: StandInContext, row: OrderRow): Obj {
  const currency = row.currency;
  const shipment = row.latest_shipment;
  const lines = row.line_items.map((line, index) => ({ ...line, id: String(BigInt(row.id) * 1000n + BigInt(index + 1)) }));
  const fulfillments = shipment
    ? [
        {
          __typename: 'Fulfillment',
          id: gid('Fulfillment', row.id),
          status: shipment.displayStatus === 'CANCELED' ? 'CANCELLED' : 'SUCCESS',
          displayStatus: shipment.displayStatus,
          estimatedDeliveryAt: shipment.estimatedDeliveryAt,
          deliveredAt: shipment.deliveredAt,
          trackingInfo: (args: Args) => firstOf([{ __typename: 'FulfillmentTrackingInfo', company: shipment.carrier, number: shipment.trackingNumber, url: shipment.trackingUrl }], args),
        },
      ]
    : [];
  return {
    __typename: 'Order',
    id: gid('Order', row.id),
    legacyResourceId: row.id,
    name: row.name,
    processedAt: row.processed_at.toISOString(),
    cancelledAt: row.canceled_at ? row.canceled_at.toISOString() : null,
    displayFinancialStatus: row.financial_status,
    // The devstore marks a cancelled order's fulfillment status CANCELED; Shopify keeps the fulfillment status
    // (an unfulfilled order stays UNFULFILLED) and says cancelled in cancelledAt.
    displayFulfillmentStatus: row.fulfillment_status === 'CANCELED' ? 'UNFULFILLED' : row.fulfillment_status,
    currencyCode: currency,
    // Shopify's shape; the devstore storefront answers it with the widget's confirmation route.
    statusPageUrl: statusPageUrl(ctx.storefront, ctx.shop.shopId, row),
    subtotalLineItemsQuantity: row.line_items.reduce((sum, line) => sum + line.quantity, 0),
    customer: async () => {
      const customer = await customerRow(ctx, row.customer_id);
      return customer ? customerObject(ctx, customer) : null;
    },
    subtotalPriceSet: moneyBag(row.subtotal, currency),
    totalPriceSet: moneyBag(row.total, currency),
    totalShippingPriceSet: moneyBag(row.total - row.subtotal, currency),
    fulfillments: (args: Args & { query?: string | null }) => {
      if (args.query) throw notImplemented('Order.fulfillments(query:)');
      return firstOf(fulfillments, args);
    },
    shippingAddress: row.shipping_address ? mailingAddress(gid('MailingAddress', row.id, 'Address'), row.shipping_address) : null,
    lineItems: (args: PageArgs) =>
      connection('LineItemConnection', lines, args, (line) => line.id, (line) => {
        const found = ctx.catalog.variant(ctx.shop.shopId, line.variantId);
        const product = found?.product ?? ctx.catalog.product(ctx.shop.shopId, line.productId);
        return {
          __typename: 'LineItem',
          id: gid('LineItem', line.id),
          title: line.title,
          name: line.variantTitle && line.variantTitle !== 'Default Title' ? `${line.title} - ${line.variantTitle}` : line.title,
          variantTitle: line.variantTitle && line.variantTitle !== 'Default Title' ? line.variantTitle : null,
          quantity: line.quantity,
          originalUnitPriceSet: moneyBag(line.price, currency),
          originalTotalSet: moneyBag(line.price * line.quantity, currency),
          image: { __typename: 'Image', url: `${ctx.storefront}${line.image}`, altText: line.title },
          product: product ? productObject(ctx, product) : null,
          variant: found ? variantObject(ctx, found.product, found.variant) : null,
        };
      }),
  };
}

// -------------------------------------------------------------------------------------------- input checks

interface UserError {
  field: string[] | null;
  message: string;
  code?: string | null;
}

const ADDRESS_KEYS = new Set(['address1', 'address2', 'city', 'company', 'countryCode', 'firstName', 'lastName', 'phone', 'provinceCode', 'zip']);
const ZIP_FORMATS: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
};

/** MailingAddressInput → the devstore's stored fields, merged over `existing`. */
function addressFields(input: Args, existing: Record<string, unknown> = {}): Record<string, unknown> {
  for (const key of Object.keys(input)) if (!ADDRESS_KEYS.has(key)) throw notImplemented(`MailingAddressInput.${key}`);
  const out: Record<string, unknown> = { ...existing };
  const set = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (value === null || value === '') delete out[key];
    else out[key] = typeof value === 'string' ? value.trim() : value;
  };
  set('firstName', input.firstName);
  set('lastName', input.lastName);
  set('company', input.company);
  set('address1', input.address1);
  set('address2', input.address2);
  set('city', input.city);
  set('country', input.countryCode);
  set('state', input.provinceCode);
  set('postcode', input.zip);
  set('phone', input.phone);
  return out;
}

/** What Shopify checks on an address: a province of the country where it has them, a postal code of its form. */
function addressErrors(fields: Record<string, unknown>): UserError[] {
  const errors: UserError[] = [];
  const known = country(fields.country);
  if (!known) return errors;
  const state = text(fields.state);
  if (known.states?.length) {
    if (!state) errors.push({ field: ['address', 'provinceCode'], message: `Province can't be blank for ${known.name}` });
    else if (!known.states.some((s) => s.code === state)) errors.push({ field: ['address', 'provinceCode'], message: `Province is not valid for ${known.name}` });
  }
  const zip = text(fields.postcode);
  const format = ZIP_FORMATS[known.code];
  if (zip && format && !format.test(zip)) errors.push({ field: ['address', 'zip'], message: `Zip is invalid for ${known.name}` });
  return errors;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,20}$/;

async function customerFieldErrors(ctx: StandInContext, query: QueryFn, input: Args, customerId: string | null): Promise<UserError[]> {
  const errors: UserError[] = [];
  if (input.email !== undefined) {
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email)) errors.push({ field: ['email'], message: 'Email is invalid' });
    else {
      const [taken] = await query<{ id: string }>('select id from customers where shop_id = $1 and email = $2 and id <> $3', [ctx.shop.shopId, email, customerId ?? '']);
      if (taken) errors.push({ field: ['email'], message: 'Email has already been taken' });
    }
  }
  if (typeof input.phone === 'string' && input.phone !== '' && !PHONE.test(input.phone)) errors.push({ field: ['phone'], message: 'Phone is invalid' });
  return errors;
}

const CUSTOMER_INPUT_KEYS = new Set(['id', 'email', 'firstName', 'lastName', 'phone', 'tags', 'emailMarketingConsent']);

function cleanTags(tags: unknown): string[] {
  return [...new Set((Array.isArray(tags) ? tags : []).map((t) => String(t).trim()).filter(Boolean))];
}

/** The gift cards a giftCards search keeps; a term other than customer_id and status is not served. */
function giftCardFilter(query: string): (card: { customerId: string; enabled: boolean }) => boolean {
  const tests = query.split(/\s+/).filter(Boolean).map((term) => {
    const customer = /^customer_id:(\d+)$/.exec(term);
    if (customer) return (card: { customerId: string }) => card.customerId === customer[1];
    const status = /^status:(enabled|disabled)$/.exec(term);
    if (status) return (card: { enabled: boolean }) => card.enabled === (status[1] === 'enabled');
    throw notImplemented(`giftCards(query: "${term}")`);
  });
  return (card) => tests.every((test) => test(card as never));
}

// ---------------------------------------------------------------------------------------------------- roots

async function nodeById(ctx: StandInContext, id: unknown): Promise<Obj | null> {
  const match = typeof id === 'string' ? /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?#]+)/.exec(id) : null;
  if (!match) return null;
  const [, type, key] = match;
  switch (type) {
    case 'Product': {
      const product = ctx.catalog.product(ctx.shop.shopId, key);
      return product ? productObject(ctx, product) : null;
    }
    case 'ProductVariant': {
      const found = ctx.catalog.variant(ctx.shop.shopId, key);
      return found ? variantObject(ctx, found.product, found.variant) : null;
    }
    case 'Customer': {
      const row = await customerRow(ctx, key!);
      return row ? customerObject(ctx, row) : null;
    }
    case 'Order': {
      const row = await orderRow(ctx, key!);
      return row ? orderObject(ctx, row) : null;
    }
    default:
      throw notImplemented(`Looking up a ${type} by id`);
  }
}

/** The root object of queries and mutations. */
export function rootValue(ctx: StandInContext): Obj {
  const { db } = ctx;
  const customerPayload = async (query: QueryFn, customerId: string) => {
    const row = await customerRow(ctx, customerId, query);
    return row ? customerObject(ctx, row) : null;
  };

  return {
    __typename: 'QueryRoot',
    shop: {
      __typename: 'Shop',
      id: gid('Shop', ctx.shop.shopId),
      name: ctx.shop.name,
      currencyCode: ctx.shop.currency,
      myshopifyDomain: `${ctx.shop.shopId}.myshopify.com`,
    },
    node: ({ id }: Args) => nodeById(ctx, id),
    nodes: ({ ids }: Args) => Promise.all((ids as unknown[]).map((id) => nodeById(ctx, id))),
    product: async ({ id }: Args) => {
      const key = parseGid(id, 'Product');
      const product = key ? ctx.catalog.product(ctx.shop.shopId, key) : undefined;
      return product ? productObject(ctx, product) : null;
    },
    productVariant: async ({ id }: Args) => {
      const key = parseGid(id, 'ProductVariant');
      const found = key ? ctx.catalog.variant(ctx.shop.shopId, key) : undefined;
      return found ? variantObject(ctx, found.product, found.variant) : null;
    },
    // The shop's products in id order (sortKey ID, the default); a search query is not served.
    products: (args: PageArgs & { query?: string | null; sortKey?: string | null }) => {
      if (args.query) throw notImplemented('products(query:)');
      if (args.sortKey && args.sortKey !== 'ID') throw notImplemented(`products(sortKey: ${args.sortKey})`);
      return connection('ProductConnection', ctx.catalog.products(ctx.shop.shopId), args, (p) => String(p.id), (p) => productObject(ctx, p));
    },
    // The catalogue's collections in id order (id, handle, title); a search query is not served.
    collections: (args: PageArgs & { query?: string | null; sortKey?: string | null }) => {
      if (args.query) throw notImplemented('collections(query:)');
      if (args.sortKey && args.sortKey !== 'ID') throw notImplemented(`collections(sortKey: ${args.sortKey})`);
      return connection('CollectionConnection', collections, args, (c) => String(c.id), (c) => ({
        __typename: 'Collection',
        id: gid('Collection', c.id),
        legacyResourceId: String(c.id),
        handle: c.handle,
        title: c.title,
      }));
    },
    customer: async ({ id }: Args) => {
      const row = await customerRow(ctx, parseGid(id, 'Customer'));
      return row ? customerObject(ctx, row) : null;
    },
    customerByIdentifier: async ({ identifier }: Args) => {
      const { emailAddress, id } = (identifier ?? {}) as { emailAddress?: string; id?: string };
      if (id) return customerPayload(db.query, parseGid(id, 'Customer') ?? '');
      if (typeof emailAddress !== 'string') throw notImplemented('customerByIdentifier by customId or phoneNumber');
      const [row] = await db.query<CustomerRow>('select * from customers where shop_id = $1 and email = $2', [ctx.shop.shopId, emailAddress.trim().toLowerCase()]);
      return row ? customerObject(ctx, row) : null;
    },
    order: async ({ id }: Args) => {
      const row = await orderRow(ctx, parseGid(id, 'Order'));
      return row ? orderObject(ctx, row) : null;
    },
    job: async ({ id }: Args) => {
      const job = typeof id === 'string' ? ctx.jobs.get(id) : undefined;
      if (!job) return null;
      if (!job.done && --job.pollsLeft <= 0) {
        await job.finish();
        job.done = true;
      }
      return { __typename: 'Job', id, done: job.done };
    },
    // The seeded gift cards, filtered by `customer_id:<id>` and `status:enabled|disabled` (no other search term).
    giftCards: (args: PageArgs & { query?: string | null; sortKey?: string | null }) => {
      if (args.sortKey && args.sortKey !== 'ID') throw notImplemented(`giftCards(sortKey: ${args.sortKey})`);
      const cards = seedGiftCards.filter((card) => card.shopId === ctx.shop.shopId).filter(giftCardFilter(args.query ?? ''));
      return connection('GiftCardConnection', cards, args, (card) => card.id, (card) => ({
        __typename: 'GiftCard',
        id: gid('GiftCard', card.id),
        balance: { __typename: 'MoneyV2', amount: card.amount, currencyCode: card.currency },
        expiresOn: card.expiresOn,
        lastCharacters: card.lastCharacters,
        maskedCode: `•••• •••• •••• ${card.lastCharacters}`,
        enabled: card.enabled,
      }));
    },

    // ---------------------------------------------------------------------------------------- mutations

    customerCreate: ({ input }: Args) =>
      db.transaction(async (query) => {
        const fields = input as Args;
        for (const key of Object.keys(fields)) if (!CUSTOMER_INPUT_KEYS.has(key) || key === 'id') throw notImplemented(`CustomerInput.${key} in customerCreate`);
        const errors = typeof fields.email === 'string' ? await customerFieldErrors(ctx, query, fields, null) : [{ field: ['email'], message: "Email can't be blank" }];
        if (errors.length) return { customer: null, userErrors: errors };
        const consent = fields.emailMarketingConsent as { marketingState?: string } | undefined;
        const [row] = await query<{ id: string }>(
          `insert into customers (shop_id, email, first_name, last_name, phone, accepts_marketing, tags) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [ctx.shop.shopId, String(fields.email).trim().toLowerCase(), text(fields.firstName), text(fields.lastName), text(fields.phone),
            consent?.marketingState === 'SUBSCRIBED', JSON.stringify(cleanTags(fields.tags))],
        );
        return { customer: await customerPayload(query, row!.id), userErrors: [] };
      }),

    customerUpdate: ({ input }: Args) =>
      db.transaction(async (query) => {
        const fields = input as Args;
        for (const key of Object.keys(fields)) if (!CUSTOMER_INPUT_KEYS.has(key) || key === 'emailMarketingConsent') throw notImplemented(`CustomerInput.${key} in customerUpdate`);
        const row = await customerRow(ctx, parseGid(fields.id, 'Customer'), query);
        if (!row) return { customer: null, userErrors: [{ field: ['id'], message: 'Customer does not exist' }] };
        const errors = await customerFieldErrors(ctx, query, fields, row.id);
        if (errors.length) return { customer: null, userErrors: errors };
        const sets: string[] = [];
        const values: unknown[] = [row.id];
        const set = (column: string, value: unknown) => {
          values.push(value);
          sets.push(`${column} = $${values.length}`);
        };
        if (fields.firstName !== undefined) set('first_name', text(fields.firstName));
        if (fields.lastName !== undefined) set('last_name', text(fields.lastName));
        if (fields.phone !== undefined) set('phone', text(fields.phone));
        if (fields.email !== undefined) set('email', String(fields.email).trim().toLowerCase());
        if (fields.tags !== undefined) set('tags', JSON.stringify(cleanTags(fields.tags)));
        if (sets.length) await query(`update customers set ${sets.join(', ')}, updated_at = now() where id = $1`, values);
        return { customer: await customerPayload(query, row.id), userErrors: [] };
      }),

    customerEmailMarketingConsentUpdate: ({ input }: Args) =>
      db.transaction(async (query) => {
        const { customerId, emailMarketingConsent } = input as { customerId: string; emailMarketingConsent: { marketingState: string; sourceLocationId?: string } };
        if (emailMarketingConsent.sourceLocationId) throw notImplemented('CustomerEmailMarketingConsentInput.sourceLocationId');
        const row = await customerRow(ctx, parseGid(customerId, 'Customer'), query);
        if (!row) return { customer: null, userErrors: [{ field: ['input', 'customerId'], message: 'Customer not found', code: 'INVALID' }] };
        const state = emailMarketingConsent.marketingState;
        if (state !== 'SUBSCRIBED' && state !== 'UNSUBSCRIBED' && state !== 'NOT_SUBSCRIBED') {
          return { customer: null, userErrors: [{ field: ['input', 'emailMarketingConsent', 'marketingState'], message: `Marketing state ${state} cannot be set`, code: 'INCLUSION' }] };
        }
        await query('update customers set accepts_marketing = $2, updated_at = now() where id = $1', [row.id, state === 'SUBSCRIBED']);
        return { customer: await customerPayload(query, row.id), userErrors: [] };
      }),

    customerAddressCreate: ({ customerId, address, setAsDefault }: Args) =>
      db.transaction(async (query) => {
        const row = await customerRow(ctx, parseGid(customerId, 'Customer'), query);
        if (!row) return { address: null, userErrors: [{ field: ['customerId'], message: 'Customer does not exist' }] };
        const fields = addressFields(address as Args);
        const errors = addressErrors(fields);
        if (errors.length) return { address: null, userErrors: errors };
        const existing = await listAddresses(query, row.id);
        // The first address becomes the default, as in Shopify; later ones when asked.
        const makeDefault = existing.length === 0 || setAsDefault === true;
        if (makeDefault) await query('update addresses set is_default = false where customer_id = $1', [row.id]);
        const [inserted] = await query<AddressRow>('insert into addresses (customer_id, fields, is_default) values ($1, $2, $3) returning *', [
          row.id, JSON.stringify({ ...fields, email: row.email }), makeDefault,
        ]);
        return { address: mailingAddress(addressGid(inserted!.id), inserted!.fields), userErrors: [] };
      }),

    customerAddressUpdate: ({ customerId, addressId, address, setAsDefault }: Args) =>
      db.transaction(async (query) => {
        const row = await customerRow(ctx, parseGid(customerId, 'Customer'), query);
        if (!row) return { address: null, userErrors: [{ field: ['customerId'], message: 'Customer does not exist' }] };
        const id = parseGid(addressId, 'MailingAddress');
        const current = (await listAddresses(query, row.id)).find((a) => a.id === id);
        if (!current) return { address: null, userErrors: [{ field: ['addressId'], message: 'Address does not exist' }] };
        const fields = addressFields(address as Args, current.fields);
        const errors = addressErrors(fields);
        if (errors.length) return { address: null, userErrors: errors };
        if (setAsDefault === true) await query('update addresses set is_default = false where customer_id = $1', [row.id]);
        const [updated] = await query<AddressRow>(
          'update addresses set fields = $2, is_default = is_default or $3, updated_at = now() where id = $1 returning *',
          [current.id, JSON.stringify(fields), setAsDefault === true],
        );
        return { address: mailingAddress(addressGid(updated!.id), updated!.fields), userErrors: [] };
      }),

    customerAddressDelete: ({ customerId, addressId }: Args) =>
      db.transaction(async (query) => {
        const row = await customerRow(ctx, parseGid(customerId, 'Customer'), query);
        if (!row) return { deletedAddressId: null, userErrors: [{ field: ['customerId'], message: 'Customer does not exist' }] };
        const id = parseGid(addressId, 'MailingAddress');
        const current = (await listAddresses(query, row.id)).find((a) => a.id === id);
        if (!current) return { deletedAddressId: null, userErrors: [{ field: ['addressId'], message: 'Address does not exist' }] };
        await query('delete from addresses where id = $1', [current.id]);
        if (current.is_default) {
          // The oldest remaining address becomes the default, as the devstore's API does.
          await query('update addresses set is_default = true where id = (select id from addresses where customer_id = $1 order by created_at, id limit 1)', [row.id]);
        }
        return { deletedAddressId: addressId, userErrors: [] };
      }),

    customerUpdateDefaultAddress: ({ customerId, addressId }: Args) =>
      db.transaction(async (query) => {
        const row = await customerRow(ctx, parseGid(customerId, 'Customer'), query);
        if (!row) return { customer: null, userErrors: [{ field: ['customerId'], message: 'Customer does not exist' }] };
        const id = parseGid(addressId, 'MailingAddress');
        const current = (await listAddresses(query, row.id)).find((a) => a.id === id);
        if (!current) return { customer: null, userErrors: [{ field: ['addressId'], message: 'Address does not exist' }] };
        await query('update addresses set is_default = (id = $2) where customer_id = $1', [row.id, current.id]);
        return { customer: await customerPayload(query, row.id), userErrors: [] };
      }),

    orderCancel: (args: Args) =>
      db.transaction(async (query) => {
        const { orderId, refundMethod, staffNote } = args as { orderId: string; refundMethod?: Record<string, unknown> | null; staffNote?: string | null };
        if (refundMethod && !refundMethod.originalPaymentMethodsRefund) throw notImplemented('orderCancel with a store credit refund');
        void staffNote; // kept by Shopify on the order's timeline; the devstore has none
        const refuse = (message: string, code: string) => ({ job: null, orderCancelUserErrors: [{ field: ['orderId'], message, code }] });
        const row = await orderRow(ctx, parseGid(orderId, 'Order'), query);
        if (!row) return refuse('Order does not exist', 'NOT_FOUND');
        if (row.canceled_at) return refuse('Order has already been cancelled', 'INVALID');
        if (outstandingShipment(row)) return refuse('Order has fulfillments that must be cancelled before the order can be cancelled', 'INVALID');
        // Refunded to the original payment when asked (the default of the widget's cancel); the devstore's
        // cancelled rows read CANCELED in fulfillment_status, as its API writes them.
        const refunded = !!refundMethod?.originalPaymentMethodsRefund || args.refund === true;
        const cancel = (run: QueryFn) =>
          run(
            `update orders set fulfillment_status = 'CANCELED', canceled_at = $2, financial_status = case when $3 then 'REFUNDED' else financial_status end
             where id = $1 and canceled_at is null`,
            [row.id, ctx.now(), refunded],
          );
        // Shopify cancels in a job; the order changes when it has run (at once unless a test asks for polls).
        const job = gid('Job', randomUUID());
        const done = ctx.cancelJobPolls <= 0;
        if (done) await cancel(query);
        ctx.jobs.set(job, { done, pollsLeft: ctx.cancelJobPolls, finish: async () => void (await cancel(db.query)) });
        return { job: { __typename: 'Job', id: job, done }, orderCancelUserErrors: [] };
      }),
  };
}
