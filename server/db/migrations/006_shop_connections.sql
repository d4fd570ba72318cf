-- The store behind each shop (server/shop-connections.ts): the Shopify Admin API access token, encrypted at rest
-- with AES-256-GCM under STATUS_ENCRYPTION_KEY (server/secret-box.ts; the shop id is bound in as associated
-- data, so a token copied to another shop's row does not open), and the storefront's public URL (return URLs
-- and magic links point into it). The shop's myshopify domain is `<shop_id>.myshopify.com`.
create table shop_connections (
  shop_id text primary key references shops (id) on delete cascade,
  access_token text not null,
  storefront_url text not null,
  connected_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
