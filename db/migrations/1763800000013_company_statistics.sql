-- Up Migration

-- GET /v1/me shows a company's statistics on every call. Counting them there cost a scan of the
-- company's submissions, charges and webhook attempts per request, growing with the company; they
-- are kept as counters instead, one row per company, moved by triggers in the transaction that
-- changes what they count, whichever code path it is. Only a submission leaving or entering
-- `draft`, an assessment charge and a webhook attempt touch the row, so the lock it takes is rare
-- and short.
CREATE TABLE company_statistics (
  company_id  char(24) PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  submissions integer  NOT NULL DEFAULT 0, -- past draft
  charges     integer  NOT NULL DEFAULT 0, -- assessment charges (not the setup fee)
  webhooks    integer  NOT NULL DEFAULT 0  -- webhook delivery attempts
);

INSERT INTO company_statistics (company_id, submissions, charges, webhooks)
SELECT c.id,
       (SELECT count(*) FROM submissions s WHERE s.company_id = c.id AND s.status <> 'draft'),
       (SELECT count(*) FROM charges ch WHERE ch.company_id = c.id AND ch.kind = 'assessment'),
       (SELECT count(*) FROM webhook_attempts a JOIN webhook_events e ON e.id = a.event_id WHERE e.company_id = c.id)
  FROM companies c;

CREATE FUNCTION company_statistics_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_statistics (company_id) VALUES (NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER company_statistics_created AFTER INSERT ON companies
  FOR EACH ROW EXECUTE FUNCTION company_statistics_created();

-- Rows added or removed are counted once per statement, over its transition table: a bulk load of
-- a million submissions moves the counter once per INSERT, not once per row (a row trigger would
-- update the same counter row a million times in one transaction, each update walking the chain of
-- the ones before). Always an UPDATE, never an upsert: when a company is deleted its row goes first
-- (the cascade), and the rows that cascade after it find nothing to move.
CREATE FUNCTION company_statistics_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  IF TG_TABLE_NAME = 'submissions' THEN
    UPDATE company_statistics s SET submissions = s.submissions + sign * d.n
      FROM (SELECT company_id, count(*) AS n FROM changed WHERE status <> 'draft' GROUP BY company_id) d
     WHERE s.company_id = d.company_id;
  ELSIF TG_TABLE_NAME = 'charges' THEN
    UPDATE company_statistics s SET charges = s.charges + sign * d.n
      FROM (SELECT company_id, count(*) AS n FROM changed WHERE kind = 'assessment' GROUP BY company_id) d
     WHERE s.company_id = d.company_id;
  ELSE
    UPDATE company_statistics s SET webhooks = s.webhooks + sign * d.n
      FROM (SELECT e.company_id, count(*) AS n FROM changed a JOIN webhook_events e ON e.id = a.event_id
             GROUP BY e.company_id) d
     WHERE s.company_id = d.company_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER company_statistics_inserted AFTER INSERT ON submissions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_statistics_count();
CREATE TRIGGER company_statistics_deleted AFTER DELETE ON submissions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_statistics_count();
CREATE TRIGGER company_statistics_inserted AFTER INSERT ON charges
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_statistics_count();
CREATE TRIGGER company_statistics_deleted AFTER DELETE ON charges
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_statistics_count();
CREATE TRIGGER company_statistics_inserted AFTER INSERT ON webhook_attempts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_statistics_count();
CREATE TRIGGER company_statistics_deleted AFTER DELETE ON webhook_attempts
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_statistics_count();

-- A submission leaving or entering draft: one row at a time (a candidate submits), so a row
-- trigger, which can name the column and skip every other update.
CREATE FUNCTION company_statistics_submission_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'draft' THEN
    UPDATE company_statistics SET submissions = submissions + 1 WHERE company_id = NEW.company_id;
  END IF;
  IF OLD.status <> 'draft' THEN
    UPDATE company_statistics SET submissions = submissions - 1 WHERE company_id = OLD.company_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER company_statistics_submission_status AFTER UPDATE OF status, company_id ON submissions
  FOR EACH ROW WHEN ((OLD.status <> 'draft') IS DISTINCT FROM (NEW.status <> 'draft') OR OLD.company_id <> NEW.company_id)
  EXECUTE FUNCTION company_statistics_submission_status();

-- An event deleted with its attempts (its submission's cascade) takes them off the count first:
-- when their own deletes follow, the event is gone and they find nothing to move.
CREATE FUNCTION company_statistics_webhook_event_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_statistics
     SET webhooks = webhooks - (SELECT count(*) FROM webhook_attempts WHERE event_id = OLD.id)
   WHERE company_id = OLD.company_id;
  RETURN OLD;
END $$;
CREATE TRIGGER company_statistics_webhook_event_deleted BEFORE DELETE ON webhook_events
  FOR EACH ROW EXECUTE FUNCTION company_statistics_webhook_event_deleted();

-- Down Migration

DROP TRIGGER company_statistics_webhook_event_deleted ON webhook_events;
DROP FUNCTION company_statistics_webhook_event_deleted();
DROP TRIGGER company_statistics_submission_status ON submissions;
DROP FUNCTION company_statistics_submission_status();
DROP TRIGGER company_statistics_inserted ON submissions;
DROP TRIGGER company_statistics_deleted ON submissions;
DROP TRIGGER company_statistics_inserted ON charges;
DROP TRIGGER company_statistics_deleted ON charges;
DROP TRIGGER company_statistics_inserted ON webhook_attempts;
DROP TRIGGER company_statistics_deleted ON webhook_attempts;
DROP FUNCTION company_statistics_count();
DROP TRIGGER company_statistics_created ON companies;
DROP FUNCTION company_statistics_created();
DROP TABLE company_statistics;
