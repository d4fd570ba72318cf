// One API test world per test file: a temp PGlite, one Auth emulator, the devstore's mail server (SMTP on a
// free port: the API sends every code and link to it, and `mails` is what it received), the API on a free
// port, a movable clock, an HTTP helper and response-schema checks. Used by server/*.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { type AuthEmulator, startAuthEmulator } from '../devstore/auth/emulator';
import { type SignedIn, signInAnonymously, signInWithEmailCode } from '../devstore/auth/test-tokens';
import { type SmtpInbox, type SmtpRefusal, type ReceivedMail, startSmtpInbox } from '../devstore/mail/smtp-inbox';
import { openDevstoreDatabase } from '../devstore/seed/index';
import { standInCommerce } from '../devstore/shopify-admin/commerce';
import { type RunningShopifyAdmin, type ShopifyAdminStandInOptions, startShopifyAdmin } from '../devstore/shopify-admin/server';
import type { Db } from './db/types';
import { shops } from '../devstore/catalog/shops';
import { giftCardFor } from '../devstore/storefront/providers';
import { HttpError } from './errors';
import type { GiftCardProvider } from './gift-cards';
import { type ApiServer, startApi, type StartApiOptions } from './server';
import { createSchemaRegistry, describeError } from './validate';
import { testDatabase } from '../tests/postgres-server';

export const STOREFRONT = 'http://127.0.0.1:4599';

/** The storefront's sample gift-card provider in process (no storefront runs here): the seeded shop's token only. */
const seededGiftCards: GiftCardProvider = async ({ shopId, customerId, accessToken }) => {
  const expected = (shops.find((s) => s.shopId === shopId)?.settings.credit as { accessToken?: string } | undefined)?.accessToken;
  if (!expected || accessToken !== expected) throw new HttpError(502, 'provider_unavailable', 'The gift-card provider refused the access token');
  return giftCardFor(customerId);
};
export const storefrontUrl = (shopId: string) => `${STOREFRONT}/${shopId}`;

export interface Sent {
  to: string;
  subject: string;
  text: string;
  link?: string;
  code?: string;
  /** The From header as received: display name and address. */
  from?: { name: string; address: string } | null;
  html?: string | null;
}

/** The sender's address of the API's mails in these tests. */
export const TEST_MAIL_FROM = 'login@api-test.test';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Harness {
  api: ApiServer;
  db: Db;
  emulator: AuthEmulator;
  dataDir: string;
  /** Every mail the mail server received, oldest first. */
  mails: Sent[];
  /** Every reply `call` got, counted: tried, refused (4xx), failures (5xx); a suite prints it with describeTally. */
  tally: { tried: number; refused: number; failures: number };
  /** The mail server: stop() it to play one that is down, start() brings it back on the same port. */
  smtp: SmtpInbox;
  /** The stand-in of Shopify's Admin API the API's orders come from (a new one after restart()). */
  shopifyAdmin: RunningShopifyAdmin;
  /** Moves the API's clock (expiry tests); reset with 0. */
  setClockOffset(ms: number): void;
  call<T = any>(method: string, path: string, opts?: { token?: string; data?: Record<string, unknown>; body?: string; headers?: Record<string, string> }): Promise<Reply<T>>;
  /** Asserts `body` matches schemas/api/<name>.response.json. */
  expectSchema(name: string, body: unknown): void;
  anonymous(): Promise<SignedIn>;
  /** Code sign-in + check-customer: a signed-in customer of the shop. */
  signIn(email: string, opts?: { shopId?: string; anonymous?: SignedIn; acceptsMarketing?: boolean }): Promise<SignedIn & { customerId: string }>;
  lastCode(email: string): string;
  /** Closes API and database and opens both again on the same data folder (restart keeps data). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  dataDir?: string;
  emulator?: AuthEmulator;
  databaseUrl?: string;
  /** More startApi options (rateLimits, trustProxy, …). */
  api?: Partial<StartApiOptions>;
  /** More options of the Admin API stand-in (cancelJobPolls, bucket, …). */
  shopifyAdmin?: Partial<ShopifyAdminStandInOptions>;
  /** Asked for every mail the mail server receives: a refusal is its SMTP answer (a 451 for now, a 550 for good). */
  refuseMail?: (mail: ReceivedMail) => SmtpRefusal | null | undefined;
}

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'status-api-test-'));
  // PGlite in a temp folder unless a (fresh, empty) PostgreSQL database is given: DATABASE_URL in the
  // environment is ignored, so tests never share or dirty a developer's database. npm test's PostgreSQL job
  // (STATUS_TEST_POSTGRES_URL) gives each world without its own folder a fresh database on its server.
  const serverDb = opts.databaseUrl || opts.dataDir ? null : await testDatabase();
  const databaseUrl = opts.databaseUrl ?? serverDb?.url ?? null;
  const open = () => openDevstoreDatabase({ dataDir, databaseUrl });
  const [emulator, db] = await Promise.all([opts.emulator ?? startAuthEmulator(), open()]);
  const mails: Sent[] = [];
  let currentDb = db;
  const smtp = await startSmtpInbox({
    db: () => currentDb,
    onMail: ({ to, subject, text, link, code, from, html }) => mails.push({ to, subject, text, from, html, ...(link ? { link } : {}), ...(code ? { code } : {}) }),
    ...(opts.refuseMail ? { refuse: opts.refuseMail } : {}),
  });
  // Its bucket is roomy: the cases and the fuzz run call far faster than a shop's 100 points a second allow
  // (throttling is tested with throttleNext).
  const shopifyAdminFor = (database: Db) =>
    startShopifyAdmin({ db: database, storefrontUrl, bucket: { maximumAvailable: 1_000_000, restoreRate: 1_000_000 }, ...opts.shopifyAdmin });
  let shopifyAdmin = await shopifyAdminFor(db);
  let offset = 0;
  // The stand-in's product webhooks go to the API it serves (as Shopify's subscription would).
  const apiFor = (database: Db) =>
    startApi({
      db: database,
      storefrontOrigins: [STOREFRONT],
      authEmulatorHost: emulator.host,
      projectId: emulator.projectId,
      storefrontUrl,
      giftCards: seededGiftCards,
      commerce: standInCommerce(shopifyAdmin),
      mail: { smtpUrl: smtp.url, from: TEST_MAIL_FROM },
      now: () => new Date(Date.now() + offset),
      log: () => undefined, // the start-up line says how tokens are verified; tests know
      ...opts.api,
    }).then((started) => {
      shopifyAdmin.subscribeWebhooks(`${started.url}/webhooks/shopify`);
      return started;
    });
  const api = await apiFor(db);
  const schemas = createSchemaRegistry();

  const harness: Harness = {
    api,
    db,
    emulator,
    dataDir,
    mails,
    tally: { tried: 0, refused: 0, failures: 0 },
    smtp,
    shopifyAdmin,
    setClockOffset: (ms) => void (offset = ms),
    async call(method, path, o = {}) {
      const headers: Record<string, string> = { ...o.headers };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      let body = o.body;
      if (o.data !== undefined) body = JSON.stringify({ data: o.data });
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      const response = await fetch(`${harness.api.url}${path}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // keep the text: the assertion will show it
      }
      harness.tally.tried++;
      if (response.status >= 500) harness.tally.failures++;
      else if (response.status >= 400) harness.tally.refused++;
      return { status: response.status, body: parsed as any, headers: response.headers };
    },
    expectSchema(name, body) {
      const validate = schemas.get(`${name}.response`);
      const ok = validate(body);
      expect(ok, ok ? '' : `${name}.response: ${validate.errors?.map(describeError).join('; ')}\n${JSON.stringify(body).slice(0, 500)}`).toBe(true);
    },
    anonymous: () => signInAnonymously(emulator.host),
    lastCode(email) {
      const mail = [...mails].reverse().find((m) => m.to === email.toLowerCase() && m.code);
      if (!mail?.code) throw new Error(`no code mailed to ${email}`);
      return mail.code;
    },
    async signIn(email, o = {}) {
      const shopId = o.shopId ?? 'demo-store';
      const anonymous = o.anonymous ?? (await signInAnonymously(emulator.host));
      const user = await signInWithEmailCode({
        apiUrl: harness.api.url,
        authEmulatorHost: emulator.host,
        shopId,
        email,
        anonymous,
        readCode: async (to) => harness.lastCode(to),
      });
      const linked = await harness.call('POST', '/member/check-customer', {
        token: user.idToken,
        data: { shopId, customerEmail: email, statusId: anonymous.uid, anonUserId: anonymous.uid, anonIdToken: anonymous.idToken, acceptsMarketing: o.acceptsMarketing ?? false },
      });
      if (linked.status !== 200) throw new Error(`check-customer failed: ${JSON.stringify(linked.body)}`);
      return { ...user, customerId: linked.body.customerId as string };
    },
    async restart() {
      await harness.api.close();
      await harness.shopifyAdmin.stop();
      await harness.db.close();
      harness.db = currentDb = await open();
      harness.shopifyAdmin = shopifyAdmin = await shopifyAdminFor(harness.db);
      harness.api = await apiFor(harness.db);
    },
    async stop() {
      await harness.api.close();
      await smtp.stop();
      await harness.shopifyAdmin.stop();
      await harness.db.close();
      if (!opts.emulator) await emulator.stop();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
      await serverDb?.drop();
    },
  };
  return harness;
}

/**
 * A lighter world for calls that carry no shopper's token (admin calls, the widget's reports): the seeded
 * database in memory and the API on a free port, no Auth emulator, mail server or commerce stand-in.
 * The storefront is `storefrontOrigins[0]`, by default an address nothing listens on.
 */
export async function startBareApi(opts: Partial<StartApiOptions> & { projectId: string }, prepare?: (db: Db) => Promise<void>): Promise<{ api: ApiServer; db: Db }> {
  const db = await openDevstoreDatabase({ dataDir: 'memory://', databaseUrl: null });
  await prepare?.(db);
  const storefront = opts.storefrontOrigins?.[0] ?? 'http://127.0.0.1:9';
  const api = await startApi({
    db,
    storefrontOrigins: [storefront],
    authEmulatorHost: '127.0.0.1:9', // never contacted: no call here carries a shopper's token
    storefrontUrl: () => storefront,
    log: () => undefined,
    ...opts,
  });
  return { api, db };
}

/** The line a suite prints of its harness's tally: `<name>: tried N / refused N / failures N`. */
export function describeTally(name: string, tally: Harness['tally']): string {
  return `${name}: tried ${tally.tried} / refused ${tally.refused} / failures ${tally.failures}`;
}
