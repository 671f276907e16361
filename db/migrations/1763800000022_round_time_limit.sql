-- Up Migration

-- A company's round time limit (null: off), and on each round the deadline its start fixed (the
-- limit in force then; a later change of the setting moves no running clock), whether the clock
-- submitted it, and when its clock's workflow was known to start (the reconciler starts the others).
ALTER TABLE companies ADD COLUMN round_time_limit_minutes integer
  CHECK (round_time_limit_minutes BETWEEN 10 AND 240);
ALTER TABLE submissions
  ADD COLUMN deadline_at timestamptz,
  ADD COLUMN time_limit_reached boolean NOT NULL DEFAULT false,
  ADD COLUMN clock_started_at timestamptz;

-- Down Migration

ALTER TABLE submissions DROP COLUMN deadline_at, DROP COLUMN time_limit_reached, DROP COLUMN clock_started_at;
ALTER TABLE companies DROP COLUMN round_time_limit_minutes;
