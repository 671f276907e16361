-- Up Migration

-- A submission's standing among its company's other analyzed live submissions of the same sheet
-- and the same set of holes (db/standing.ts), by overall_fraction (migration 1763800000024): with
-- the same holes, the same maximum. A round keeps its holes in the order the candidate picked
-- them; hole_set is that set in one spelling, ascending.
CREATE FUNCTION hole_set(holes int[]) RETURNS int[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT array_agg(h ORDER BY h) FROM unnest(holes) h $$;

-- The peers of a submission: one index range, however many submissions the company has.
CREATE INDEX submissions_live_peers ON submissions (company_id, sheet_id, hole_set(holes))
  WHERE status = 'analyzed' AND test = 0;

-- Down Migration

DROP INDEX submissions_live_peers;
DROP FUNCTION hole_set(int[]);
