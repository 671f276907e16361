-- Up Migration

-- The slots of several requests' keys in one call: the guard's statement of the authenticated
-- requests that arrive together on one API process (db/rate-limits.ts). Each slot is taken exactly
-- as one request's statement takes it (the same upsert, the same rate_limit_take), one after
-- another in the order of the keys, and of the requests (their position in the arrays) for one
-- key: every key's requests count in the order they came, and two calls lock the keys they share
-- in the same order, so that neither waits for the other while holding a key it needs. A NULL key
-- takes nothing (a request whose token was refused). Returns one row per slot taken: the request's
-- position in the arrays (nth), the window's count after it, whether it was counted, and the window's oldest second.
CREATE FUNCTION rate_limit_take_slot(keys text[], nows bigint[], lims int[], wins int[])
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

-- Down Migration

DROP FUNCTION rate_limit_take_slot(text[], bigint[], int[], int[]);
