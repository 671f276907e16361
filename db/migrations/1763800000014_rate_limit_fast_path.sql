-- Up Migration

-- The limiter's row, reshaped so that the common request (its second already has a counted
-- request, and none has left the window) reads and writes scalars only: the arrays are neither
-- read, nor copied, nor de-toasted, however many seconds of the hour they hold.
--   seconds      the seconds of the window in which requests were counted, ascending
--   starts       for each, the running total of counted requests before it
--   total        the running total of counted requests, all seconds
--   oldest       seconds[1]; newest: seconds[cardinality]; both NULL when there are none
--   window_start starts[1], or total when there are none: total - window_start is the window's count
ALTER TABLE rate_limits ADD COLUMN starts bigint[], ADD COLUMN total bigint, ADD COLUMN oldest bigint,
  ADD COLUMN newest bigint, ADD COLUMN window_start bigint;
UPDATE rate_limits SET
  starts       = CASE WHEN cardinality(seconds) = 0 THEN '{}' ELSE base || totals[1:cardinality(totals) - 1] END,
  total        = coalesce(totals[cardinality(totals)], base),
  oldest       = seconds[1],
  newest       = seconds[cardinality(seconds)],
  window_start = base;
ALTER TABLE rate_limits DROP COLUMN totals, DROP COLUMN base,
  ALTER COLUMN starts SET NOT NULL, ALTER COLUMN total SET NOT NULL, ALTER COLUMN window_start SET NOT NULL;

-- Down Migration

ALTER TABLE rate_limits ADD COLUMN totals bigint[], ADD COLUMN base bigint;
UPDATE rate_limits SET
  totals = CASE WHEN cardinality(seconds) = 0 THEN '{}' ELSE starts[2:] || total END,
  base   = window_start;
ALTER TABLE rate_limits DROP COLUMN starts, DROP COLUMN total, DROP COLUMN oldest, DROP COLUMN newest,
  DROP COLUMN window_start, ALTER COLUMN totals SET NOT NULL, ALTER COLUMN base SET NOT NULL;
