-- Up Migration

-- A candidate's erasure (db/erasure.ts): when the submission's personal data was erased, by a
-- manager's request or by the company's retention. A submission erased while it is still being
-- scored keeps its code until its scorecard is stored: the store step clears it then.
ALTER TABLE submissions ADD COLUMN erased_at timestamptz;

-- The company's retention of candidate data, in days after a submission is analyzed or failed;
-- null (the default): kept until erased on request.
ALTER TABLE companies ADD COLUMN candidate_retention_days integer
  CHECK (candidate_retention_days BETWEEN 1 AND 3650);

-- The retention's sweep: finished, not yet erased submissions by when they finished.
CREATE INDEX submissions_retention ON submissions (company_id, processing_finished_at)
  WHERE status IN ('analyzed', 'failed') AND erased_at IS NULL;

-- Down Migration

DROP INDEX submissions_retention;
ALTER TABLE companies DROP COLUMN candidate_retention_days;
ALTER TABLE submissions DROP COLUMN erased_at;
