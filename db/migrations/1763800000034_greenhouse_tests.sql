-- Up Migration

-- The key itself, sealed (AES-256-GCM under a key derived from JWT_SECRET), beside its SHA-256:
-- Greenhouse checks our PATCH "Mark Test as Completed" by the organisation's key as user name, so
-- the service must be able to send it again. Only the PATCH opens it; every check of a call from
-- Greenhouse still goes by the hash. A key made before this column has none: its tests are polled.
ALTER TABLE greenhouse_keys ADD COLUMN sealed_key bytea;

-- The tests Greenhouse sent (send_test): one row per `partner_interview_id` (the id), each sent as an
-- invitation of its own. `url` is where the PATCH goes; one per company, since it names
-- Greenhouse's record of this one sent test: a send repeated with the same `url` is the same test.
-- The candidate's names and addresses are personal data: erasure pseudonymises them as an invitation's.
CREATE TABLE greenhouse_tests (
  id                     char(24)    PRIMARY KEY,
  company_id             char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  assessment_id          char(24)    NOT NULL REFERENCES assessments (id),
  key_id                 char(24)    NOT NULL REFERENCES greenhouse_keys (id),
  invitation_id          char(24)    NOT NULL UNIQUE REFERENCES invitations (id) ON DELETE CASCADE,
  url                    text        NOT NULL CHECK (char_length(url) <= 2048),
  email                  text        NOT NULL,
  first_name             text        NOT NULL,
  last_name              text        NOT NULL,
  preferred_name         text,
  greenhouse_profile_url text        NOT NULL CHECK (char_length(greenhouse_profile_url) <= 2048),
  sent_by                text,
  created_at             timestamptz NOT NULL,
  expires_at             timestamptz NOT NULL CHECK (expires_at > created_at),
  cancelled_at           timestamptz,
  -- The round started from its invitation: one at most.
  submission_id          char(24)    UNIQUE REFERENCES submissions (id) ON DELETE SET NULL,
  -- The PATCH: queued with the analysis, then delivered or given up on (with why).
  completion             text        CHECK (completion IN ('queued', 'delivered', 'failed')),
  completion_failure     text,
  UNIQUE (company_id, url)
);
CREATE INDEX greenhouse_tests_company ON greenhouse_tests (company_id, created_at DESC, id DESC);

-- Each HTTP attempt of a PATCH, as the webhook's delivery log: what the company reads when one failed.
CREATE TABLE greenhouse_completion_attempts (
  test_id     char(24)    NOT NULL REFERENCES greenhouse_tests (id) ON DELETE CASCADE,
  number      int         NOT NULL CHECK (number >= 1),
  started_at  timestamptz NOT NULL,
  duration_ms int         NOT NULL CHECK (duration_ms >= 0),
  status_code int,
  error       text,
  PRIMARY KEY (test_id, number)
);

-- What Greenhouse reported of our answers (response_error), shown to the company's owners and
-- admins; kept 90 days. The candidate's address it may carry is not kept: the test names them.
CREATE TABLE greenhouse_reports (
  id                   char(24)    PRIMARY KEY,
  company_id           char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  api_call             text        NOT NULL CHECK (char_length(api_call) <= 100),
  errors               text[]      NOT NULL,
  partner_test_id      text        CHECK (char_length(partner_test_id) <= 100),
  partner_test_name    text        CHECK (char_length(partner_test_name) <= 200),
  partner_interview_id text        CHECK (char_length(partner_interview_id) <= 100),
  received_at          timestamptz NOT NULL
);
CREATE INDEX greenhouse_reports_company ON greenhouse_reports (company_id, received_at DESC, id DESC);
CREATE INDEX greenhouse_reports_received ON greenhouse_reports (received_at);

-- A test Greenhouse sends lands in the audit log with Greenhouse as its client.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_client_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_client_check CHECK (client IN ('console', 'api_token', 'operator', 'greenhouse'));

-- Down Migration

DELETE FROM audit_log WHERE client = 'greenhouse';
ALTER TABLE audit_log DROP CONSTRAINT audit_log_client_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_client_check CHECK (client IN ('console', 'api_token', 'operator'));

DROP TABLE greenhouse_reports;
DROP TABLE greenhouse_completion_attempts;
DROP TABLE greenhouse_tests;
ALTER TABLE greenhouse_keys DROP COLUMN sealed_key;
