-- Up Migration

-- The languages a company's candidates may answer in (ids of GET /v1/languages); null (the
-- default): every language. A round takes the company's list when it starts, so that a change
-- of the setting never refuses a shot a candidate began in a language the round allowed.
ALTER TABLE companies ADD COLUMN languages text[] CHECK (cardinality(languages) >= 1);
ALTER TABLE submissions ADD COLUMN languages text[];

-- Down Migration

ALTER TABLE submissions DROP COLUMN languages;
ALTER TABLE companies DROP COLUMN languages;
