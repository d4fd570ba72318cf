// The customers/data_request exports Status keeps for a shop (compliance.ts stores one per request), for the
// merchant to send on to the customer: GET /admin/shops/{shopId}/data-exports lists them, newest first, and
// GET …/data-exports/{id} downloads one as a JSON file. Both sit behind the merchant API's auth (routes/admin.ts:
// a session token of that shop, or the devstore's admin token); an id of another shop is a 404 like an unknown one.
import type { Hono } from 'hono';
import { type ApiDeps, requireShop } from '../context';
import { notFound } from '../errors';

export interface DataExportSummary {
  id: string;
  customerId: string | null;
  email: string | null;
  /** Shopify's data_request id, when the webhook named one. */
  requestId: string | null;
  bytes: number;
  createdAt: string;
}

/** The newest this many are listed (a shop's exports are few: one per customer request). */
const LIST_LIMIT = 200;

export function dataExportRoutes(app: Hono, deps: ApiDeps): void {
  app.get('/admin/shops/:shopId/data-exports', async (c) => {
    const shop = await requireShop(deps, c.req.param('shopId'), { allowUninstalled: true });
    const rows = await deps.db.query<{ id: string | number; customer_id: string | null; email: string | null; request_id: string | null; bytes: number; created_at: Date | string }>(
      `select id, customer_id, email, request_id, bytes, created_at from customer_data_exports
       where shop_id = $1 order by created_at desc, id desc limit ${LIST_LIMIT}`,
      [shop.shopId],
    );
    const exports: DataExportSummary[] = rows.map((r) => ({
      id: String(r.id),
      customerId: r.customer_id,
      email: r.email,
      requestId: r.request_id,
      bytes: r.bytes,
      createdAt: new Date(r.created_at).toISOString(),
    }));
    return c.json({ shopId: shop.shopId, exports });
  });

  app.get('/admin/shops/:shopId/data-exports/:id', async (c) => {
    const shop = await requireShop(deps, c.req.param('shopId'), { allowUninstalled: true });
    const id = c.req.param('id');
    const missing = () => notFound(`No data export '${id.slice(0, 40)}' in this shop`, 'unknown_export');
    if (!/^[1-9][0-9]{0,17}$/.test(id)) throw missing();
    const [row] = await deps.db.query<{ document: unknown; created_at: Date | string }>('select document, created_at from customer_data_exports where shop_id = $1 and id = $2', [shop.shopId, id]);
    if (!row) throw missing();
    const day = new Date(row.created_at).toISOString().slice(0, 10);
    return c.body(JSON.stringify(typeof row.document === 'string' ? JSON.parse(row.document) : row.document, null, 2), 200, {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="status-customer-data-${shop.shopId}-${id}-${day}.json"`,
    });
  });
}
