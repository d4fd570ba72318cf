-- Uninstall and Shopify's privacy webhooks (server/compliance.ts). An uninstalled shop keeps its row and data for a
-- grace period (Shopify sends shop/redact 48 hours after the uninstall; pruneUninstalledShops removes what is still
-- there after 30 days) while the widget and the API are off for it; a reinstall clears uninstalled_at.
alter table shops add column uninstalled_at timestamptz;
create index shops_uninstalled on shops (uninstalled_at) where uninstalled_at is not null;

-- What customers/data_request asked for: the export (customerDataExport's document) kept for the merchant until
-- customers/redact or shop/redact removes it.
create table customer_data_exports (
  id bigint generated always as identity primary key,
  shop_id text not null references shops (id) on delete cascade,
  customer_id text,
  email text,
  request_id text,
  document jsonb not null,
  bytes int not null,
  created_at timestamptz not null default now()
);
create index customer_data_exports_shop on customer_data_exports (shop_id, created_at desc);
