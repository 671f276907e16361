-- Up Migration

-- The answers of requests sent with an Idempotency-Key, per caller (a company's member) and key,
-- kept 24 hours: the same key and request again gets the first answer, never a second effect.
-- status is null while the first request is being answered.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  body jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

-- Down Migration

DROP TABLE idempotency_keys;
