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

-- What an erasure looks up, without reading whole tables: the company's messages to an address,
-- and every webhook event of a submission (redeliveries too, which the unique index of results
-- does not cover).
CREATE INDEX emails_company_recipient ON emails (company_id, lower(recipient));
CREATE INDEX webhook_events_submission ON webhook_events (submission_id) WHERE submission_id IS NOT NULL;

-- Down Migration

DROP INDEX webhook_events_submission;
DROP INDEX emails_company_recipient;
DROP INDEX submissions_retention;
ALTER TABLE companies DROP COLUMN candidate_retention_days;
ALTER TABLE submissions DROP COLUMN erased_at;
