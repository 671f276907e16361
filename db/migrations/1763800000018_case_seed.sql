-- Up Migration
-- Each round's hidden cases are drawn from a seed of its own, chosen when the round starts and
-- never shown. Rounds started before keep NULL (their seed derives from their id): adding the
-- column with a volatile default would rewrite the table.
ALTER TABLE submissions ADD COLUMN case_seed integer;
ALTER TABLE submissions ALTER COLUMN case_seed SET DEFAULT (floor(random() * 4294967296) - 2147483648)::integer;

-- Down Migration
ALTER TABLE submissions DROP COLUMN case_seed;
