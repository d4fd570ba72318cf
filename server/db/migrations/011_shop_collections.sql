-- Each shop's collections (id, handle, title) for recent collections (routes/collections.ts): filled with the
-- products' backfill (server/products.ts) and kept current by the collections/* webhooks.
create table shop_collections (
  shop_id text not null references shops (id),
  id bigint not null,
  handle text not null,
  title text not null,
  primary key (shop_id, id)
);
create index shop_collections_handle on shop_collections (shop_id, handle);

-- Shops backfilled before this table existed are backfilled again (products and collections) at the next start.
delete from product_backfills;
