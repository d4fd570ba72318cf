-- Uncaught errors of the widget's own code, reported by its loader (POST /errors/report, routes/errors.ts) and
-- listed for the merchant (GET /admin/shops/{shopId}/widget-errors). No shopper is named: a message, a stack, the
-- widget's version, route and plugin. Bounded like tracking_events: a shop keeps 30 days and its newest 1,000
-- (limits.ts), pruned after writes.
create table widget_errors (
  id bigserial primary key,
  shop_id text not null references shops (id) on delete cascade,
  message text not null,
  stack text not null default '',
  source text not null default '',
  version text not null,
  route text not null default '',
  plugin_id text not null default '',
  page_url text not null default '',
  occurred_at timestamptz not null,
  received_at timestamptz not null default now()
);
create index widget_errors_shop_received on widget_errors (shop_id, received_at desc);
