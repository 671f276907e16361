-- Up Migration

CREATE TABLE companies (
  id             char(24)    PRIMARY KEY,
  name           text        NOT NULL,
  email          text        NOT NULL,
  password_hash  text        NOT NULL,
  -- Bumped by a password change; tokens carry it, so older tokens stop working.
  token_version  integer     NOT NULL DEFAULT 0,
  webhook_url    text        NOT NULL DEFAULT '',
  webhook_secret text        NOT NULL,
  per_candidate  smallint    NOT NULL DEFAULT 1 CHECK (per_candidate BETWEEN 1 AND 4),
  personalities  text[]      NOT NULL CHECK (cardinality(personalities) = 3),
  paid_at        timestamptz,
  discount_code  text,
  referral_code  text,
  paused_at      timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX companies_email_key ON companies (lower(email));

-- Live and test codes share one key space: no code may be both one company's live code
-- and another's test code. The primary key enforces it, also under concurrent updates.
CREATE TABLE company_codes (
  code       text     PRIMARY KEY,
  company_id char(24) NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind       text     NOT NULL CHECK (kind IN ('live', 'test')),
  UNIQUE (company_id, kind)
);

CREATE TABLE submissions (
  id                     char(24)    PRIMARY KEY,
  company_id             char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  sheet_id               integer     NOT NULL,
  email                  text        NOT NULL,
  name                   text        NOT NULL,
  holes                  integer[]   NOT NULL,
  -- Internal: the variation letter of each hole, in the order of holes. Never served.
  variations             text[]      NOT NULL,
  attempt                integer     NOT NULL,
  status                 text        NOT NULL DEFAULT 'draft'
                                     CHECK (status IN ('draft', 'submitted', 'processing', 'analyzed')),
  test                   smallint    NOT NULL CHECK (test IN (0, 1)),
  message                text,
  shots                  jsonb       NOT NULL DEFAULT '{}',
  scorecard              jsonb,
  created_at             timestamptz NOT NULL DEFAULT now(),
  submitted_at           timestamptz,
  processing_started_at  timestamptz,
  processing_finished_at timestamptz,
  candidate_emailed_at   timestamptz,
  company_emailed_at     timestamptz,
  webhook_completed_at   timestamptz
);
CREATE INDEX submissions_company_created ON submissions (company_id, created_at DESC, id DESC);
CREATE INDEX submissions_company_email ON submissions (company_id, lower(email));

CREATE TABLE charges (
  id            char(24)    PRIMARY KEY,
  company_id    char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind          text        NOT NULL CHECK (kind IN ('setup', 'assessment')),
  -- An assessment is charged once: the unique key makes a repeated charge a no-op.
  submission_id char(24)    UNIQUE REFERENCES submissions (id) ON DELETE CASCADE,
  amount_cents  integer     NOT NULL CHECK (amount_cents > 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'assessment') = (submission_id IS NOT NULL))
);
CREATE UNIQUE INDEX charges_setup_once ON charges (company_id) WHERE kind = 'setup';

-- The e-mail outbox: a row per message, written before the workflow that sends it starts.
CREATE TABLE emails (
  id         char(24)    PRIMARY KEY,
  company_id char(24)    REFERENCES companies (id) ON DELETE SET NULL,
  kind       text        NOT NULL,
  recipient  text        NOT NULL,
  subject    text        NOT NULL,
  text_body  text        NOT NULL,
  html_body  text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at    timestamptz,
  failed_at  timestamptz,
  failure    text
);
CREATE INDEX emails_unsent ON emails (created_at) WHERE sent_at IS NULL AND failed_at IS NULL;

-- Down Migration

DROP TABLE emails;
DROP TABLE charges;
DROP TABLE submissions;
DROP TABLE company_codes;
DROP TABLE companies;
