-- Up Migration

-- A sliding log per limiter key ("company:<id>", "ip:<addr>"): one row per counted request.
CREATE TABLE rate_limit_hits (
  key text        NOT NULL,
  at  timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_key_at ON rate_limit_hits (key, at);

-- Failed logins per lower-cased e-mail, cleared by a successful login.
CREATE TABLE login_failures (
  email text        NOT NULL,
  at    timestamptz NOT NULL
);
CREATE INDEX login_failures_email_at ON login_failures (email, at DESC);

-- Down Migration

DROP TABLE login_failures;
DROP TABLE rate_limit_hits;
