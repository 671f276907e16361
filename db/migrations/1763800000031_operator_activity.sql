-- Up Migration

-- The operator's CLI acts on a member too (unlocking them, revoking their tokens): its entries in
-- the company's activity log say so, as `operator`.
ALTER TABLE activity DROP CONSTRAINT activity_client_check;
ALTER TABLE activity ADD CONSTRAINT activity_client_check CHECK (client IN ('console', 'api_token', 'operator'));

-- Down Migration

DELETE FROM activity WHERE client = 'operator';
ALTER TABLE activity DROP CONSTRAINT activity_client_check;
ALTER TABLE activity ADD CONSTRAINT activity_client_check CHECK (client IN ('console', 'api_token'));
