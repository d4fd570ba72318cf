// Plugin outcomes (POST /plugins/outcomes): the storefront's widget says, for each plugin the merchant added by
// URL, whether it loaded it or skipped it and why (app/external-plugins.ts), so the merchant admin can show it on
// the plugin's card (GET /admin/shops/{shopId}/plugin-outcomes). No token: it names no shopper. Every input is
// hostile: the body is validated (schemas/api/plugin-outcomes.request.json: at most 20 outcomes, a reason of at
// most 300 characters), the shop must exist, the error reports' rate limits apply (per client IP and per shop),
// and only plugins the shop's settings list are stored, one row each (the latest report).
import type { Hono } from 'hono';
import type { PluginOutcomesRequest } from '../../schemas/generated/api/plugin-outcomes.request.js';
import type { Db } from '../db/types';
import { type ApiDeps, readData, requireShop } from '../context';
import { clientIp } from '../rate-limit';

export const PLUGIN_OUTCOMES_PATH = '/plugins/outcomes';

/** The latest outcome of one plugin on the shop's storefront, as the admin shows it. */
export interface StoredPluginOutcome {
  pluginId: string;
  status: 'loaded' | 'skipped';
  reason: string;
  version: string;
  reportedAt: string;
}

export function pluginOutcomeRoutes(app: Hono, deps: ApiDeps): void {
  app.post(PLUGIN_OUTCOMES_PATH, async (c) => {
    const data = await readData<PluginOutcomesRequest['data']>(c, deps, 'plugin-outcomes');
    const shop = await requireShop(deps, data.shopId);
    await deps.limiter.take([
      { rule: 'errorReportsPerIp', key: clientIp(c, deps.trustProxy) },
      { rule: 'errorReportsPerShop', key: shop.shopId },
    ]);
    const listed = new Set(Array.isArray(shop.settings.plugins) ? (shop.settings.plugins as { id?: unknown }[]).map((entry) => entry?.id) : []);
    const outcomes = data.outcomes.filter((outcome) => listed.has(outcome.id));
    const now = deps.now();
    await deps.db.transaction(async (query) => {
      for (const outcome of outcomes) {
        await query(
          `insert into plugin_outcomes (shop_id, plugin_id, status, reason, version, reported_at) values ($1, $2, $3, $4, $5, $6)
           on conflict (shop_id, plugin_id) do update set status = excluded.status, reason = excluded.reason, version = excluded.version, reported_at = excluded.reported_at`,
          [shop.shopId, outcome.id, outcome.status, outcome.status === 'skipped' ? (outcome.reason ?? '') : '', data.version, now],
        );
      }
    });
    return c.json({ stored: outcomes.length });
  });
}

/** The shop's plugin outcomes, by plugin id (what the admin's plugin cards show). */
export async function listPluginOutcomes(db: Db, shopId: string): Promise<StoredPluginOutcome[]> {
  const rows = await db.query<{ plugin_id: string; status: 'loaded' | 'skipped'; reason: string; version: string; reported_at: Date }>(
    'select plugin_id, status, reason, version, reported_at from plugin_outcomes where shop_id = $1 order by plugin_id',
    [shopId],
  );
  return rows.map((r) => ({ pluginId: r.plugin_id, status: r.status, reason: r.reason, version: r.version, reportedAt: new Date(r.reported_at).toISOString() }));
}
