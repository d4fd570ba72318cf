-- Each shop's products as the widget shows them (server/products.ts): filled by a backfill through the shop's
-- Commerce (Shopify's Admin API, 25 a page) and kept current by the products/* webhooks (routes/webhooks.ts), so
-- the products batch, For you and saved items never ask Shopify. Money is Shopify's decimal string in the shop's
-- currency; ids are Shopify's numeric ids.
create table products (
  shop_id text not null references shops (id),
  id bigint not null,
  handle text not null,
  title text not null,
  vendor text not null,
  image_url text,
  online_store_url text,
  currency text not null,
  min_price text not null,
  max_price text not null,
  compare_at_price text,
  available boolean not null,
  -- [{ name, values }], as Shopify's product options.
  options jsonb not null default '[]',
  -- The first 10 variants are kept (a card's); true when Shopify has more.
  has_more_variants boolean not null default false,
  synced_at timestamptz not null default now(),
  primary key (shop_id, id)
);

create table product_variants (
  shop_id text not null,
  id bigint not null,
  product_id bigint not null,
  position int not null,
  title text not null,
  price text not null,
  compare_at_price text,
  available boolean not null,
  -- [{ name, value }]
  selected_options jsonb not null default '[]',
  primary key (shop_id, id),
  foreign key (shop_id, product_id) references products (shop_id, id) on delete cascade
);
create index product_variants_product on product_variants (shop_id, product_id, position);

-- A shop's backfill: started, and finished once every page is stored (a start with none finished runs it again).
create table product_backfills (
  shop_id text primary key references shops (id),
  started_at timestamptz not null,
  finished_at timestamptz,
  products int not null default 0
);

-- Webhooks applied, by X-Shopify-Webhook-Id: Shopify may deliver one twice, and a replay is answered 200 without
-- being applied again. Rows older than a day are pruned (a delivery older than 10 minutes is refused anyway).
create table webhook_deliveries (
  webhook_id text primary key,
  shop_id text not null,
  topic text not null,
  received_at timestamptz not null default now()
);
create index webhook_deliveries_received on webhook_deliveries (received_at);
