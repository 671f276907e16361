-- Up Migration

-- The reconciler's marks on the rows it starts workflows for: how many times it took a row, and
-- when it may take it again (each take backs the row off, doubling), so rows that never start
-- cannot hold back newer ones, and two sweeps (in one process or several) never take one row.
ALTER TABLE submissions ADD COLUMN sweep_attempts integer NOT NULL DEFAULT 0, ADD COLUMN sweep_after timestamptz;
ALTER TABLE emails ADD COLUMN sweep_attempts integer NOT NULL DEFAULT 0, ADD COLUMN sweep_after timestamptz;
ALTER TABLE invitations ADD COLUMN sweep_attempts integer NOT NULL DEFAULT 0, ADD COLUMN sweep_after timestamptz;
ALTER TABLE webhook_events ADD COLUMN sweep_attempts integer NOT NULL DEFAULT 0, ADD COLUMN sweep_after timestamptz;

-- Down Migration

ALTER TABLE webhook_events DROP COLUMN sweep_attempts, DROP COLUMN sweep_after;
ALTER TABLE invitations DROP COLUMN sweep_attempts, DROP COLUMN sweep_after;
ALTER TABLE emails DROP COLUMN sweep_attempts, DROP COLUMN sweep_after;
ALTER TABLE submissions DROP COLUMN sweep_attempts, DROP COLUMN sweep_after;
