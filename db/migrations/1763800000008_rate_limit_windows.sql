-- Up Migration

-- The rolling-hour limiter keeps one row per key ("company:<id>", "ip:<addr>", "round:<id>", ...):
-- the seconds of the last hour in which it counted requests, ascending, and how many in each. A
-- request is one INSERT ... ON CONFLICT DO UPDATE on that row, whatever the limit; the row holds
-- at most one entry per second of the window, never one per request.
CREATE TABLE rate_limits (
  key     text     PRIMARY KEY,
  seconds bigint[] NOT NULL,
  counts  integer[] NOT NULL,
  -- the sum of counts, and whether the last request was counted: what the statement returns
  used    integer  NOT NULL,
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
