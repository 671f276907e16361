-- Up Migration

-- "Run with my input": the candidate's own input waits here beside the code (never in a workflow
-- history), and is blanked with it once the result is written. NULL: a run on the hole's example.
ALTER TABLE example_runs ADD COLUMN input text;

-- Down Migration

ALTER TABLE example_runs DROP COLUMN input;
