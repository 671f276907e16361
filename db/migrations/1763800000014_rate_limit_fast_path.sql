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

-- The general case of a request (a second left the window, or its second is new to the row), as
-- db/rate-limits.ts calls it: the row after the request of second `now` against `lim` per `win`
-- seconds, `counted` saying whether it got a slot. The seconds that left the window are found by
-- binary search and cut off; the window's count is the total less the start of its first second;
-- a counted request of a second after the newest appends it, one of a clock behind another's
-- counts in the newest.
CREATE FUNCTION rate_limit_take(r rate_limits, now bigint, lim int, win int) RETURNS rate_limits
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  gone int := width_bucket(now - win, r.seconds);
  window_start bigint := coalesce(r.starts[gone + 1], r.total);
BEGIN
  r.seconds := r.seconds[gone + 1:];
  r.starts := r.starts[gone + 1:];
  r.counted := r.total - window_start < lim;
  IF r.counted AND now > coalesce(r.seconds[cardinality(r.seconds)], 0) THEN
    r.seconds := r.seconds || now;
    r.starts := r.starts || r.total;
  END IF;
  IF r.counted THEN
    r.total := r.total + 1;
  END IF;
  r.oldest := r.seconds[1];
  r.newest := r.seconds[cardinality(r.seconds)];
  r.window_start := coalesce(r.starts[1], r.total);
  RETURN r;
END $$;

-- Down Migration

DROP FUNCTION rate_limit_take(rate_limits, bigint, int, int);

ALTER TABLE rate_limits ADD COLUMN totals bigint[], ADD COLUMN base bigint;
UPDATE rate_limits SET
  totals = CASE WHEN cardinality(seconds) = 0 THEN '{}' ELSE starts[2:] || total END,
  base   = window_start;
ALTER TABLE rate_limits DROP COLUMN starts, DROP COLUMN total, DROP COLUMN oldest, DROP COLUMN newest,
  DROP COLUMN window_start, ALTER COLUMN totals SET NOT NULL, ALTER COLUMN base SET NOT NULL;
