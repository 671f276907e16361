-- Up Migration

-- A company's counters, one row each, kept by triggers in the transaction that changes what they
-- count, whichever code path it is: every submission (the playback list's total: this table was
-- submission_counts, that total alone), and GET /v1/me's statistics, read on every call instead of
-- counted there (a scan of the company's submissions, charges and webhook attempts per request):
-- submissions past draft, assessment charges, webhook attempts. Nothing writes those tables while
-- the counts are taken.
LOCK TABLE companies, submissions, charges, webhook_events, webhook_attempts IN SHARE ROW EXCLUSIVE MODE;

ALTER TABLE submission_counts RENAME TO company_counts;
ALTER TABLE company_counts RENAME COLUMN total TO all_submissions;
ALTER TABLE company_counts
  ALTER COLUMN all_submissions SET DEFAULT 0,
  ADD COLUMN submissions bigint NOT NULL DEFAULT 0 CHECK (submissions >= 0), -- past draft
  ADD COLUMN charges     bigint NOT NULL DEFAULT 0 CHECK (charges >= 0),     -- assessment charges, not the setup fee
  ADD COLUMN webhooks    bigint NOT NULL DEFAULT 0 CHECK (webhooks >= 0);    -- webhook delivery attempts
INSERT INTO company_counts (company_id) SELECT id FROM companies ON CONFLICT DO NOTHING;
UPDATE company_counts c SET
  submissions = (SELECT count(*) FROM submissions s WHERE s.company_id = c.company_id AND s.status <> 'draft'),
  charges     = (SELECT count(*) FROM charges ch WHERE ch.company_id = c.company_id AND ch.kind = 'assessment'),
  webhooks    = (SELECT count(*) FROM webhook_attempts a JOIN webhook_events e ON e.id = a.event_id
                  WHERE e.company_id = c.company_id);

-- Every company has its row from the start: the counting below only ever updates.
CREATE FUNCTION company_counts_create() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_counts (company_id) VALUES (NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER company_counts_create AFTER INSERT ON companies
  FOR EACH ROW EXECUTE FUNCTION company_counts_create();

-- Rows added or removed are counted once per statement, over its transition table: a bulk load of
-- a million submissions moves a counter once per INSERT, not once per row (a row trigger would
-- update the same counter row a million times in one transaction, each update walking the chain of
-- the ones before). Companies in a fixed order, so that two statements lock their counters in the
-- same order. An UPDATE, never an upsert: the row of a company being deleted may be gone already.
CREATE FUNCTION company_counts_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  IF TG_TABLE_NAME = 'submissions' THEN
    UPDATE company_counts c
       SET all_submissions = c.all_submissions + sign * d.n, submissions = c.submissions + sign * d.past_draft
      FROM (SELECT company_id, count(*) AS n, count(*) FILTER (WHERE status <> 'draft') AS past_draft
              FROM changed GROUP BY company_id ORDER BY company_id) d
     WHERE c.company_id = d.company_id;
  ELSIF TG_TABLE_NAME = 'charges' THEN
    UPDATE company_counts c SET charges = c.charges + sign * d.n
      FROM (SELECT company_id, count(*) AS n FROM changed WHERE kind = 'assessment'
             GROUP BY company_id ORDER BY company_id) d
     WHERE c.company_id = d.company_id;
  ELSE
    UPDATE company_counts c SET webhooks = c.webhooks + sign * d.n
      FROM (SELECT e.company_id, count(*) AS n FROM changed a JOIN webhook_events e ON e.id = a.event_id
             GROUP BY e.company_id ORDER BY e.company_id) d
     WHERE c.company_id = d.company_id;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER submissions_counted_insert ON submissions;
DROP TRIGGER submissions_counted_delete ON submissions;
DROP FUNCTION submission_counts_insert();
DROP FUNCTION submission_counts_delete();
CREATE TRIGGER company_counts_insert AFTER INSERT ON submissions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_counts_count();
CREATE TRIGGER company_counts_delete AFTER DELETE ON submissions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_counts_count();
CREATE TRIGGER company_counts_insert AFTER INSERT ON charges
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_counts_count();
CREATE TRIGGER company_counts_delete AFTER DELETE ON charges
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_counts_count();
CREATE TRIGGER company_counts_insert AFTER INSERT ON webhook_attempts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_counts_count();
CREATE TRIGGER company_counts_delete AFTER DELETE ON webhook_attempts
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_counts_count();

-- A submission leaving or entering draft: one row at a time (a candidate submits), so a row
-- trigger, which can name the column and skip every other update. (A submission never moves to
-- another company: submissions_counted_move refuses it.)
CREATE FUNCTION company_counts_submission_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_counts SET submissions = submissions + CASE WHEN NEW.status <> 'draft' THEN 1 ELSE -1 END
   WHERE company_id = NEW.company_id;
  RETURN NULL;
END $$;
CREATE TRIGGER company_counts_submission_status AFTER UPDATE OF status ON submissions
  FOR EACH ROW WHEN ((OLD.status <> 'draft') <> (NEW.status <> 'draft'))
  EXECUTE FUNCTION company_counts_submission_status();

-- An event deleted with its attempts (its submission's cascade) takes them off the count first:
-- when their own deletes follow, the event is gone and they find nothing to move.
CREATE FUNCTION company_counts_webhook_event_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_counts SET webhooks = webhooks - (SELECT count(*) FROM webhook_attempts WHERE event_id = OLD.id)
   WHERE company_id = OLD.company_id;
  RETURN OLD;
END $$;
CREATE TRIGGER company_counts_webhook_event_delete BEFORE DELETE ON webhook_events
  FOR EACH ROW EXECUTE FUNCTION company_counts_webhook_event_delete();

-- A TRUNCATE (of a table, or through one it cascades from) zeroes what that table counted.
CREATE OR REPLACE FUNCTION submission_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'submissions' THEN
    UPDATE company_counts SET all_submissions = 0, submissions = 0;
  ELSIF TG_TABLE_NAME = 'charges' THEN
    UPDATE company_counts SET charges = 0;
  ELSE
    UPDATE company_counts SET webhooks = 0;
  END IF;
  RETURN NULL;
END $$;
ALTER FUNCTION submission_counts_truncate() RENAME TO company_counts_truncate;
CREATE TRIGGER company_counts_truncate AFTER TRUNCATE ON charges
  FOR EACH STATEMENT EXECUTE FUNCTION company_counts_truncate();
CREATE TRIGGER company_counts_truncate AFTER TRUNCATE ON webhook_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION company_counts_truncate();

-- Down Migration

DROP TRIGGER company_counts_truncate ON webhook_attempts;
DROP TRIGGER company_counts_truncate ON charges;
ALTER FUNCTION company_counts_truncate() RENAME TO submission_counts_truncate;
CREATE OR REPLACE FUNCTION submission_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM submission_counts;
  RETURN NULL;
END $$;
DROP TRIGGER company_counts_webhook_event_delete ON webhook_events;
DROP FUNCTION company_counts_webhook_event_delete();
DROP TRIGGER company_counts_submission_status ON submissions;
DROP FUNCTION company_counts_submission_status();
DROP TRIGGER company_counts_insert ON submissions;
DROP TRIGGER company_counts_delete ON submissions;
DROP TRIGGER company_counts_insert ON charges;
DROP TRIGGER company_counts_delete ON charges;
DROP TRIGGER company_counts_insert ON webhook_attempts;
DROP TRIGGER company_counts_delete ON webhook_attempts;
DROP FUNCTION company_counts_count();
DROP TRIGGER company_counts_create ON companies;
DROP FUNCTION company_counts_create();
ALTER TABLE company_counts DROP COLUMN submissions, DROP COLUMN charges, DROP COLUMN webhooks,
  ALTER COLUMN all_submissions DROP DEFAULT;
ALTER TABLE company_counts RENAME COLUMN all_submissions TO total;
ALTER TABLE company_counts RENAME TO submission_counts;

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
CREATE TRIGGER submissions_counted_insert AFTER INSERT ON submissions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION submission_counts_insert();
CREATE TRIGGER submissions_counted_delete AFTER DELETE ON submissions
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION submission_counts_delete();
