-- Up Migration

-- Each hole of an analyzed submission: whether its shot was compared with the others of its
-- variation, and its fingerprint (winnowed token hashes, scoped to the variation) when it was.
CREATE TABLE shot_fingerprints (
  submission_id char(24)  NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  hole_id       integer   NOT NULL,
  company_id    char(24)  NOT NULL,
  -- A test round's: compared with its own company's submissions only, and not counted as common code.
  test          boolean   NOT NULL,
  -- compared, or why not: no_program (prose, no shot), too_short
  status        text      NOT NULL CHECK (status IN ('compared', 'no_program', 'too_short')),
  hashes        integer[] NOT NULL,
  PRIMARY KEY (submission_id, hole_id)
);

-- Which fingerprints hold each hash: finding a new shot's candidates reads only its own hashes.
CREATE TABLE fingerprint_postings (
  hash          integer  NOT NULL,
  submission_id char(24) NOT NULL,
  hole_id       integer  NOT NULL,
  PRIMARY KEY (hash, submission_id, hole_id),
  FOREIGN KEY (submission_id, hole_id) REFERENCES shot_fingerprints ON DELETE CASCADE
);
CREATE INDEX fingerprint_postings_submission ON fingerprint_postings (submission_id, hole_id);

-- How many live submissions' fingerprints hold each hash: code that many candidates write is what
-- the question asks for, not a sign of copying, and is left out of the comparison. Not lowered when
-- a submission is deleted: a hash stays as common as it once was.
CREATE TABLE fingerprint_hash_counts (
  hash         integer PRIMARY KEY,
  fingerprints integer NOT NULL
);

-- Pairs of shots found alike, stored both ways: each submission lists the other.
CREATE TABLE similarity_matches (
  submission_id char(24) NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  hole_id       integer  NOT NULL,
  other_id      char(24) NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  score         smallint NOT NULL CHECK (score BETWEEN 0 AND 100),
  PRIMARY KEY (submission_id, hole_id, other_id)
);
CREATE INDEX similarity_matches_other ON similarity_matches (other_id);

-- Down Migration

DROP TABLE similarity_matches;
DROP TABLE fingerprint_hash_counts;
DROP TABLE fingerprint_postings;
DROP TABLE shot_fingerprints;
