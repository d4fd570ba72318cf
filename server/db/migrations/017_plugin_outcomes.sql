-- Whether the storefront's widget loaded each plugin a merchant added by URL, or skipped it and why
-- (POST /plugins/outcomes, routes/plugin-outcomes.ts), listed on the plugin's card in the merchant admin. One row
-- per shop and listed plugin, the latest report: bounded by the shop's plugin list (at most 20).
create table plugin_outcomes (
  shop_id text not null references shops (id) on delete cascade,
  plugin_id text not null,
  status text not null check (status in ('loaded', 'skipped')),
  reason text not null default '',
  version text not null,
  reported_at timestamptz not null,
  primary key (shop_id, plugin_id)
);
