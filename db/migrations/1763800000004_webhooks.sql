-- Up Migration

-- One row per webhook event: a submission's result, a test webhook, or a redelivery of an earlier
-- event. The payload is built once, when the event is created, and stored as the exact bytes that
-- every attempt sends (and signs).
CREATE TABLE webhook_events (
  id                  char(24)    PRIMARY KEY,
  company_id          char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind                text        NOT NULL CHECK (kind IN ('result', 'test', 'redelivery')),
  submission_id       char(24)    REFERENCES submissions (id) ON DELETE CASCADE,
  -- The event a redelivery repeats (its payload is copied byte for byte).
  redelivery_of       char(24)    REFERENCES webhook_events (id) ON DELETE CASCADE,
  -- The payload's own test flag (a test webhook, or the result of a test-code submission).
  test                smallint    NOT NULL CHECK (test IN (0, 1)),
  payload             text        NOT NULL,
  status              text        NOT NULL DEFAULT 'pending'
                                  CHECK (status IN ('pending', 'delivered', 'failed', 'skipped')),
  -- Why a failed event failed, or why a skipped one sent nothing.
  reason              text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  -- Set once the API knows the delivery workflow was started; result events are started by
  -- their submission's workflow and never need it.
  workflow_started_at timestamptz,
  completed_at        timestamptz,
  CHECK (kind <> 'result' OR submission_id IS NOT NULL),
  CHECK (kind <> 'test' OR submission_id IS NULL),
  CHECK ((kind = 'redelivery') = (redelivery_of IS NOT NULL))
);
-- A submission's result is one event: a repeated creation returns the same row.
CREATE UNIQUE INDEX webhook_events_one_result ON webhook_events (submission_id) WHERE kind = 'result';
CREATE INDEX webhook_events_company_created ON webhook_events (company_id, created_at DESC, id DESC);
CREATE INDEX webhook_events_unstarted ON webhook_events (created_at)
  WHERE status = 'pending' AND workflow_started_at IS NULL AND kind <> 'result';

-- Every HTTP attempt of an event (and every refused destination), numbered as Temporal numbers
-- the activity's attempts, so a repeated record of one attempt is a no-op.
CREATE TABLE webhook_attempts (
  event_id    char(24)    NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
  attempt     integer     NOT NULL CHECK (attempt >= 1),
  status_code integer,
  duration_ms integer     NOT NULL CHECK (duration_ms >= 0),
  error       text,
  started_at  timestamptz NOT NULL,
  PRIMARY KEY (event_id, attempt)
);

-- Down Migration

DROP TABLE webhook_attempts;
DROP TABLE webhook_events;
