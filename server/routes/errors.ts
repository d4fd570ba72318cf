// Error reports of the widget (POST /errors/report): the panel and the theme elements batch uncaught errors of
// the widget's own code (runtime/dom/error-reports.ts) and send them as the tab is hidden, with the widget's version, route and
// plugin. No token: an error can come before any sign-in, and a report names no shopper. Every input is hostile:
// the body is validated (schemas/api/errors-report.request.json, at most 10 reports of bounded size), the shop
// must exist, and requests are rate limited per client IP and per shop. A shop keeps 30 days of reports and its
// newest 1,000 (limits.ts), pruned after writes. The merchant admin lists them: GET /admin/shops/{shopId}/widget-errors.
import type { Hono } from 'hono';
import type { ErrorsReportRequest } from '../../schemas/generated/api/errors-report.request.js';
import type { Db } from '../db/types';
import { type ApiDeps, readData, requireShop } from '../context';
import { housekeepingDue } from '../limits';
import { clientIp } from '../rate-limit';

/** A report as the admin lists it. */
export interface StoredWidgetError {
  message: string;
  stack: string;
  source: string;
  version: string;
  route: string;
  pluginId: string;
  url: string;
  occurredAt: string;
  receivedAt: string;
}

const DAY = 86_400_000;

export function errorReportRoutes(app: Hono, deps: ApiDeps): void {
  app.post('/errors/report', async (c) => {
    const data = await readData<ErrorsReportRequest['data']>(c, deps, 'errors-report');
    const shop = await requireShop(deps, data.shopId);
    await deps.limiter.take([
      { rule: 'errorReportsPerIp', key: clientIp(c, deps.trustProxy) },
      { rule: 'errorReportsPerShop', key: shop.shopId },
    ]);
    const now = deps.now();
    await deps.db.transaction(async (query) => {
      for (const e of data.errors) {
        // A device clock may be off: a time outside the last day (or ahead of now) is stored as received.
        const at = Date.parse(e.at);
        const occurred = at <= now.getTime() && at > now.getTime() - DAY ? new Date(at) : now;
        await query(
          `insert into widget_errors (shop_id, message, stack, source, version, route, plugin_id, page_url, occurred_at, received_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [shop.shopId, e.message, e.stack ?? '', e.source ?? '', data.version, e.route ?? '', e.pluginId ?? '', e.url ?? '', occurred, now],
        );
      }
    });
    await pruneErrors(deps, shop.shopId);
    return c.json({ stored: data.errors.length });
  });
}

/** Keeps a shop's reports within errorRetentionDays and its newest widgetErrorsPerShop, at most once a minute per shop and process. */
async function pruneErrors(deps: ApiDeps, shopId: string): Promise<void> {
  const at = deps.now();
  if (!housekeepingDue(deps.db, `widget-errors:${shopId}`, at, 60_000)) return;
  const { widgetErrorsPerShop: cap, errorRetentionDays: days } = deps.storage;
  await deps.db.query('delete from widget_errors where shop_id = $1 and received_at < $2', [shopId, new Date(at.getTime() - days * DAY)]);
  await deps.db.query(
    `delete from widget_errors where id in (select id from widget_errors where shop_id = $1 order by received_at desc, id desc offset $2)`,
    [shopId, cap],
  );
}

/** A shop's reports, newest first (what the admin shows). */
export async function listWidgetErrors(db: Db, shopId: string, limit = 50): Promise<StoredWidgetError[]> {
  const rows = await db.query<{ message: string; stack: string; source: string; version: string; route: string; plugin_id: string; page_url: string; occurred_at: Date; received_at: Date }>(
    `select message, stack, source, version, route, plugin_id, page_url, occurred_at, received_at from widget_errors
     where shop_id = $1 order by received_at desc, id desc limit $2`,
    [shopId, limit],
  );
  return rows.map((r) => ({
    message: r.message,
    stack: r.stack,
    source: r.source,
    version: r.version,
    route: r.route,
    pluginId: r.plugin_id,
    url: r.page_url,
    occurredAt: new Date(r.occurred_at).toISOString(),
    receivedAt: new Date(r.received_at).toISOString(),
  }));
}
