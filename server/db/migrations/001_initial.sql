-- The devstore schema. Plain PostgreSQL that runs unchanged on PGlite and on a PostgreSQL server.
-- Ids handed to the widget are text (Shopify-like numbers or uuids) so both drivers return the same JS type.

create table shops (
  id text primary key,
  name text not null,
  locale text not null,
  country_code text not null,
  currency text not null,
  currency_multiplier numeric not null default 1,
  settings jsonb not null default '{}',
  theme jsonb not null default '{}',
  multipass_secret text,
  created_at timestamptz not null default now()
);

-- Runtime-created customers get ids above the seeded ones (6000000001…).
create sequence customer_ids start 6100000001;

create table customers (
  id text primary key default nextval('customer_ids')::text,
  shop_id text not null references shops (id),
  email text not null, -- always lower-case
  first_name text,
  last_name text,
  phone text,
  birthday text,
  accepts_marketing boolean not null default false,
  tags jsonb not null default '[]',
  custom_fields jsonb not null default '{}',
  personalizations jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, email)
);

-- Which Firebase user acts as which customer of a shop (made by /member/check-customer).
create table customer_logins (
  uid text not null,
  shop_id text not null references shops (id),
  customer_id text not null references customers (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (uid, shop_id)
);

create table addresses (
  id uuid primary key default gen_random_uuid(),
  customer_id text not null references customers (id) on delete cascade,
  fields jsonb not null,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index addresses_customer on addresses (customer_id, created_at);

create table login_codes (
  id uuid primary key default gen_random_uuid(),
  shop_id text not null references shops (id),
  email text not null,
  code text not null, -- plain: this is a development store, and the inbox shows it anyway
  status_id text,
  requested_by text not null, -- Firebase uid that asked for it
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index login_codes_requester on login_codes (requested_by, created_at desc);

create table magic_links (
  token_hash text primary key, -- sha256 of the token: the link itself is the secret
  shop_id text not null references shops (id),
  email text not null,
  status_id text,
  return_url text,
  requested_by text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table unverified_emails (
  id bigint generated always as identity primary key,
  shop_id text not null references shops (id),
  uid text not null,
  email text not null,
  created_at timestamptz not null default now()
);

create table inbox (
  id bigint generated always as identity primary key,
  shop_id text,
  to_email text not null,
  subject text not null,
  body text not null,
  link text,
  code text,
  created_at timestamptz not null default now()
);
create index inbox_to on inbox (to_email, id desc);

-- Saved-from-cart and wishlist entries. owner is 'customer:<id>' or 'user:<uid>' (anonymous or not yet linked).
create table saved_items (
  id uuid primary key default gen_random_uuid(),
  shop_id text not null references shops (id),
  owner text not null,
  list text not null check (list in ('cart', 'wishlist')),
  product_id bigint not null,
  variant_id bigint,
  created_at timestamptz not null default now()
);
create unique index saved_items_unique on saved_items (shop_id, owner, list, product_id, coalesce(variant_id, 0));

create table wishlist_collections (
  uuid uuid primary key default gen_random_uuid(),
  shop_id text not null references shops (id),
  owner text not null,
  user_id text not null, -- Firebase uid of the creator (userId)
  name text not null,
  visibility text not null default 'private' check (visibility in ('private', 'all')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index wishlist_collections_owner on wishlist_collections (shop_id, owner, updated_at desc);

create table wishlist_collection_items (
  id uuid primary key default gen_random_uuid(),
  collection_uuid uuid not null references wishlist_collections (uuid) on delete cascade,
  product_id bigint not null,
  variant_id bigint,
  created_at timestamptz not null default now()
);
create unique index wishlist_collection_items_unique
  on wishlist_collection_items (collection_uuid, product_id, coalesce(variant_id, 0));

-- What a shopper looked at, for "recently viewed", "popular today" and recent collections.
create table product_views (
  shop_id text not null references shops (id),
  owner text not null,
  product_id bigint not null,
  viewed_at timestamptz not null default now()
);
create index product_views_owner on product_views (shop_id, owner, viewed_at desc);
create index product_views_time on product_views (shop_id, viewed_at desc);

create table collection_views (
  shop_id text not null references shops (id),
  owner text not null,
  collection_id bigint not null,
  viewed_at timestamptz not null default now()
);
create index collection_views_owner on collection_views (shop_id, owner, viewed_at desc);

create table orders (
  id text primary key,
  shop_id text not null references shops (id),
  customer_id text not null references customers (id),
  name text not null,
  pass text not null, -- secret for order-with-pass links (order status pages in emails)
  financial_status text not null,
  fulfillment_status text not null,
  line_items jsonb not null,
  latest_shipment jsonb,
  shipping_address jsonb,
  subtotal bigint not null, -- cents, shop currency
  total bigint not null,
  currency text not null,
  processed_at timestamptz not null,
  canceled_at timestamptz,
  created_at timestamptz not null default now()
);
create index orders_customer on orders (shop_id, customer_id, processed_at desc, id desc);

-- Seed steps already applied, so seeding runs once and never overwrites later edits.
create table seed_steps (
  name text primary key,
  applied_at timestamptz not null default now()
);
