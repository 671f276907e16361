-- Up Migration

-- The seconds of a limiter's window move from two arrays on its row to rows of their own. A
-- request of a new second (or one that finds a second gone) rewrote both arrays, up to 3,600
-- entries each, so its cost grew with the busy seconds of the last hour: at one request a second,
-- every request of a key paid it, holding the key's row lock meanwhile. Now such a request looks
-- up the first second still in its window by the index, and its new second is one row more.
--   rate_limit_seconds  one row per second in which a key counted requests: `start` is the running
--                       total before the second's first counted request. A key's rows are written
--                       by the trigger below, whenever its row's newest second changes, and deleted
--                       once out of the window by the request that finds them so, with the key's
--                       row, or by the hourly purge (a key asked no more).
-- The row's `oldest` says where its window starts, and a lookup never reads before it.
CREATE UNLOGGED TABLE rate_limit_seconds (
  key    text   NOT NULL REFERENCES rate_limits (key) ON DELETE CASCADE,
  second bigint NOT NULL,
  start  bigint NOT NULL,
  PRIMARY KEY (key, second)
);
INSERT INTO rate_limit_seconds (key, second, start)
  SELECT r.key, s.second, s.start FROM rate_limits r, unnest(r.seconds, r.starts) AS s(second, start);

DROP FUNCTION rate_limit_take(rate_limits, bigint, int, int);
ALTER TABLE rate_limits DROP COLUMN seconds, DROP COLUMN starts;

-- The general case of a request, as db/rate-limits.ts calls it: the row after the request of
-- second `now` against `lim` per `win` seconds, `counted` saying whether it got a slot. When the
-- oldest second has left the window, the seconds that left are deleted (a range of the primary
-- key, under the row's lock) and the first second after the window's start is looked up; none
-- left: the window is empty and its count starts from the total. A counted request of a
-- second after the newest makes it the newest (the trigger adds its row); one of a clock behind
-- another's counts in the newest. VOLATILE: its lookup then sees the rows that a request of the
-- same key committed while this one waited for the row's lock.
CREATE FUNCTION rate_limit_take(r rate_limits, now bigint, lim int, win int) RETURNS rate_limits
  LANGUAGE plpgsql VOLATILE PARALLEL SAFE AS $$
DECLARE
  first rate_limit_seconds;
BEGIN
  IF r.oldest <= now - win THEN
    DELETE FROM rate_limit_seconds s WHERE s.key = r.key AND s.second <= now - win;
    SELECT * INTO first FROM rate_limit_seconds s
     WHERE s.key = r.key AND s.second > now - win ORDER BY s.second LIMIT 1;
    r.oldest := first.second;
    r.window_start := coalesce(first.start, r.total);
    IF first.second IS NULL THEN
      r.newest := NULL;
    END IF;
  END IF;
  r.counted := r.total - r.window_start < lim;
  IF r.counted AND now > coalesce(r.newest, 0) THEN
    r.newest := now;
    r.oldest := coalesce(r.oldest, now);
  END IF;
  IF r.counted THEN
    r.total := r.total + 1;
  END IF;
  RETURN r;
END $$;

-- The batch's take (1763800000036), its row without the arrays.
CREATE OR REPLACE FUNCTION rate_limit_take_slot(keys text[], nows bigint[], lims int[], wins int[])
  RETURNS TABLE (nth bigint, used bigint, counted boolean, oldest bigint)
  LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  i bigint;
  k text;
  now bigint;
  lim int;
  win int;
BEGIN
  FOR i IN SELECT request.i FROM unnest(keys) WITH ORDINALITY AS request(key, i)
            WHERE request.key IS NOT NULL ORDER BY request.key, request.i LOOP
    k := keys[i];
    now := nows[i];
    lim := lims[i];
    win := wins[i];
    nth := i;
    INSERT INTO rate_limits AS r (key, total, counted, oldest, newest, window_start)
    VALUES (k, 1, true, now, now, 0)
    ON CONFLICT (key) DO UPDATE SET
      total = CASE WHEN r.oldest > now - win AND now <= r.newest THEN r.total + (r.total - r.window_start < lim)::int
              ELSE (rate_limit_take(r, now, lim, win)).total END,
      counted = CASE WHEN r.oldest > now - win AND now <= r.newest THEN r.total - r.window_start < lim
                ELSE (rate_limit_take(r, now, lim, win)).counted END,
      oldest = CASE WHEN r.oldest > now - win AND now <= r.newest THEN r.oldest
               ELSE (rate_limit_take(r, now, lim, win)).oldest END,
      newest = CASE WHEN r.oldest > now - win AND now <= r.newest THEN r.newest
               ELSE (rate_limit_take(r, now, lim, win)).newest END,
      window_start = CASE WHEN r.oldest > now - win AND now <= r.newest THEN r.window_start
                     ELSE (rate_limit_take(r, now, lim, win)).window_start END
    RETURNING r.total - r.window_start, r.counted, r.oldest INTO used, counted, oldest;
    RETURN NEXT;
  END LOOP;
END $$;

-- A row's newest second, once counted, is a row of rate_limit_seconds: its start is the total
-- before the request that counted it (the request has counted, so one less than the total).
CREATE FUNCTION rate_limit_second_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rate_limit_seconds (key, second, start) VALUES (NEW.key, NEW.newest, NEW.total - 1)
    ON CONFLICT (key, second) DO UPDATE SET start = excluded.start;
  RETURN NULL;
END $$;
CREATE TRIGGER rate_limit_first_second AFTER INSERT ON rate_limits
  FOR EACH ROW WHEN (NEW.newest IS NOT NULL) EXECUTE FUNCTION rate_limit_second_counted();
CREATE TRIGGER rate_limit_new_second AFTER UPDATE ON rate_limits
  FOR EACH ROW WHEN (NEW.newest IS NOT NULL AND NEW.newest IS DISTINCT FROM OLD.newest)
  EXECUTE FUNCTION rate_limit_second_counted();

-- Down Migration

DROP TRIGGER rate_limit_new_second ON rate_limits;
DROP TRIGGER rate_limit_first_second ON rate_limits;
DROP FUNCTION rate_limit_second_counted();
DROP FUNCTION rate_limit_take(rate_limits, bigint, int, int);
ALTER TABLE rate_limits ADD COLUMN seconds bigint[], ADD COLUMN starts bigint[];
UPDATE rate_limits r SET
  seconds = coalesce((SELECT array_agg(s.second ORDER BY s.second) FROM rate_limit_seconds s
                       WHERE s.key = r.key AND s.second >= r.oldest), '{}'),
  starts  = coalesce((SELECT array_agg(s.start ORDER BY s.second) FROM rate_limit_seconds s
                       WHERE s.key = r.key AND s.second >= r.oldest), '{}');
ALTER TABLE rate_limits ALTER COLUMN seconds SET NOT NULL, ALTER COLUMN starts SET NOT NULL;
DROP TABLE rate_limit_seconds;
CREATE OR REPLACE FUNCTION rate_limit_take_slot(keys text[], nows bigint[], lims int[], wins int[])
  RETURNS TABLE (nth bigint, used bigint, counted boolean, oldest bigint)
  LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  i bigint;
  k text;
  now bigint;
  lim int;
  win int;
BEGIN
  FOR i IN SELECT request.i FROM unnest(keys) WITH ORDINALITY AS request(key, i)
            WHERE request.key IS NOT NULL ORDER BY request.key, request.i LOOP
    k := keys[i];
    now := nows[i];
    lim := lims[i];
    win := wins[i];
    nth := i;
    INSERT INTO rate_limits AS r (key, seconds, starts, total, counted, oldest, newest, window_start)
    VALUES (k, ARRAY[now], ARRAY[0::bigint], 1, true, now, now, 0)
    ON CONFLICT (key) DO UPDATE SET
      seconds = CASE WHEN r.oldest > now - win AND now <= r.newest THEN r.seconds
                ELSE (rate_limit_take(r, now, lim, win)).seconds END,
      starts = CASE WHEN r.oldest > now - win AND now <= r.newest THEN r.starts
               ELSE (rate_limit_take(r, now, lim, win)).starts END,
      total = CASE WHEN r.oldest > now - win AND now <= r.newest THEN r.total + (r.total - r.window_start < lim)::int
              ELSE (rate_limit_take(r, now, lim, win)).total END,
      counted = CASE WHEN r.oldest > now - win AND now <= r.newest THEN r.total - r.window_start < lim
                ELSE (rate_limit_take(r, now, lim, win)).counted END,
      oldest = CASE WHEN r.oldest > now - win AND now <= r.newest THEN r.oldest
               ELSE (rate_limit_take(r, now, lim, win)).oldest END,
      newest = CASE WHEN r.oldest > now - win AND now <= r.newest THEN r.newest
               ELSE (rate_limit_take(r, now, lim, win)).newest END,
      window_start = CASE WHEN r.oldest > now - win AND now <= r.newest THEN r.window_start
                     ELSE (rate_limit_take(r, now, lim, win)).window_start END
    RETURNING r.total - r.window_start, r.counted, r.oldest INTO used, counted, oldest;
    RETURN NEXT;
  END LOOP;
END $$;
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
