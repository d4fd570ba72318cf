-- Short leases that serialise one kind of work across every API process on the database (server/leases.ts): a
-- key is held by one holder until it releases it or its lease expires (a process that died mid-work).
create table leases (
  key text primary key,
  holder text not null,
  expires_at timestamptz not null
);
