-- Up Migration

-- The company's record of who changed what is the audit log (docs/architecture.md, Glossary):
-- the table, its constraints and its index take the name. The path /v1/activity keeps its word.
ALTER TABLE activity RENAME TO audit_log;
ALTER TABLE audit_log RENAME CONSTRAINT activity_pkey TO audit_log_pkey;
ALTER TABLE audit_log RENAME CONSTRAINT activity_company_id_fkey TO audit_log_company_id_fkey;
ALTER TABLE audit_log RENAME CONSTRAINT activity_client_check TO audit_log_client_check;
ALTER INDEX activity_company RENAME TO audit_log_company;

-- Down Migration

ALTER INDEX audit_log_company RENAME TO activity_company;
ALTER TABLE audit_log RENAME CONSTRAINT audit_log_client_check TO activity_client_check;
ALTER TABLE audit_log RENAME CONSTRAINT audit_log_company_id_fkey TO activity_company_id_fkey;
ALTER TABLE audit_log RENAME CONSTRAINT audit_log_pkey TO activity_pkey;
ALTER TABLE audit_log RENAME TO activity;
