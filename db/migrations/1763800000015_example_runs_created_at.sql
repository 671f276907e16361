-- Up Migration

-- The reconciler deletes example runs older than a day (api/purge.ts), a bounded batch at a time,
-- oldest first: this index finds them without reading the whole table, which holds a day of runs.
-- rate_limits has no such index on purpose: the hot path would maintain it once a second per busy
-- key, and its purge reads a table of the last hour's keys only, once a minute.
CREATE INDEX example_runs_created_at ON example_runs (created_at);

-- Down Migration

DROP INDEX example_runs_created_at;
