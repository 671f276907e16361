-- Up Migration

-- A submission that cannot be scored (its scoring retries spent, or a scorecard that can never
-- validate) ends `failed` with a plain reason, instead of staying `processing` for ever. It is
-- never charged: charges are for analyzed submissions only.
ALTER TABLE submissions DROP CONSTRAINT submissions_status_check;
ALTER TABLE submissions ADD CONSTRAINT submissions_status_check
  CHECK (status IN ('draft', 'submitted', 'processing', 'analyzed', 'failed'));
ALTER TABLE submissions ADD COLUMN failure text;
ALTER TABLE submissions ADD CONSTRAINT submissions_failure_when_failed CHECK ((status = 'failed') = (failure IS NOT NULL));

-- Sorting by status puts failed last, after analyzed: both end the lifecycle. No row was failed
-- before, so the status index holds no value this changes.
CREATE OR REPLACE FUNCTION submission_status_rank(status text) RETURNS smallint
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN CASE status WHEN 'draft' THEN 0 WHEN 'submitted' THEN 1 WHEN 'processing' THEN 2 WHEN 'analyzed' THEN 3 WHEN 'failed' THEN 4 END;

-- The reconciler's look for live submissions analyzed but not charged (left so by runs of the
-- code that charged in a step of its own).
CREATE INDEX submissions_live_analyzed ON submissions (processing_finished_at) WHERE status = 'analyzed' AND test = 0;

-- Down Migration

DROP INDEX submissions_live_analyzed;
CREATE OR REPLACE FUNCTION submission_status_rank(status text) RETURNS smallint
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN CASE status WHEN 'draft' THEN 0 WHEN 'submitted' THEN 1 WHEN 'processing' THEN 2 WHEN 'analyzed' THEN 3 END;
ALTER TABLE submissions DROP CONSTRAINT submissions_failure_when_failed;
ALTER TABLE submissions DROP COLUMN failure;
ALTER TABLE submissions DROP CONSTRAINT submissions_status_check;
ALTER TABLE submissions ADD CONSTRAINT submissions_status_check
  CHECK (status IN ('draft', 'submitted', 'processing', 'analyzed'));
