-- Up Migration

-- Each hole's hidden cases as its program met them, counted by kind at analysis (counts only, never
-- an input): hole id to {passed, total, correct, by_kind}, null where no program ran. Rounds analyzed
-- before have none, and the report says "not recorded" rather than guess.
ALTER TABLE submissions ADD COLUMN case_counts jsonb;

-- Down Migration

ALTER TABLE submissions DROP COLUMN case_counts;
