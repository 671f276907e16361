-- Up Migration

-- A company's own questions (docs/decisions/questions/authoring.md): holes in the course's format,
-- written by the company. Numbered within the company from 1001, apart from every sheet's holes, so
-- a round's `holes` stay integers. Retiring one keeps its row: what was played on it points at it.
-- The statement's fields and the variations' shape are the API's rules (api/schemas/question.ts);
-- the checks below hold what the lists and indexes rely on.
CREATE TABLE company_questions (
  company_id char(24)    NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id         integer     NOT NULL CHECK (id >= 1001),
  status     text        NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'retired')),
  title      text        NOT NULL CHECK (char_length(title) BETWEEN 3 AND 80),
  category   text        NOT NULL,
  difficulty smallint    NOT NULL CHECK (difficulty BETWEEN 1 AND 10),
  private    boolean     NOT NULL DEFAULT false,
  variations jsonb       NOT NULL CHECK (jsonb_typeof(variations) = 'array'
                                         AND jsonb_array_length(variations) BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  retired_at timestamptz CHECK ((status = 'retired') = (retired_at IS NOT NULL)),
  PRIMARY KEY (company_id, id)
);
-- A title once per company among its questions in use, whatever its letter case: also the list's order.
CREATE UNIQUE INDEX company_questions_title_key ON company_questions (company_id, lower(title))
  WHERE status <> 'retired';

-- Down Migration

DROP TABLE company_questions;
