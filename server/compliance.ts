// What Status keeps about a customer and a shop, exported and removed on request: the data side of Shopify's
// mandatory privacy webhooks (customers/data_request, customers/redact, shop/redact) and of app/uninstalled.
// server/README.md "Privacy and compliance" lists, per table, what is kept and which of these removes it.
import { uidForEmail, normalizeEmail } from './auth/uid';
import type { Db, QueryFn } from './db/types';
import { canonicalEmail } from './email-canonical';
import { redactProviderRows, redactShopProviderRows } from './oidc/redact';

/** Shopify sends shop/redact this long after a shop uninstalls the app. */
export const SHOP_REDACT_DELAY_MS = 48 * 3600_000;
/** An uninstalled shop's data is removed after this even when no shop/redact arrives (pruneUninstalledShops). */
export const UNINSTALL_GRACE_MS = 30 * 86_400_000;
/** How often the server looks for uninstalled shops past their grace period. */
export const PRUNE_INTERVAL_MS = 3600_000;

/** Who a request is about: Shopify's customer id, e-mail, or both (customers/data_request, customers/redact). */
export interface CustomerRef {
  customerId?: string | number | null;
  email?: string | null;
}

/** Everything that ties rows to one customer of one shop. */
interface Subject {
  shopId: string;
  customerId: string | null;
  /** The addresses as stored (lower-case): the customer's, the request's, and their spellings found in the shop. */
  emails: string[];
  /** Canonical keys of those addresses (email-canonical.ts): sign-in trust and rate limits use them. */
  emailKeys: string[];
  /**
   * Firebase uids that are this customer: linked to it (customer_logins), that proved the mailbox (a used code or
   * link, a sign-in trust row) or that stand for the address (uidForEmail).
   */
  uids: string[];
  /** Owner keys of saved items, collections and views: 'customer:<id>' and 'user:<uid>'. */
  owners: string[];
}

const unique = (values: (string | null | undefined)[]): string[] => [...new Set(values.filter((v): v is string => !!v))];
const iso = (value: Date | string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());

/** The tables whose address column may hold a spelling of the customer's address (e.g. a `+tag` or Gmail dots). */
const EMAIL_COLUMNS: [table: string, column: string][] = [
  ['login_codes', 'email'],
  ['magic_links', 'email'],
  ['unverified_emails', 'email'],
  ['inbox', 'to_email'],
];

async function resolveSubject(query: QueryFn, shopId: string, ref: CustomerRef): Promise<Subject> {
  let customerId = ref.customerId == null || ref.customerId === '' ? null : String(ref.customerId);
  const given = ref.email ? normalizeEmail(ref.email) : null;
  const [customer] = customerId
    ? await query<{ id: string; email: string }>('select id, email from customers where shop_id = $1 and id = $2', [shopId, customerId])
    : given
      ? await query<{ id: string; email: string }>('select id, email from customers where shop_id = $1 and email = $2', [shopId, given])
      : [];
  if (!customerId && customer) customerId = customer.id;
  const addresses = unique([given, customer?.email ? normalizeEmail(customer.email) : null]);
  const emailKeys = unique(addresses.map(canonicalEmail));

  // Other spellings of the same mailbox stored in this shop (codes asked for `Jane.Doe+x@…`): the same person.
  const spellings = new Set(addresses);
  if (emailKeys.length) {
    for (const [table, column] of EMAIL_COLUMNS) {
      const rows = await query<{ email: string }>(
        `select distinct lower(${column}) as email from ${table} where (shop_id = $1${table === 'inbox' ? ' or shop_id is null' : ''})`,
        [shopId],
      );
      for (const { email } of rows) if (emailKeys.includes(canonicalEmail(email))) spellings.add(email);
    }
  }
  const emails = [...spellings];

  const linked = customerId
    ? await query<{ uid: string }>('select uid from customer_logins where shop_id = $1 and customer_id = $2', [shopId, customerId])
    : [];
  // A used code or link, and a trust row, mean the uid proved it reads the mailbox.
  const proved = emails.length
    ? await query<{ uid: string }>(
        `select requested_by as uid from login_codes where shop_id = $1 and lower(email) = any($2::text[]) and used_at is not null
         union select requested_by from magic_links where shop_id = $1 and lower(email) = any($2::text[]) and used_at is not null`,
        [shopId, emails],
      )
    : [];
  const trusted = emailKeys.length
    ? await query<{ uid: string }>(
        `select substr(requester, 5) as uid from sign_in_trust where email_key = any($1::text[]) and requester like 'uid:%'`,
        [emailKeys],
      )
    : [];
  const uids = unique([...linked, ...proved, ...trusted].map((r) => r.uid).concat(addresses.map(uidForEmail)));
  const owners = unique([customerId ? `customer:${customerId}` : null, ...uids.map((uid) => `user:${uid}`)]);
  return { shopId, customerId, emails, emailKeys, uids, owners };
}

/** The document customerDataExport answers: one JSON a merchant can send the customer. */
export interface CustomerDataExport {
  format: 'status-customer-data';
  version: 1;
  generatedAt: string;
  shop: { id: string; name: string | null };
  request: { customerId: string | null; email: string | null };
  /** What Status keeps beside the store's customer (Shopify has the rest: names, addresses, orders). */
  customer: {
    id: string;
    email: string;
    birthday: string | null;
    customFields: Record<string, unknown>;
    personalizations: Record<string, unknown>;
    tags: unknown[];
    createdAt: string | null;
    updatedAt: string | null;
  } | null;
  /** Firebase users signed in as this customer in the shop. */
  accountLinks: { uid: string; linkedAt: string | null }[];
  savedFromCart: { productId: number; variantId: number | null; savedAt: string | null }[];
  favorites: { productId: number; variantId: number | null; savedAt: string | null }[];
  wishlistCollections: {
    uuid: string;
    name: string;
    visibility: string;
    createdAt: string | null;
    updatedAt: string | null;
    items: { productId: number; variantId: number | null; addedAt: string | null }[];
  }[];
  productViews: { productId: number; viewedAt: string | null }[];
  collectionViews: { collectionId: number; viewedAt: string | null }[];
  trackingEvents: { id: string; event: string; data: unknown; createdAt: string | null; receivedAt: string | null }[];
  signIn: {
    /** Codes e-mailed (the code itself is left out: a secret, and spent or expired). */
    codes: { email: string; requestedAt: string | null; expiresAt: string | null; usedAt: string | null; attempts: number }[];
    magicLinks: { email: string; returnUrl: string | null; requestedAt: string | null; expiresAt: string | null; usedAt: string | null }[];
    /** Who has signed in as the address: a device's network (kept as a keyed hash, not shown) or a user. */
    trustedRequesters: { kind: 'network' | 'user'; lastSignInAt: string | null }[];
    unverifiedEmails: { email: string; addedAt: string | null }[];
  };
  /** Mails Status sent to the address (subjects only: bodies carry sign-in codes and links). */
  mails: { to: string; subject: string; sentAt: string | null }[];
}

/** Everything Status keeps about one customer in one shop, and its size in bytes (UTF-8 JSON). */
export async function customerDataExport(db: Db, shopId: string, ref: CustomerRef, now = new Date()): Promise<{ document: CustomerDataExport; bytes: number }> {
  return db.transaction(async (query) => {
    const s = await resolveSubject(query, shopId, ref);
    const [shop] = await query<{ name: string }>('select name from shops where id = $1', [shopId]);
    const [customer] = s.customerId
      ? await query<{ id: string; email: string; birthday: string | null; custom_fields: Record<string, unknown>; personalizations: Record<string, unknown>; tags: unknown[]; created_at: Date; updated_at: Date }>(
          'select id, email, birthday, custom_fields, personalizations, tags, created_at, updated_at from customers where shop_id = $1 and id = $2',
          [shopId, s.customerId],
        )
      : [];
    const links = s.customerId
      ? await query<{ uid: string; created_at: Date }>('select uid, created_at from customer_logins where shop_id = $1 and customer_id = $2 order by created_at', [shopId, s.customerId])
      : [];
    const saved = await query<{ list: string; product_id: number; variant_id: number | null; created_at: Date }>(
      'select list, product_id, variant_id, created_at from saved_items where shop_id = $1 and owner = any($2::text[]) order by created_at',
      [shopId, s.owners],
    );
    const collections = await query<{ uuid: string; name: string; visibility: string; created_at: Date; updated_at: Date }>(
      `select uuid::text as uuid, name, visibility, created_at, updated_at from wishlist_collections
       where shop_id = $1 and (owner = any($2::text[]) or user_id = any($3::text[])) order by created_at`,
      [shopId, s.owners, s.uids],
    );
    const items = collections.length
      ? await query<{ collection_uuid: string; product_id: number; variant_id: number | null; created_at: Date }>(
          'select collection_uuid::text as collection_uuid, product_id, variant_id, created_at from wishlist_collection_items where collection_uuid = any($1::uuid[]) order by created_at',
          [collections.map((c) => c.uuid)],
        )
      : [];
    const productViews = await query<{ product_id: number; viewed_at: Date }>(
      'select product_id, viewed_at from product_views where shop_id = $1 and owner = any($2::text[]) order by viewed_at desc',
      [shopId, s.owners],
    );
    const collectionViews = await query<{ collection_id: number; viewed_at: Date }>(
      'select collection_id, viewed_at from collection_views where shop_id = $1 and owner = any($2::text[]) order by viewed_at desc',
      [shopId, s.owners],
    );
    const events = await query<{ id: string; event: string; event_data: unknown; created_at: Date; received_at: Date }>(
      `select id, event, event_data, created_at, received_at from tracking_events
       where shop_id = $1 and (customer_id = $2 or status_id = any($3::text[])) order by created_at`,
      [shopId, s.customerId, s.uids],
    );
    const codes = await query<{ email: string; created_at: Date; expires_at: Date; used_at: Date | null; attempts: number }>(
      `select email, created_at, expires_at, used_at, attempts from login_codes
       where shop_id = $1 and (lower(email) = any($2::text[]) or requested_by = any($3::text[]) or status_id = any($3::text[])) order by created_at`,
      [shopId, s.emails, s.uids],
    );
    const magicLinks = await query<{ email: string; return_url: string | null; created_at: Date; expires_at: Date; used_at: Date | null }>(
      `select email, return_url, created_at, expires_at, used_at from magic_links
       where shop_id = $1 and (lower(email) = any($2::text[]) or requested_by = any($3::text[]) or status_id = any($3::text[])) order by created_at`,
      [shopId, s.emails, s.uids],
    );
    const trust = await query<{ requester: string; signed_in_at: Date }>(
      'select requester, signed_in_at from sign_in_trust where email_key = any($1::text[]) order by signed_in_at',
      [s.emailKeys],
    );
    const unverified = await query<{ email: string; created_at: Date }>(
      'select email, created_at from unverified_emails where shop_id = $1 and (lower(email) = any($2::text[]) or uid = any($3::text[])) order by created_at',
      [shopId, s.emails, s.uids],
    );
    const mails = await query<{ to_email: string; subject: string; code: string | null; created_at: Date }>(
      'select to_email, subject, code, created_at from inbox where (shop_id = $1 or shop_id is null) and lower(to_email) = any($2::text[]) order by id',
      [shopId, s.emails],
    );

    const product = (r: { product_id: number; variant_id: number | null; created_at: Date }) => ({
      productId: Number(r.product_id),
      variantId: r.variant_id == null ? null : Number(r.variant_id),
    });
    const document: CustomerDataExport = {
      format: 'status-customer-data',
      version: 1,
      generatedAt: now.toISOString(),
      shop: { id: shopId, name: shop?.name ?? null },
      request: { customerId: s.customerId, email: ref.email ? normalizeEmail(ref.email) : (customer?.email ?? null) },
      customer: customer
        ? {
            id: customer.id,
            email: customer.email,
            birthday: customer.birthday,
            customFields: customer.custom_fields ?? {},
            personalizations: customer.personalizations ?? {},
            tags: customer.tags ?? [],
            createdAt: iso(customer.created_at),
            updatedAt: iso(customer.updated_at),
          }
        : null,
      accountLinks: links.map((r) => ({ uid: r.uid, linkedAt: iso(r.created_at) })),
      savedFromCart: saved.filter((r) => r.list === 'cart').map((r) => ({ ...product(r), savedAt: iso(r.created_at) })),
      favorites: saved.filter((r) => r.list === 'wishlist').map((r) => ({ ...product(r), savedAt: iso(r.created_at) })),
      wishlistCollections: collections.map((c) => ({
        uuid: c.uuid,
        name: c.name,
        visibility: c.visibility,
        createdAt: iso(c.created_at),
        updatedAt: iso(c.updated_at),
        items: items.filter((i) => i.collection_uuid === c.uuid).map((i) => ({ ...product(i), addedAt: iso(i.created_at) })),
      })),
      productViews: productViews.map((r) => ({ productId: Number(r.product_id), viewedAt: iso(r.viewed_at) })),
      collectionViews: collectionViews.map((r) => ({ collectionId: Number(r.collection_id), viewedAt: iso(r.viewed_at) })),
      trackingEvents: events.map((r) => ({ id: r.id, event: r.event, data: r.event_data, createdAt: iso(r.created_at), receivedAt: iso(r.received_at) })),
      signIn: {
        codes: codes.map((r) => ({ email: r.email, requestedAt: iso(r.created_at), expiresAt: iso(r.expires_at), usedAt: iso(r.used_at), attempts: r.attempts })),
        magicLinks: magicLinks.map((r) => ({ email: r.email, returnUrl: r.return_url, requestedAt: iso(r.created_at), expiresAt: iso(r.expires_at), usedAt: iso(r.used_at) })),
        trustedRequesters: trust.map((r) => ({ kind: r.requester.startsWith('uid:') ? ('user' as const) : ('network' as const), lastSignInAt: iso(r.signed_in_at) })),
        unverifiedEmails: unverified.map((r) => ({ email: r.email, addedAt: iso(r.created_at) })),
      },
      // A code mail's subject names its code: masked.
      mails: mails.map((r) => ({ to: r.to_email, subject: r.code ? r.subject.replaceAll(r.code, '••••') : r.subject, sentAt: iso(r.created_at) })),
    };
    return { document, bytes: Buffer.byteLength(JSON.stringify(document)) };
  });
}

/** Rows removed, per table. */
export type Removed = Record<string, number>;

async function count(query: QueryFn, sql: string, params: unknown[]): Promise<number> {
  const [row] = await query<{ n: number }>(`with gone as (${sql} returning 1) select count(*)::int as n from gone`, params);
  return Number(row?.n ?? 0);
}

/**
 * Removes everything Status keeps about one customer of a shop, in one transaction: saved items, collections and
 * views (of the customer and of its uids), tracking events, codes, links, trust rows and unverified addresses of
 * the address (any spelling of its mailbox), mails to it, rate-limit buckets naming it or its uids, stored exports,
 * the customer's row (custom fields, personalizations, tags; addresses and logins go with it), and the identity
 * provider's account, sessions and this shop's grants and tokens for the address. Other customers'
 * rows are untouched; a customer Status never saw removes nothing. The customer's orders are the store's: none
 * is removed here (Shopify redacts them itself).
 */
export async function redactCustomer(db: Db, shopId: string, ref: CustomerRef): Promise<Removed> {
  return db.transaction(async (query) => {
    const s = await resolveSubject(query, shopId, ref);
    const { customerId, emails, emailKeys, uids, owners } = s;
    const uidRequesters = uids.map((uid) => `uid:${uid}`);
    // Needles of rate-limit buckets ('<rule>:<key>', keys being addresses, canonical keys and uids).
    const needles = unique([...emails, ...emailKeys, ...uids]);
    const removed: Removed = {};
    const run = async (table: string, sql: string, params: unknown[]) => {
      removed[table] = (removed[table] ?? 0) + (await count(query, sql, params));
    };
    await run('saved_items', 'delete from saved_items where shop_id = $1 and owner = any($2::text[])', [shopId, owners]);
    await run('wishlist_collections', 'delete from wishlist_collections where shop_id = $1 and (owner = any($2::text[]) or user_id = any($3::text[]))', [shopId, owners, uids]);
    await run('product_views', 'delete from product_views where shop_id = $1 and owner = any($2::text[])', [shopId, owners]);
    await run('collection_views', 'delete from collection_views where shop_id = $1 and owner = any($2::text[])', [shopId, owners]);
    await run('tracking_events', 'delete from tracking_events where shop_id = $1 and (customer_id = $2 or status_id = any($3::text[]))', [shopId, customerId, uids]);
    for (const table of ['login_codes', 'magic_links']) {
      await run(table, `delete from ${table} where shop_id = $1 and (lower(email) = any($2::text[]) or requested_by = any($3::text[]) or status_id = any($3::text[]))`, [shopId, emails, uids]);
    }
    await run('unverified_emails', 'delete from unverified_emails where shop_id = $1 and (lower(email) = any($2::text[]) or uid = any($3::text[]))', [shopId, emails, uids]);
    await run('inbox', 'delete from inbox where (shop_id = $1 or shop_id is null) and lower(to_email) = any($2::text[])', [shopId, emails]);
    await run('sign_in_trust', 'delete from sign_in_trust where email_key = any($1::text[]) or requester = any($2::text[])', [emailKeys, uidRequesters]);
    await run('rate_limits', 'delete from rate_limits where exists (select 1 from unnest($1::text[]) n where strpos(lower(bucket), lower(n)) > 0)', [needles]);
    await run('anonymous_writers', 'delete from anonymous_writers where uid = any($1::text[])', [uids]);
    await run('customer_data_exports', 'delete from customer_data_exports where shop_id = $1 and (customer_id = $2 or lower(email) = any($3::text[]))', [shopId, customerId, emails]);
    await run('customer_logins', 'delete from customer_logins where shop_id = $1 and (customer_id = $2 or uid = any($3::text[]))', [shopId, customerId, uids]);
    removed.oidc_models = await redactProviderRows(query, shopId, emails);
    // Its addresses (the stand-in's) go with it (on delete cascade).
    await run('customers', 'delete from customers where shop_id = $1 and id = $2', [shopId, customerId]);
    return removed;
  });
}

/** Tables kept on shop/redact: webhook ids (no shop data; replay protection, pruned within a day). */
const KEPT_ON_SHOP_REDACT = new Set(['webhook_deliveries', 'shops', 'schema_migrations']);

/**
 * Removes everything Status keeps for a shop, in one transaction: every row of every table with a shop_id column
 * (found in information_schema, so a new table is included), then the shop itself. Rows that belong to no shop
 * (sign-in trust and rate limits of an address, shared by every shop the address signs in to) stay.
 */
export async function redactShop(db: Db, shopId: string): Promise<Removed> {
  return db.transaction(async (query) => {
    const removed: Removed = {};
    const run = async (table: string, sql: string) => {
      removed[table] = (removed[table] ?? 0) + (await count(query, sql, [shopId]));
    };
    const tables = (
      await query<{ table_name: string }>(
        `select c.table_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
         where c.table_schema = current_schema() and c.column_name = 'shop_id' order by c.table_name`,
      )
    ).map((r) => r.table_name);
    // The identity provider's grants, codes and tokens of the shop's client (its rows have no shop_id).
    removed.oidc_models = await redactShopProviderRows(query, shopId);
    // Children before parents (their foreign keys have no cascade), then every other table in name order.
    const first = ['orders', 'customer_logins', 'product_variants'].filter((t) => tables.includes(t));
    for (const table of [...first, ...tables.filter((t) => !first.includes(t))]) {
      if (KEPT_ON_SHOP_REDACT.has(table)) continue;
      await run(table, `delete from "${table}" where shop_id = $1`);
    }
    await run('shops', 'delete from shops where id = $1');
    return removed;
  });
}

/**
 * app/uninstalled: the shop's Admin API token is deleted (its shop_connections row) and its widget and API are
 * off (requireShop answers 403 shop_uninstalled); its data is kept for the grace period, so a reinstall
 * (connectShop) turns it back on as it was. shop/redact (48 hours later) or pruneUninstalledShops removes it.
 * Returns false for a shop Status does not know.
 */
export async function uninstallShop(db: Db, shopId: string, now: Date): Promise<boolean> {
  return db.transaction(async (query) => {
    await query('delete from shop_connections where shop_id = $1', [shopId]);
    const rows = await query('update shops set uninstalled_at = coalesce(uninstalled_at, $2) where id = $1 returning id', [shopId, now]);
    return rows.length > 0;
  });
}

/** Removes the shops uninstalled longer than `graceMs` ago that no shop/redact removed; returns their ids. */
export async function pruneUninstalledShops(db: Db, now: Date, graceMs = UNINSTALL_GRACE_MS): Promise<string[]> {
  const due = await db.query<{ id: string }>('select id from shops where uninstalled_at < $1 order by id', [new Date(now.getTime() - graceMs)]);
  for (const { id } of due) await redactShop(db, id);
  return due.map((r) => r.id);
}

/**
 * Runs pruneUninstalledShops now and every `intervalMs` (unref'd: it never keeps the process alive; a failure is
 * logged and tried again next time); returns its stop.
 */
export function startUninstallPruning(db: Db, now: () => Date, intervalMs = PRUNE_INTERVAL_MS, log: (line: string) => void = console.warn): () => void {
  const tick = () =>
    void pruneUninstalledShops(db, now()).then(
      (ids) => {
        if (ids.length) log(`[status api] removed the data of ${ids.length} shop(s) uninstalled over ${UNINSTALL_GRACE_MS / 86_400_000} days ago: ${ids.join(', ')}`);
      },
      (error: unknown) => log(`[status api] pruning uninstalled shops failed: ${(error as Error).message}`),
    );
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}

/** The topics handleComplianceWebhook applies. */
export const COMPLIANCE_TOPICS = ['customers/data_request', 'customers/redact', 'shop/redact', 'app/uninstalled'] as const;
export type ComplianceTopic = (typeof COMPLIANCE_TOPICS)[number];
export const isComplianceTopic = (topic: string): topic is ComplianceTopic => (COMPLIANCE_TOPICS as readonly string[]).includes(topic);

/** The parts of Shopify's compliance payloads read here (customer ids are numbers there, text here). */
export interface CompliancePayload {
  customer?: { id?: number | string | null; email?: string | null } | null;
  orders_requested?: (number | string)[] | null;
  orders_to_redact?: (number | string)[] | null;
  data_request?: { id?: number | string | null } | null;
}

export type ComplianceResult =
  | { topic: 'customers/data_request'; exportId: number; bytes: number }
  | { topic: 'customers/redact' | 'shop/redact'; removed: Removed }
  | { topic: 'app/uninstalled'; known: boolean };

/**
 * Applies one verified, first-time delivery of a compliance topic to the shop (the webhook route checks the
 * HMAC and the replay first). customers/data_request keeps the export in customer_data_exports for the merchant
 * (Shopify expects the app to hand it to the merchant; it is not the webhook's answer).
 */
export async function handleComplianceWebhook(
  db: Db,
  input: { shopId: string; topic: ComplianceTopic; payload: CompliancePayload; now: Date },
): Promise<ComplianceResult> {
  const { shopId, topic, payload, now } = input;
  const ref: CustomerRef = { customerId: payload.customer?.id ?? null, email: payload.customer?.email ?? null };
  switch (topic) {
    case 'customers/data_request': {
      const { document, bytes } = await customerDataExport(db, shopId, ref, now);
      const [row] = await db.query<{ id: number }>(
        `insert into customer_data_exports (shop_id, customer_id, email, request_id, document, bytes, created_at)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7) returning id`,
        [shopId, document.request.customerId, document.request.email, payload.data_request?.id == null ? null : String(payload.data_request.id), JSON.stringify(document), bytes, now],
      );
      return { topic, exportId: Number(row!.id), bytes };
    }
    case 'customers/redact':
      // Its orders are Shopify's (Shopify redacts them itself): Status keeps none.
      return { topic, removed: await redactCustomer(db, shopId, ref) };
    case 'shop/redact':
      return { topic, removed: await redactShop(db, shopId) };
    case 'app/uninstalled':
      return { topic, known: await uninstallShop(db, shopId, now) };
  }
}
