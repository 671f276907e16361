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

-- An UPDATE, never an upsert: when a company is deleted its row goes first (the cascade), and
-- the rows that cascade after it find nothing to move.
CREATE FUNCTION company_statistics_submission() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.status <> 'draft' THEN
    UPDATE company_statistics SET submissions = submissions + 1 WHERE company_id = NEW.company_id;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status <> 'draft' THEN
    UPDATE company_statistics SET submissions = submissions - 1 WHERE company_id = OLD.company_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER company_statistics_submission_inserted AFTER INSERT ON submissions
  FOR EACH ROW WHEN (NEW.status <> 'draft') EXECUTE FUNCTION company_statistics_submission();
CREATE TRIGGER company_statistics_submission_changed AFTER UPDATE OF status, company_id ON submissions
  FOR EACH ROW WHEN ((OLD.status <> 'draft') IS DISTINCT FROM (NEW.status <> 'draft') OR OLD.company_id <> NEW.company_id)
  EXECUTE FUNCTION company_statistics_submission();
CREATE TRIGGER company_statistics_submission_deleted AFTER DELETE ON submissions
  FOR EACH ROW WHEN (OLD.status <> 'draft') EXECUTE FUNCTION company_statistics_submission();

CREATE FUNCTION company_statistics_charge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_statistics
     SET charges = charges + CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END
   WHERE company_id = CASE TG_OP WHEN 'INSERT' THEN NEW.company_id ELSE OLD.company_id END;
  RETURN NULL;
END $$;
CREATE TRIGGER company_statistics_charge_inserted AFTER INSERT ON charges
  FOR EACH ROW WHEN (NEW.kind = 'assessment') EXECUTE FUNCTION company_statistics_charge();
CREATE TRIGGER company_statistics_charge_deleted AFTER DELETE ON charges
  FOR EACH ROW WHEN (OLD.kind = 'assessment') EXECUTE FUNCTION company_statistics_charge();

CREATE FUNCTION company_statistics_webhook_attempt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_statistics s
     SET webhooks = webhooks + CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END
    FROM webhook_events e
   WHERE e.id = CASE TG_OP WHEN 'INSERT' THEN NEW.event_id ELSE OLD.event_id END
     AND s.company_id = e.company_id;
  RETURN NULL;
END $$;
CREATE TRIGGER company_statistics_webhook_attempt AFTER INSERT OR DELETE ON webhook_attempts
  FOR EACH ROW EXECUTE FUNCTION company_statistics_webhook_attempt();

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
DROP TRIGGER company_statistics_webhook_attempt ON webhook_attempts;
DROP FUNCTION company_statistics_webhook_attempt();
DROP TRIGGER company_statistics_charge_deleted ON charges;
DROP TRIGGER company_statistics_charge_inserted ON charges;
DROP FUNCTION company_statistics_charge();
DROP TRIGGER company_statistics_submission_deleted ON submissions;
DROP TRIGGER company_statistics_submission_changed ON submissions;
DROP TRIGGER company_statistics_submission_inserted ON submissions;
DROP FUNCTION company_statistics_submission();
DROP TRIGGER company_statistics_created ON companies;
DROP FUNCTION company_statistics_created();
DROP TABLE company_statistics;
