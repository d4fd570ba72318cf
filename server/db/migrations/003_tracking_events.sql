-- Events the widget's tracking queue sent (POST /tracking/event/inject). Keyed by the
-- event's id: a queue that sends an event twice (a retry, two tabs restoring one stored queue) stores it once.
-- status_id is the verified token's uid; customer_id the customer linked to that uid in the shop (never the
-- body's claim). The merchant admin lists a shop's events newest first (index below).
create table tracking_events (
  id text primary key,
  shop_id text not null references shops (id),
  event text not null,
  event_data jsonb not null default '{}',
  created_at timestamptz not null,
  received_at timestamptz not null default now(),
  status_id text not null,
  customer_id text
);
create index tracking_events_shop_received on tracking_events (shop_id, received_at desc);
