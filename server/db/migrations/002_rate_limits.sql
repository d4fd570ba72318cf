-- Sliding-window rate limits (server/rate-limit.ts). One row per bucket ('<rule>:<key>', e.g.
-- 'code-email-15m:jane@example.com') holding the times of its hits still inside the rule's window. They live
-- here, not in process memory, so every API process on this database shares them; each check is one
-- row-locking upsert, so parallel requests (from any process) cannot both take the last slot.
create table rate_limits (
  bucket text primary key,
  hits timestamptz[] not null default '{}',
  allowed boolean not null default true, -- whether the last check took a slot (returned to the caller)
  updated_at timestamptz not null
);
create index rate_limits_updated on rate_limits (updated_at);
