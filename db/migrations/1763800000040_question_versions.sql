-- Up Migration

-- Publishing a company's questions (docs/decisions/questions/published-and-played.md). Each publish of a
-- question stores its statement and programs as a version that never changes, and gives the
-- company a new sheet: the course sheet and the version of each question it offers. A round keeps
-- the sheet it was started on in submissions.sheet_id, so it is shown and scored as it was played.
CREATE TABLE question_versions (
  company_id   char(24)    NOT NULL,
  question_id  integer     NOT NULL,
  version      integer     NOT NULL CHECK (version >= 1),
  revision     integer     NOT NULL,
  title        text        NOT NULL,
  category     text        NOT NULL,
  difficulty   smallint    NOT NULL,
  private      boolean     NOT NULL,
  variations   jsonb       NOT NULL,
  -- Read to offer the question (a round draws one variation) without reading its variations.
  variation_count smallint NOT NULL CHECK (variation_count BETWEEN 1 AND 5),
  published_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, question_id, version),
  FOREIGN KEY (company_id, question_id) REFERENCES company_questions (company_id, id) ON DELETE CASCADE
);

-- A company's sheets are numbered apart from the course's (which run from 1): a round's sheet_id
-- says which it is by its size alone.
CREATE SEQUENCE company_sheet_ids START 100001;
CREATE TABLE company_sheets (
  id              integer     PRIMARY KEY DEFAULT nextval('company_sheet_ids') CHECK (id >= 100001),
  company_id      char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  course_sheet_id integer     NOT NULL,
  -- {"1001": 2, ...}: each question offered, and its version.
  questions       jsonb       NOT NULL CHECK (jsonb_typeof(questions) = 'object'),
  created_at      timestamptz NOT NULL
);
ALTER SEQUENCE company_sheet_ids OWNED BY company_sheets.id;
CREATE INDEX company_sheets_company ON company_sheets (company_id, id);

ALTER TABLE company_questions
  DROP CONSTRAINT company_questions_status_check,
  ADD CONSTRAINT company_questions_status_check CHECK (status IN ('draft', 'published', 'retired')),
  ADD COLUMN published_version integer,
  ADD COLUMN published_at      timestamptz,
  ADD CONSTRAINT company_questions_published_check
    CHECK ((published_version IS NULL) = (published_at IS NULL) AND (status <> 'published' OR published_version IS NOT NULL));

-- What a company's rounds draw from: the course, its own published questions, or both. An
-- assessment's null leaves the company's in force.
ALTER TABLE companies
  ADD COLUMN questions text NOT NULL DEFAULT 'course' CHECK (questions IN ('course', 'own', 'both')),
  -- Its latest sheet (company_sheets), where it has published a question.
  ADD COLUMN sheet_id integer;
ALTER TABLE assessments
  ADD COLUMN questions text CHECK (questions IN ('course', 'own', 'both'));

-- The hidden cases a company question's generator drew for one submission, with the reference's
-- outputs: drawn once, so that the submission is measured, evaluated and scored again on the same.
CREATE TABLE submission_cases (
  submission_id char(24) NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  hole_id       integer  NOT NULL,
  cases         jsonb    NOT NULL CHECK (jsonb_typeof(cases) = 'array'),
  PRIMARY KEY (submission_id, hole_id)
);

-- Down Migration

DROP TABLE submission_cases;
ALTER TABLE assessments DROP COLUMN questions;
ALTER TABLE companies DROP COLUMN sheet_id, DROP COLUMN questions;
UPDATE company_questions SET status = 'draft' WHERE status = 'published';
ALTER TABLE company_questions
  DROP CONSTRAINT company_questions_published_check,
  DROP COLUMN published_at,
  DROP COLUMN published_version,
  DROP CONSTRAINT company_questions_status_check,
  ADD CONSTRAINT company_questions_status_check CHECK (status IN ('draft', 'retired'));
DROP TABLE company_sheets;
DROP TABLE question_versions;
