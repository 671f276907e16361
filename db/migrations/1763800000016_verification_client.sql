-- Up Migration

-- A code is tried only from the client that asked for it: someone who never received it cannot
-- spend a victim's tries. Codes asked before this column existed match no client and lapse within
-- their 15 minutes.
ALTER TABLE email_verifications ADD COLUMN client text;

-- Down Migration

ALTER TABLE email_verifications DROP COLUMN client;
