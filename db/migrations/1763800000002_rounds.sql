-- Up Migration

-- The company's three personalities (first, second, third) as they were when the round was
-- submitted: a later settings change does not alter how a submission is scored.
ALTER TABLE submissions ADD COLUMN personalities text[] CHECK (personalities IS NULL OR cardinality(personalities) = 3);

-- Submissions recorded as submitted whose workflow may not have started (Temporal was down at
-- submit): the reconciler looks for them.
CREATE INDEX submissions_awaiting_workflow ON submissions (submitted_at) WHERE status = 'submitted';

-- Result e-mails go through the outbox too, one per submission and recipient kind.
ALTER TABLE emails ADD COLUMN submission_id char(24) REFERENCES submissions (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX emails_submission_kind ON emails (submission_id, kind) WHERE submission_id IS NOT NULL;

-- Down Migration

DROP INDEX emails_submission_kind;
ALTER TABLE emails DROP COLUMN submission_id;
DROP INDEX submissions_awaiting_workflow;
ALTER TABLE submissions DROP COLUMN personalities;
