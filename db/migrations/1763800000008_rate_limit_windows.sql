-- Up Migration

-- The rolling-hour limiter keeps one row per key ("company:<id>", "ip:<addr>", "round:<id>", ...):
-- the seconds of the last hour in which it counted requests, ascending, and for each the running
-- total of requests counted up to it; base is the running total before the first second kept, so
-- the count in the window is the last total less base. A request is one INSERT ... ON CONFLICT DO
-- UPDATE on that row, whatever the limit; the row holds at most one entry per second of the
-- window, never one per request.
-- UNLOGGED: a request's slot then costs no WAL and its commit no flush to disk, which was most
-- of an authenticated request's database time. The price: after a crash of Postgres (not a clean
-- restart), and on a promoted replica, every budget starts afresh.
CREATE UNLOGGED TABLE rate_limits (
  key     text     PRIMARY KEY,
  seconds bigint[] NOT NULL,
  totals  bigint[] NOT NULL,
  base    bigint   NOT NULL,
  -- whether the last request was counted: what the statement returns
  counted boolean  NOT NULL
);

DROP TABLE rate_limit_hits;

-- Down Migration

CREATE TABLE rate_limit_hits (
  key text        NOT NULL,
  at  timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_key_at ON rate_limit_hits (key, at);

DROP TABLE rate_limits;
