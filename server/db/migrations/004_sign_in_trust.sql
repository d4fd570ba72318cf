-- Who has signed in as an address (server/sign-in-trust.ts): a client IP (an IPv6 client's /64), kept as a keyed hash, or a
-- Firebase uid that completed validate-otc or validate-magic-link as the address, keyed by its canonical form
-- (server/email-canonical.ts). For 90 days after its last sign-in such a requester asks for codes and
-- links from an allowance of its own, so strangers who use up the address's shared allowance cannot lock it out.
create table sign_in_trust (
  email_key text not null, -- canonical address
  requester text not null, -- 'ip:<keyed hash of the address or /64>' or 'uid:<firebase uid>'
  signed_in_at timestamptz not null,
  primary key (email_key, requester)
);
create index sign_in_trust_time on sign_in_trust (signed_in_at);
