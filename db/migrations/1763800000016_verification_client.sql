-- Up Migration

-- A code is tried only from the client that asked for it: someone who never received it cannot
-- spend a victim's tries. Codes asked before this column existed match no client and lapse within
-- their 15 minutes.
ALTER TABLE email_verifications ADD COLUMN client text;

-- Codes are deleted a day after they were asked for (the reconciler's purge), oldest first.
CREATE INDEX email_verifications_created_at ON email_verifications (created_at);

-- Down Migration

DROP INDEX email_verifications_created_at;
ALTER TABLE email_verifications DROP COLUMN client;
