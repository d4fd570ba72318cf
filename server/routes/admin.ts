// The merchant admin's calls (devstore/admin): read a shop's settings, write one settings group. Every call
// needs `Authorization: Bearer <admin token>` (devstore/admin/admin-token.ts) or a Shopify session token of the
// shop in the path (App Bridge's, verified by shopify-app.ts; that shop must have installed the app). A core group is validated with
// its schema (schemas/settings/<group>.json); a third-party plugin's own group (named by its id) only exists
// while the shop's `plugins` entries list that id, must be a small JSON object, and is validated with the
// `settingsSchema` of the plugin's published manifest (admin/plugin-manifests.ts fetches it, fenced). When
// that manifest cannot be read the group is saved unchecked and the answer says why in `warning`. Invalid
// values are answered 400 { error: { code: 'invalid_settings', message, fields: [{ path, message }] } } and
// nothing is saved.
import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { createManifestReader, type ManifestRead, type ManifestReader } from '../admin/plugin-manifests';
import { loadBuiltinManifests } from '../admin-app/catalogue';
import type { FieldError, SettingsSchemas } from '../admin/settings-schemas';
import { toFieldErrors } from '../admin/settings-schemas';
import { type ApiDeps, requireShop } from '../context';
import { badRequest, HttpError } from '../errors';
import { looksLikeJwt, type ShopifyApp } from '../shopify-app';
import { bearerToken } from './shopify-install';
import { listTrackingEvents } from './tracking';
import { listWidgetErrors } from './errors';
import { listPluginOutcomes } from './plugin-outcomes';
import { SLOT_IDS } from '../../runtime/slots/catalogue';
import { pageErrorSummary } from '../admin/page-errors';

const CATALOGUE_SLOTS: ReadonlySet<string> = new Set(SLOT_IDS);

export interface AdminDeps {
  /** The admin token; without one every admin call is refused. */
  token: string | undefined;
  /** The settings groups' schemas (loaded on first use). */
  schemas(): Promise<SettingsSchemas>;
  /** Origins the server may fetch plugin manifests from (the storefront's). */
  storefrontOrigins: readonly string[];
  /** The Shopify app: its session tokens are accepted for their own shop (startApi `shopifyApp`). */
  shopify?: ShopifyApp;
  /**
   * Plugin URLs on http://127.0.0.1 or http://localhost (a developer's `status-plugin dev`) are accepted: true in
   * development only (startApi: with the Auth emulator and NODE_ENV not production), never in production.
   */
  localPluginUrls?: boolean;
  /** Reads plugins' published manifests (default: fenced as localPluginUrls says, the storefront origins trusted). */
  manifests?: ManifestReader;
}

/** A third-party plugin's own group, serialized. */
export const MAX_PLUGIN_SETTINGS_BYTES = 16_000;
/** Nesting of any settings value (deeper is certainly not a settings form's doing). */
const MAX_DEPTH = 32;
const PLUGIN_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const GROUP_NAME = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;

function invalid(group: string, fields: FieldError[], value?: unknown): HttpError {
  if (group === 'dynamicPages') return new HttpError(400, 'invalid_settings', pageErrorSummary(fields, value, true), fields);
  const first = fields[0]!;
  const where = first.path ? `${group}.${first.path}`.replace('.[', '[') : group;
  return new HttpError(400, 'invalid_settings', `${where}: ${first.message}${fields.length > 1 ? ` (and ${fields.length - 1} more)` : ''}`, fields);
}

/** A lone half of a surrogate pair: JSON can carry it, PostgreSQL's jsonb cannot. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What jsonb cannot store or a form never sends: NUL characters, lone surrogates, absurd nesting. */
export function unstorable(value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const visit = (node: unknown, path: string, depth: number): void => {
    if (errors.length >= 20) return;
    if (depth > MAX_DEPTH) {
      errors.push({ path, message: `is nested more than ${MAX_DEPTH} levels deep` });
      return;
    }
    const badText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);
    if (typeof node === 'string') {
      if (badText(node)) errors.push({ path, message: 'must not contain NUL characters or unpaired surrogates' });
    } else if (typeof node === 'number') {
      if (!Number.isFinite(node)) errors.push({ path, message: 'must be a finite number' });
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${path}[${i}]`, depth + 1));
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        if (badText(key)) errors.push({ path: at.replace(/[\u0000\ud800-\udfff]/g, '\ufffd'), message: 'name must not contain NUL characters or unpaired surrogates' });
        else visit(item, at, depth + 1);
      }
    }
  };
  visit(value, '', 0);
  return errors;
}

function requireAdmin(c: Context, token: string | undefined): void {
  const header = c.req.header('authorization');
  if (!token) throw new HttpError(401, 'admin_disabled', 'This API was started without an admin token');
  if (!header) throw new HttpError(401, 'unauthenticated', 'Admin call: send Authorization: Bearer <admin token>');
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header.trim());
  const given = Buffer.from(match?.[1] ?? '');
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(401, 'invalid_token', 'Authorization: not the admin token of this devstore');
  }
}

/**
 * A merchant call: the admin token, or a verified session token whose shop (`dest`) is the path's shop (403
 * otherwise) and has installed the app (401 shop_not_installed otherwise: it has no connection to act on).
 */
async function requireMerchant(c: Context, deps: ApiDeps, admin: AdminDeps): Promise<void> {
  const given = admin.shopify ? bearerToken(c, 'admin token or Shopify session token') : null;
  if (!given || !admin.shopify || !looksLikeJwt(given)) return requireAdmin(c, admin.token);
  const session = await admin.shopify.verifySessionToken(given);
  const pathShop = /^\/admin\/shops\/([^/]+)/.exec(c.req.path)?.[1];
  if (pathShop === undefined || decodeURIComponent(pathShop) !== session.shopId) {
    throw new HttpError(403, 'wrong_shop', `Authorization: the session token is for the shop '${session.shopId}', not this one`);
  }
  const [installed] = await deps.db.query('select 1 from shop_connections where shop_id = $1', [session.shopId]);
  if (!installed) {
    throw new HttpError(401, 'shop_not_installed', `The shop '${session.shopId}' has not installed the app: open it from the Shopify admin to install it (POST /shopify/install)`);
  }
}

interface PluginEntry {
  id: string;
  src: string;
  isActive?: boolean;
}

function pluginEntries(settings: Record<string, unknown>): PluginEntry[] {
  const list = settings.plugins;
  return Array.isArray(list) ? list.filter((e): e is PluginEntry => !!e && typeof e === 'object' && typeof e.id === 'string' && typeof e.src === 'string') : [];
}

/** `{ data: <value> }` → value. */
async function readValue(c: Context): Promise<unknown> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('invalid_json', 'body: is not valid JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, 'data')) {
    throw badRequest('invalid_request', 'body: must be { "data": <the group\'s value> }');
  }
  return (body as { data: unknown }).data;
}

/** Why a manifest could not be read, as the merchant reads it. */
const unread = (read: ManifestRead & { ok: false }) => `the plugin's manifest at ${read.url} ${read.problem}`;

export function adminRoutes(app: Hono, deps: ApiDeps, admin: AdminDeps): void {
  const { db } = deps;
  const manifests = admin.manifests ?? createManifestReader({ development: admin.localPluginUrls === true, trustedOrigins: admin.storefrontOrigins });
  const owners = (settings: Record<string, unknown>, pages: readonly DynamicPageValue[], shopId: string) =>
    slotOwners(settings, pages, async (entry) => manifests.read(entry, deps.storefrontUrl(shopId)), admin.schemas);
  app.use('/admin/*', async (c, next) => {
    await requireMerchant(c, deps, admin);
    c.header('Cache-Control', 'no-store');
    await next();
  });

  app.get('/admin/shops/:shopId/settings', async (c) => {
    const shop = await requireShop(deps, c.req.param('shopId'));
    return c.json({ shopId: shop.shopId, name: shop.name, settings: shop.settings });
  });

  // The events the tracking service received for the shop, newest first (routes/tracking.ts).
  app.get('/admin/shops/:shopId/tracking-events', async (c) => {
    const shop = await requireShop(deps, c.req.param('shopId'));
    return c.json({ shopId: shop.shopId, events: await listTrackingEvents(db, shop.shopId) });
  });

  // The widget's recent error reports for the shop, newest first (routes/errors.ts).
  app.get('/admin/shops/:shopId/widget-errors', async (c) => {
    const shop = await requireShop(deps, c.req.param('shopId'));
    return c.json({ shopId: shop.shopId, errors: await listWidgetErrors(db, shop.shopId) });
  });

  // Whether the storefront loaded each plugin added by URL, or skipped it and why (routes/plugin-outcomes.ts).
  app.get('/admin/shops/:shopId/plugin-outcomes', async (c) => {
    const shop = await requireShop(deps, c.req.param('shopId'));
    return c.json({ shopId: shop.shopId, outcomes: await listPluginOutcomes(db, shop.shopId) });
  });

  app.put('/admin/shops/:shopId/settings/:group', async (c) => {
    const shop = await requireShop(deps, c.req.param('shopId'));
    const group = c.req.param('group');
    const schemas = await admin.schemas();
    const core = schemas.has(group);
    const entry = core || !PLUGIN_ID.test(group) ? undefined : pluginEntries(shop.settings).find((e) => e.id === group);
    if (!core && !entry) {
      const shown = GROUP_NAME.test(group) ? group : JSON.stringify(group.slice(0, 64));
      throw badRequest('unknown_group', `No settings group ${shown}: not a core group, nor the id of one of the shop's plugins`);
    }
    const value = await readValue(c);

    const storable = unstorable(value);
    if (storable.length > 0) throw invalid(group, storable);
    let fields: FieldError[];
    const warnings: string[] = [];
    if (core) {
      fields = schemas.validate(group, value);
      if (group === 'plugins' && fields.length === 0) fields = pluginListProblems(value as PluginEntry[], schemas, admin.localPluginUrls === true);
      if (group === 'dynamicPages' && fields.length === 0) {
        const pages = value as DynamicPageValue[];
        ({ fields } = checkSlots(pages, await owners(shop.settings, pages, shop.shopId), warnings));
      }
    } else {
      if (!value || typeof value !== 'object' || Array.isArray(value)) fields = [{ path: '', message: 'must be an object' }];
      else if (JSON.stringify(value).length > MAX_PLUGIN_SETTINGS_BYTES) fields = [{ path: '', message: `must be at most ${MAX_PLUGIN_SETTINGS_BYTES} bytes as JSON` }];
      else {
        const read = await manifests.read(entry!, deps.storefrontUrl(shop.shopId));
        if (!read.ok) warnings.push(`Could not check these settings: ${unread(read)}. They were saved as they are.`);
        fields = read.ok && read.validate && !read.validate(value) ? toFieldErrors(read.validate.errors) : [];
      }
    }
    if (fields.length > 0) throw invalid(group, fields, value);

    const rows = await db.query<{ value: unknown }>(
      `update shops set settings = settings || jsonb_build_object($2::text, $3::jsonb) where id = $1
       returning settings -> $2::text as value`,
      [shop.shopId, group, JSON.stringify(value)],
    );
    if (rows.length === 0) throw new HttpError(404, 'unknown_shop', `No shop '${shop.shopId}'`);
    return c.json({ shopId: shop.shopId, group, value: rows[0]!.value, ...(warnings.length > 0 ? { warning: warnings.join(' ') } : {}) });
  });

  // One dynamic page, by its route name: written (or renamed, when the body's route differs) in place, or
  // added at the end; the other pages stay as they are. The shop's row is locked while the list is rewritten,
  // so two merchants saving different pages at once both land.
  app.put('/admin/shops/:shopId/settings/dynamicPages/:route', async (c) => {
    const shop = await requireShop(deps, c.req.param('shopId'));
    const route = pageRoute(c.req.param('route'));
    const page = await readValue(c);
    const storable = unstorable(page);
    if (storable.length > 0) throw invalid('dynamicPages', storable.map((f) => ({ ...f, path: `[0]${f.path ? `.${f.path}` : ''}`.replace('.[', '[') })), [page]);
    const schemas = await admin.schemas();
    const fields = schemas.validatePage(page);
    if (fields.length > 0) throw new HttpError(400, 'invalid_settings', pageErrorSummary(fields, page, false), fields);
    const next = page as DynamicPageValue & { route: string };
    // The slots' plugins are read before the row is locked: a manifest may take seconds to arrive.
    const warnings: string[] = [];
    const checked = checkSlots([next], await owners(shop.settings, [next], shop.shopId), warnings);
    const slots = checked.fields.map((f) => ({ ...f, path: f.path.replace(/^\[0\]\./, '') }));
    if (slots.length > 0) throw new HttpError(400, 'invalid_settings', pageErrorSummary(slots, page, false), slots);
    const stored = await db.transaction(async (query) => {
      const settings = await lockedSettings(query, shop.shopId);
      const pages = storedPages(settings);
      const at = pages.findIndex((p) => p.route === route);
      // `?adding=true`: the editor adds a page, which must not replace one of the same name.
      if (at >= 0 && c.req.query('adding') === 'true') {
        throw new HttpError(409, 'route_taken', `Another page already has the route '${route}': choose another name`);
      }
      if (next.route !== route && pages.some((p) => p.route === next.route)) {
        throw new HttpError(409, 'route_taken', `Another page already has the route '${next.route}': choose another name`);
      }
      if (at < 0 && pages.length >= MAX_DYNAMIC_PAGES) throw badRequest('too_many_pages', `A shop has at most ${MAX_DYNAMIC_PAGES} dynamic pages`);
      const list = at < 0 ? [...pages, next] : pages.map((p, i) => (i === at ? next : p));
      await writePages(query, shop.shopId, list);
      return list;
    });
    return c.json({ shopId: shop.shopId, route: next.route, value: next, pages: stored.map((p) => p.route), ...(warnings.length > 0 ? { warning: warnings.join(' ') } : {}) });
  });

  app.delete('/admin/shops/:shopId/settings/dynamicPages/:route', async (c) => {
    const shop = await requireShop(deps, c.req.param('shopId'));
    const route = pageRoute(c.req.param('route'));
    const stored = await db.transaction(async (query) => {
      const pages = storedPages(await lockedSettings(query, shop.shopId));
      if (!pages.some((p) => p.route === route)) throw new HttpError(404, 'unknown_page', `No dynamic page with the route '${route}'`);
      const list = pages.filter((p) => p.route !== route);
      await writePages(query, shop.shopId, list);
      return list;
    });
    return c.json({ shopId: shop.shopId, route, pages: stored.map((p) => p.route) });
  });
}

/** Pages a shop may have: each is a route the widget builds on every open. */
export const MAX_DYNAMIC_PAGES = 50;
const ROUTE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function pageRoute(param: string): string {
  if (!ROUTE_NAME.test(param)) throw badRequest('invalid_route', `${JSON.stringify(param.slice(0, 64))} is not a page's route name (lowercase words joined by hyphens)`);
  return param;
}

type Query = Parameters<Parameters<ApiDeps['db']['transaction']>[0]>[0];

/** The shop's settings, its row locked until the transaction ends. */
async function lockedSettings(query: Query, shopId: string): Promise<Record<string, unknown>> {
  const [row] = await query<{ settings: Record<string, unknown> }>('select settings from shops where id = $1 for update', [shopId]);
  if (!row) throw new HttpError(404, 'unknown_shop', `No shop '${shopId}'`);
  return row.settings ?? {};
}

function storedPages(settings: Record<string, unknown>): (DynamicPageValue & { route?: unknown })[] {
  return Array.isArray(settings.dynamicPages) ? (settings.dynamicPages as (DynamicPageValue & { route?: unknown })[]) : [];
}

async function writePages(query: Query, shopId: string, pages: readonly unknown[]): Promise<void> {
  await query(`update shops set settings = settings || jsonb_build_object('dynamicPages', $2::jsonb) where id = $1`, [shopId, JSON.stringify(pages)]);
}

type DynamicPageValue = { content?: readonly { type?: string; slot?: string }[] };

/** Who may own a `<plugin>.<name>` slot: a built-in plugin, a plugin the shop lists (off, or its manifest as read). */
type SlotOwner = { kind: 'builtin'; on: boolean; slots: readonly string[] } | { kind: 'off' } | { kind: 'listed'; read: ManifestRead };

const slotPlugin = (slot: string) => slot.slice(0, Math.max(0, slot.indexOf('.')));

/** The owners of the pages' non-catalogue slots, by plugin id: built-in manifests, and the shop's entries' manifests. */
async function slotOwners(
  settings: Record<string, unknown>,
  pages: readonly DynamicPageValue[],
  read: (entry: PluginEntry) => Promise<ManifestRead>,
  schemas: () => Promise<SettingsSchemas>,
): Promise<Map<string, SlotOwner>> {
  const ids = new Set(pages.flatMap((page) => page.content ?? []).flatMap((item) => (item.type === 'slot' && typeof item.slot === 'string' && !CATALOGUE_SLOTS.has(item.slot) ? [slotPlugin(item.slot)] : [])));
  const owners = new Map<string, SlotOwner>();
  if (ids.size === 0) return owners;
  const builtins = await loadBuiltinManifests().catch(() => []);
  const entries = pluginEntries(settings);
  await Promise.all(
    [...ids].map(async (id) => {
      const builtin = builtins.find((plugin) => plugin.id === id);
      const entry = entries.find((e) => e.id === id);
      if (builtin) {
        const activeBy = typeof builtin.activeBy === 'string' ? builtin.activeBy : null;
        const stored = activeBy ? (settings[activeBy] as { isActive?: unknown } | undefined)?.isActive : true;
        const fallback = activeBy ? ((await schemas()).bundled(activeBy).properties as Record<string, { default?: unknown }> | undefined)?.isActive?.default : true;
        const slots = Array.isArray(builtin.slots) ? builtin.slots.filter((s): s is string => typeof s === 'string') : [];
        owners.set(id, { kind: 'builtin', on: (typeof stored === 'boolean' ? stored : fallback) !== false, slots });
      } else if (entry) owners.set(id, entry.isActive === false ? { kind: 'off' } : { kind: 'listed', read: await read(entry) });
    }),
  );
  return owners;
}

/**
 * A page's slot items name a slot of the catalogue, or `<plugin id>.<name>` that an enabled plugin publishes (a
 * built-in one's manifest, or an outside one's published manifest): a misspelt or switched-off slot would render
 * nothing on the storefront without a word, so it is refused here, by name. A slot whose plugin's manifest cannot
 * be read is let through, and `warnings` says so.
 */
function checkSlots(pages: readonly DynamicPageValue[], owners: ReadonlyMap<string, SlotOwner>, warnings: string[]): { fields: FieldError[] } {
  const fields: FieldError[] = [];
  pages.forEach((page, p) =>
    page.content?.forEach((item, i) => {
      if (item.type !== 'slot' || typeof item.slot !== 'string' || CATALOGUE_SLOTS.has(item.slot)) return;
      const slot = item.slot;
      const id = slotPlugin(slot);
      const owner = owners.get(id);
      const refuse = (message: string) => fields.push({ path: `[${p}].content[${i}].slot`, message: `'${slot}' ${message}` });
      if (!owner) return refuse("is not a slot of the catalogue nor of one of the shop's plugins");
      if (owner.kind === 'off' || (owner.kind === 'builtin' && !owner.on)) return refuse(`is a slot of the plugin '${id}', which is turned off: turn it on first`);
      if (owner.kind === 'listed' && !owner.read.ok) {
        warnings.push(`Could not check the slot '${slot}': ${unread(owner.read)}.`);
        return;
      }
      const published = owner.kind === 'builtin' ? owner.slots : owner.read.ok ? owner.read.slots : [];
      if (!published.includes(slot)) {
        const own = published.filter((s) => s.startsWith(`${id}.`));
        refuse(`is not a slot of the plugin '${id}' (${own.length > 0 ? `it has ${own.map((s) => `'${s}'`).join(', ')}` : 'it has none of its own'})`);
      }
    }),
  );
  return { fields };
}

/**
 * Beyond plugins.json: ids are unique and never a core group's name (a plugin's own group is settings[id]); an
 * http:// module (the schema allows only 127.0.0.1 and localhost) only where the server is in development.
 */
function pluginListProblems(entries: readonly PluginEntry[], schemas: SettingsSchemas, localPluginUrls: boolean): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  entries.forEach((entry, i) => {
    if (!localPluginUrls && /^http:/i.test(entry.src)) {
      fields.push({ path: `[${i}].src`, message: 'must be an https:// URL or a path on the shop: http:// plugin URLs are for local development only' });
    }
    if (schemas.has(entry.id)) fields.push({ path: `[${i}].id`, message: `'${entry.id}' is the name of a core settings group` });
    else if (seen.has(entry.id)) fields.push({ path: `[${i}].id`, message: `'${entry.id}' is listed twice` });
    seen.add(entry.id);
  });
  return fields;
}
