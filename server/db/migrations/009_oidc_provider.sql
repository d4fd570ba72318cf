-- The OpenID Connect provider (server/oidc): its models, one client per shop, and its signing keys.

-- oidc-provider's models (Session, Grant, AuthorizationCode, AccessToken, Interaction, …), one row each, shared by
-- every API process. A row past expires_at is gone for the provider; consumed_at marks a code used once.
create table oidc_models (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_models_grant on oidc_models (grant_id) where grant_id is not null;
create index oidc_models_uid on oidc_models (uid) where uid is not null;
create index oidc_models_expires on oidc_models (expires_at);

-- The relying party of each shop (Shopify's customer accounts): its secret sealed with STATUS_ENCRYPTION_KEY.
create table oidc_clients (
  shop_id text primary key references shops (id) on delete cascade,
  client_id text not null unique,
  client_secret_sealed text not null,
  redirect_uris jsonb not null default '[]',
  post_logout_redirect_uris jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Signing keys: the private JWK sealed. 'next' is published but does not sign, 'current' signs, 'retired' is
-- published until retire_after for tokens it signed, then deleted.
create table oidc_keys (
  kid text primary key,
  private_jwk_sealed text not null,
  state text not null check (state in ('next', 'current', 'retired')),
  created_at timestamptz not null default now(),
  activated_at timestamptz,
  retire_after timestamptz
);
create unique index oidc_keys_one_current on oidc_keys (state) where state = 'current';
