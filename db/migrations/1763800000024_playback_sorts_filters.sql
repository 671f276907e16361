-- Up Migration

-- Playback sorts by the candidate's name and by the overall score too, each with its own
-- (company_id, key, id) index like the other sorts (migration 1763800000005).
-- Name sorts like e-mail: case-insensitively, by code point, the same on every server.
CREATE INDEX submissions_company_name_sort ON submissions (company_id, lower(name) COLLATE "C", id) INCLUDE (name);

-- The overall score as a fraction of its maximum, from the "Overall: X/Y" line that ends every
-- scorecard summary; -1 without a scorecard, so an unscored submission ranks below every score
-- (last from best to worst, first from worst to best).
CREATE FUNCTION submission_overall(scorecard jsonb) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(
    substring(scorecard ->> 'summary' from 'Overall:\s*([0-9]+)\s*/')::numeric
      / nullif(substring(scorecard ->> 'summary' from 'Overall:\s*[0-9]+\s*/\s*([0-9]+)')::numeric, 0),
    -1);
-- Kept in a column of its own (computed on every write), not only in an expression index: a deep
-- page skips its rows in the index alone only when the key is a column, and the scorecard it comes
-- from is kilobytes stored out of line (the expression index took seconds for a middle page at 200k).
ALTER TABLE submissions ADD COLUMN overall_fraction numeric GENERATED ALWAYS AS (submission_overall(scorecard)) STORED;
CREATE INDEX submissions_company_overall ON submissions (company_id, overall_fraction, id);

-- Down Migration

DROP INDEX submissions_company_overall;
ALTER TABLE submissions DROP COLUMN overall_fraction;
DROP FUNCTION submission_overall(jsonb);
DROP INDEX submissions_company_name_sort;
