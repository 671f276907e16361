-- Up Migration

-- The delivery run (Temporal run id) that made each attempt. An event's attempts are numbered
-- in one series across all its runs (a reset of a run starts another run of the same event), and
-- each run gets WEBHOOK_MAX_RETRIES + 1 HTTP attempts of its own, counted here. Attempts recorded
-- before this column existed have none.
ALTER TABLE webhook_attempts ADD COLUMN run_id text;
CREATE INDEX webhook_attempts_run ON webhook_attempts (event_id, run_id);

-- Down Migration

DROP INDEX webhook_attempts_run;
ALTER TABLE webhook_attempts DROP COLUMN run_id;
