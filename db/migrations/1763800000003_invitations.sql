-- Up Migration

-- One row per invited address, written in the request's transaction (status queued) and moved
-- to sent or failed by the batch's workflow. batch_id groups one POST /invite; position keeps the
-- order the addresses were given in.
CREATE TABLE invitations (
  id         char(24)    PRIMARY KEY,
  company_id char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  batch_id   char(24)    NOT NULL,
  position   smallint    NOT NULL,
  email      text        NOT NULL,
  status     text        NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  failure    text,
  created_at timestamptz NOT NULL,
  sent_at    timestamptz,
  failed_at  timestamptz,
  UNIQUE (batch_id, position),
  CHECK ((status = 'sent') = (sent_at IS NOT NULL)),
  CHECK ((status = 'failed') = (failed_at IS NOT NULL AND failure IS NOT NULL))
);
CREATE INDEX invitations_company_created ON invitations (company_id, created_at DESC, batch_id DESC, position);
CREATE INDEX invitations_queued ON invitations (created_at) WHERE status = 'queued';

-- Invitations accepted per company and UTC day: the daily limit is taken from this counter by
-- one conditional upsert, so concurrent requests cannot pass it together.
CREATE TABLE invitation_days (
  company_id char(24) NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  day        date     NOT NULL,
  used       integer  NOT NULL CHECK (used >= 0),
  PRIMARY KEY (company_id, day)
);

-- Down Migration

DROP TABLE invitation_days;
DROP TABLE invitations;
