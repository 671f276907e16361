-- Up Migration

-- A submission's standing among its company's other analyzed live submissions of the same sheet
-- and the same set of holes (db/standing.ts). A round keeps its holes in the order the candidate
-- picked them; hole_set is that set in one spelling, ascending.
CREATE FUNCTION hole_set(holes int[]) RETURNS int[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT array_agg(h ORDER BY h) FROM unnest(holes) h $$;

-- The points of the scorecard's "Overall: X/Y" line, which ends its summary (scoring/overall.ts).
CREATE FUNCTION scorecard_overall(scorecard jsonb) RETURNS int
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT (substring(scorecard->>'summary' FROM 'Overall:\s*(\d+)\s*/'))::int $$;

-- The peers of a submission: one index range, however many submissions the company has.
CREATE INDEX submissions_live_peers ON submissions (company_id, sheet_id, hole_set(holes))
  WHERE status = 'analyzed' AND test = 0;

-- Down Migration

DROP INDEX submissions_live_peers;
DROP FUNCTION scorecard_overall(jsonb);
DROP FUNCTION hole_set(int[]);
