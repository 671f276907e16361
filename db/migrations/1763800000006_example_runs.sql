-- Up Migration

-- "Run example" requests of candidates: the code waits here for the scoring worker (so it never
-- travels through a workflow history), and is blanked once the result is written.
CREATE TABLE example_runs (
  id             char(24)    PRIMARY KEY,
  submission_id  char(24)    NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  hole           integer     NOT NULL,
  language       text        NOT NULL,
  code           text,
  result         jsonb,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX example_runs_submission ON example_runs (submission_id);

-- Down Migration

DROP TABLE example_runs;
