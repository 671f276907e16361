-- Up Migration

-- Playback lists a company's submissions sorted by one of six fields, in either direction, with
-- the id as tie-break. Each sort has its own (company_id, key, id) index, so a page is read in
-- index order whatever the company's size; a backward scan serves the other direction. The
-- INCLUDEd columns let a deep page skip its rows in the index alone (an index-only scan) before
-- reading the rows it shows. created_at is served by submissions_company_created (initial).
CREATE INDEX submissions_company_submitted ON submissions (company_id, submitted_at, id);
CREATE INDEX submissions_company_processing_started ON submissions (company_id, processing_started_at, id);
CREATE INDEX submissions_company_processing_finished ON submissions (company_id, processing_finished_at, id);
-- E-mail sorts case-insensitively, by code point: the same order on every server, whatever its locale.
CREATE INDEX submissions_company_email_sort ON submissions (company_id, lower(email) COLLATE "C", id) INCLUDE (email);

-- Status sorts in the order of its lifecycle, not alphabetically.
CREATE FUNCTION submission_status_rank(status text) RETURNS smallint
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN CASE status WHEN 'draft' THEN 0 WHEN 'submitted' THEN 1 WHEN 'processing' THEN 2 WHEN 'analyzed' THEN 3 END;
CREATE INDEX submissions_company_status ON submissions (company_id, submission_status_rank(status), id) INCLUDE (status);

-- Shots and scorecards (kilobytes each) go out of line as soon as a row passes 512 bytes, so the
-- rows a search reads stay a few hundred bytes wide; a page still reads its 20 rows in full.
-- (Lower targets would push e-mail and name out of line too, and make every search slower.)
ALTER TABLE submissions SET (toast_tuple_target = 512);

-- Search: a case-insensitive substring of the e-mail or the name, through trigrams.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX submissions_search ON submissions USING gin (lower(email) gin_trgm_ops, lower(name) gin_trgm_ops);

-- Each company's number of submissions, kept by statement triggers, so that a page's meta.total
-- costs one row read instead of a count over every submission of the company.
CREATE TABLE submission_counts (
  company_id char(24) PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  total      bigint   NOT NULL CHECK (total >= 0)
);
INSERT INTO submission_counts (company_id, total)
  SELECT company_id, count(*) FROM submissions GROUP BY company_id;

CREATE FUNCTION submission_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Companies in a fixed order, so that two bulk inserts lock their counters in the same order.
  INSERT INTO submission_counts AS c (company_id, total)
    SELECT company_id, count(*) FROM inserted GROUP BY company_id ORDER BY company_id
  ON CONFLICT (company_id) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END $$;

CREATE FUNCTION submission_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE submission_counts c SET total = c.total - d.n
    FROM (SELECT company_id, count(*) AS n FROM deleted GROUP BY company_id ORDER BY company_id) d
   WHERE c.company_id = d.company_id;
  RETURN NULL;
END $$;

CREATE FUNCTION submission_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a submission never moves to another company';
END $$;

CREATE FUNCTION submission_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM submission_counts;
  RETURN NULL;
END $$;

CREATE TRIGGER submissions_counted_insert AFTER INSERT ON submissions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION submission_counts_insert();
CREATE TRIGGER submissions_counted_delete AFTER DELETE ON submissions
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION submission_counts_delete();
CREATE TRIGGER submissions_counted_move BEFORE UPDATE OF company_id ON submissions
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION submission_counts_move();
CREATE TRIGGER submissions_counted_truncate AFTER TRUNCATE ON submissions
  FOR EACH STATEMENT EXECUTE FUNCTION submission_counts_truncate();

-- Down Migration

DROP TRIGGER submissions_counted_truncate ON submissions;
DROP TRIGGER submissions_counted_move ON submissions;
DROP TRIGGER submissions_counted_delete ON submissions;
DROP TRIGGER submissions_counted_insert ON submissions;
DROP FUNCTION submission_counts_truncate();
DROP FUNCTION submission_counts_move();
DROP FUNCTION submission_counts_delete();
DROP FUNCTION submission_counts_insert();
DROP TABLE submission_counts;
DROP INDEX submissions_search;
ALTER TABLE submissions RESET (toast_tuple_target);
DROP INDEX submissions_company_status;
DROP FUNCTION submission_status_rank(text);
DROP INDEX submissions_company_email_sort;
DROP INDEX submissions_company_processing_finished;
DROP INDEX submissions_company_processing_started;
DROP INDEX submissions_company_submitted;
