-- Expiring offline access tokens (server/shop-connections.ts): Shopify's token lasts an hour and comes with a
-- refresh token, which is replaced on every refresh. The refresh token is sealed like the access token (its
-- associated data is `<shop_id>:refresh`); a connection made with a non-expiring token has neither.
alter table shop_connections
  add column access_token_expires_at timestamptz,
  add column refresh_token text,
  add column refresh_token_expires_at timestamptz;
