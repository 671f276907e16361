-- Up Migration

-- A changed webhook secret keeps the one it replaced valid until a deadline (24 hours unless the
-- change says otherwise), so a receiver can roll over: meanwhile every delivery is signed with
-- both (webhook-signature carries two `v1,` entries). Past the deadline it is never used, and the
-- reconciler's purge clears both columns (api/purge.ts).
ALTER TABLE companies
  ADD COLUMN webhook_previous_secret            text,
  ADD COLUMN webhook_previous_secret_expires_at timestamptz,
  ADD CONSTRAINT companies_webhook_previous_secret_pair
    CHECK ((webhook_previous_secret IS NULL) = (webhook_previous_secret_expires_at IS NULL));

-- The purge finds the expired ones without reading every company.
CREATE INDEX companies_webhook_previous_secret_expiry ON companies (webhook_previous_secret_expires_at)
  WHERE webhook_previous_secret_expires_at IS NOT NULL;

-- Down Migration

DROP INDEX companies_webhook_previous_secret_expiry;
ALTER TABLE companies
  DROP CONSTRAINT companies_webhook_previous_secret_pair,
  DROP COLUMN webhook_previous_secret_expires_at,
  DROP COLUMN webhook_previous_secret;
