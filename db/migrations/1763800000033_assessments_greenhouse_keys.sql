-- Up Migration

-- A company's assessments: what its Greenhouse integration offers (list_tests), each a name and
-- whether its rounds are test rounds. Deleting one archives it (deleted_at): the test instances
-- Greenhouse sends later point at their assessment, and keep doing so after it is gone from the lists.
CREATE TABLE assessments (
  id         char(24)    PRIMARY KEY,
  company_id char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name       text        NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  test       boolean     NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
);
-- A name once per company among its live assessments, whatever its letter case: also the lists'
-- order (GET /v1/assessments, list_tests).
CREATE UNIQUE INDEX assessments_company_name_key ON assessments (company_id, lower(name)) WHERE deleted_at IS NULL;

-- The org-level API keys a company gives Greenhouse. Only the key's SHA-256 is kept: the key is
-- 32 random bytes, so a fast hash is enough, and it is checked on every call from Greenhouse.
CREATE TABLE greenhouse_keys (
  id           char(24)    PRIMARY KEY,
  company_id   char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name         text        NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  key_hash     bytea       NOT NULL CHECK (octet_length(key_hash) = 32),
  created_at   timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at   timestamptz
);
-- The partner's every call finds its key by hash.
CREATE UNIQUE INDEX greenhouse_keys_key_hash_key ON greenhouse_keys (key_hash);
CREATE INDEX greenhouse_keys_company ON greenhouse_keys (company_id, created_at, id) WHERE revoked_at IS NULL;

-- Down Migration

DROP TABLE greenhouse_keys;
DROP TABLE assessments;
