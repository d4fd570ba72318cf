-- Bounds on what shoppers and scripts can make the server keep (server/limits.ts, README "Limits").

-- A tracking event's id is the sender's: unique per shop and user, so another user's event with the same id is
-- stored too, while one user's retry (or two tabs sending one restored queue) is still stored once.
alter table tracking_events drop constraint tracking_events_pkey;
alter table tracking_events add primary key (shop_id, status_id, id);

-- The client's network of a product view (client-network.ts): a keyed hash of its IPv4 /24 or IPv6 /48, never
-- the address. Popular today counts networks, so many users from one network are one vote. Older rows have none
-- (each counts as its owner's own network).
alter table product_views add column network text;

-- Anonymous uids that wrote from a client address in the last hour (client-network.ts): a new one takes a slot
-- of the per-address rule anonymousUidsPerIp. ip_key is a keyed hash of the IPv4 address or IPv6 /64.
create table anonymous_writers (
  ip_key text not null,
  uid text not null,
  first_seen timestamptz not null,
  primary key (ip_key, uid)
);
create index anonymous_writers_seen on anonymous_writers (first_seen);

-- Server-side secrets shared by every API process on this database (the key of the address hashes above).
create table api_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
