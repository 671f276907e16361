-- Up Migration

-- A company is a team: each member signs in with an e-mail and a password of their own. The
-- company's login becomes its first owner, with the company's id as the member id (a token issued
-- before members existed names no member, and means this one), its password hash and its token
-- version, so the live tokens of that login stay valid.
CREATE TABLE members (
  id            char(24)    PRIMARY KEY,
  company_id    char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  email         text        NOT NULL,
  role          text        NOT NULL CHECK (role IN ('owner', 'admin', 'reviewer')),
  -- Absent until the member accepts the invitation and sets a password.
  password_hash text,
  -- Bumped by a password change, a role change and a removal: tokens carry it.
  token_version integer     NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  joined_at     timestamptz,
  removed_at    timestamptz
);
-- One sign-in, one company: POST /v1/token finds the member by e-mail alone.
CREATE UNIQUE INDEX members_email_key ON members (lower(email)) WHERE removed_at IS NULL AND password_hash IS NOT NULL;
-- An address is on a team once (joined or invited).
CREATE UNIQUE INDEX members_company_email_key ON members (company_id, lower(email)) WHERE removed_at IS NULL;
CREATE INDEX members_company ON members (company_id, created_at, id);

INSERT INTO members (id, company_id, email, role, password_hash, token_version, created_at, joined_at)
SELECT id, id, email, 'owner', password_hash, token_version, created_at, created_at FROM companies;

-- Nothing reads these any more. An API process still on older code during an upgrade reads them:
-- emptied, they let it admit no one (no password matches, no token's version is -1), where a
-- member's token would otherwise pass there with every right of the company.
ALTER TABLE companies ALTER COLUMN password_hash DROP NOT NULL;
UPDATE companies SET password_hash = NULL, token_version = -1;

-- The link of an invitation carries a signed token naming this row; the row makes it single-use.
-- Sending the invitation again voids the open one in the same transaction.
CREATE TABLE member_invitations (
  id         char(24)    PRIMARY KEY,
  member_id  char(24)    NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  voided_at  timestamptz
);
CREATE UNIQUE INDEX member_invitations_open ON member_invitations (member_id) WHERE used_at IS NULL AND voided_at IS NULL;

-- Who did what, when, from where. Written in the transaction of the change it records; values of
-- secrets and passwords are never in it.
CREATE TABLE activity (
  id             char(24)    PRIMARY KEY,
  company_id     char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  member_id      char(24),
  actor_email    text        NOT NULL,
  -- The kind of token the request carried: a console session, or an integration's access token.
  client         text        NOT NULL CHECK (client IN ('console', 'api_token')),
  client_address text        NOT NULL,
  action         text        NOT NULL,
  details        jsonb       NOT NULL DEFAULT '{}',
  created_at     timestamptz NOT NULL
);
CREATE INDEX activity_company ON activity (company_id, created_at DESC, id DESC);

-- Down Migration

DROP TABLE activity;
DROP TABLE member_invitations;
UPDATE companies c SET password_hash = m.password_hash, token_version = m.token_version
  FROM members m WHERE m.id = c.id AND m.password_hash IS NOT NULL;
ALTER TABLE companies ALTER COLUMN password_hash SET NOT NULL;
DROP TABLE members;
