-- Up Migration

-- One-time codes that prove a candidate owns an address before a live round starts. Only a hash of
-- the code is kept (HMAC keyed with the server's secret); a code is spent by its 5th wrong try,
-- by use, or by time.
CREATE TABLE email_verifications (
  id          char(24)    PRIMARY KEY,
  company_id  char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  email       text        NOT NULL CHECK (email = lower(email)),
  code_hash   text        NOT NULL,
  tries       integer     NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL
);

CREATE INDEX email_verifications_lookup ON email_verifications (company_id, email, created_at DESC);

-- Down Migration

DROP TABLE email_verifications;
