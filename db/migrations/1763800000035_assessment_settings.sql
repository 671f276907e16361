-- Up Migration

-- An assessment's own settings (docs/decisions/greenhouse/assessments.md): what a round started
-- from one of its Greenhouse tests plays under. A null round_time_limit_minutes, languages or holes
-- leaves the company's setting (or the whole course) in force, read when the round starts. The
-- checks are the API's rules (api/schemas/assessment-settings.ts) word for word: a row the API
-- would refuse cannot be stored, and every value the API takes can.

-- Different ids of GET /v1/languages (scoring/shots/shot-languages.ts), at least one: a language
-- added there is added here by a migration of its own (the assessments' flow test tries each id).
CREATE FUNCTION language_ids_valid(ids text[]) RETURNS boolean
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT array_ndims(ids) = 1
      AND cardinality(ids) >= 1
      -- No NULL element either: NULL is contained in no array.
      AND ids <@ ARRAY['javascript', 'typescript', 'python', 'c', 'cpp', 'csharp', 'go', 'java', 'rust', 'ruby',
                       'php', 'bash', 'perl', 'lua', 'haskell', 'human', 'math']
      AND (SELECT count(DISTINCT id) FROM unnest(ids) id) = cardinality(ids)
  $$;

-- 3 to 100 different holes of the current sheet (its ids run from 1 to 100), ascending: a candidate
-- picks three of them. A sheet with other ids, once current, needs a migration of this check.
CREATE FUNCTION assessment_holes_valid(holes int[]) RETURNS boolean
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT array_ndims(holes) = 1
      AND cardinality(holes) BETWEEN 3 AND 100
      AND holes <@ ARRAY(SELECT generate_series(1, 100))
      -- hole_set (migration 1763800000025) spells a set ascending, from index 1.
      AND holes = hole_set(holes)
      AND (SELECT count(DISTINCT h) FROM unnest(holes) h) = cardinality(holes)
  $$;

ALTER TABLE assessments
  ADD COLUMN round_time_limit_minutes integer CHECK (round_time_limit_minutes BETWEEN 10 AND 240),
  ADD COLUMN languages text[] CHECK (languages IS NULL OR language_ids_valid(languages)),
  ADD COLUMN holes int[] CHECK (holes IS NULL OR assessment_holes_valid(holes)),
  -- How long a test sent for the assessment can be started: at most eight weeks.
  ADD COLUMN expires_in_days integer NOT NULL DEFAULT 30 CHECK (expires_in_days BETWEEN 1 AND 56),
  -- true: its rounds count against their own test only, never against the company's per_candidate.
  ADD COLUMN separate_attempts boolean NOT NULL DEFAULT false;

-- Down Migration

ALTER TABLE assessments
  DROP COLUMN separate_attempts,
  DROP COLUMN expires_in_days,
  DROP COLUMN holes,
  DROP COLUMN languages,
  DROP COLUMN round_time_limit_minutes;
DROP FUNCTION assessment_holes_valid(int[]);
DROP FUNCTION language_ids_valid(text[]);
