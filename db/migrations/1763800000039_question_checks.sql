-- Up Migration

-- A question's check by running it (docs/decisions/questions/checked-by-running.md): each change of a
-- question is a new revision, checked by one run of questionCheckWorkflow; the check's outcome is
-- stored only while its revision is the question's. The reconciler starts the check of a revision
-- whose workflow never started (sweep_attempts, sweep_after, as migration 1763800000011's).
ALTER TABLE company_questions
  ADD COLUMN revision       integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  ADD COLUMN check_status   text    NOT NULL DEFAULT 'running' CHECK (check_status IN ('running', 'passed', 'failed')),
  ADD COLUMN check_problems jsonb   NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(check_problems) = 'array'),
  ADD COLUMN sweep_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN sweep_after    timestamptz;
-- The reconciler's sweep: revisions still being checked, by when they were saved.
CREATE INDEX company_questions_checking ON company_questions (updated_at)
  WHERE check_status = 'running' AND status <> 'retired';

-- Down Migration

DROP INDEX company_questions_checking;
ALTER TABLE company_questions
  DROP COLUMN sweep_after,
  DROP COLUMN sweep_attempts,
  DROP COLUMN check_problems,
  DROP COLUMN check_status,
  DROP COLUMN revision;
