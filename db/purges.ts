import type { Queryable } from './pool';

/*
 * Deletes of rows that have served their purpose, a bounded batch per statement: each statement
 * locks at most `limit` rows, and skips any a request holds, so a purge never makes a request wait
 * (nor waits for one). The caller repeats while a batch comes back full.
 */

/** Example runs recorded before `before`: their result was only ever needed by the request's answer. */
export async function purgeExampleRuns(db: Queryable, before: Date, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM example_runs WHERE id IN (
       SELECT id FROM example_runs WHERE created_at < $1 ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [before, limit],
  );
  return rowCount ?? 0;
}

/**
 * Limiter rows whose newest counted second is before `beforeSecond` (Unix seconds): with every
 * window at most that long (db/rate-limits.ts, LONGEST_WINDOW_SECONDS), they count nothing any
 * more, and a key's next request starts its row afresh. Keys include client IPs and e-mail
 * addresses that anyone may choose, so without this the table only grows.
 */
export async function purgeRateLimits(db: Queryable, beforeSecond: number, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM rate_limits WHERE key IN (
       SELECT key FROM rate_limits WHERE newest < $1 OR newest IS NULL LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [beforeSecond, limit],
  );
  return rowCount ?? 0;
}

/**
 * Verification codes asked for before `before` (long expired: a code lasts 15 minutes). Their
 * addresses are whatever anyone typed, so without this the table only grows.
 */
export async function purgeVerifications(db: Queryable, before: Date, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM email_verifications WHERE id IN (
       SELECT id FROM email_verifications WHERE created_at < $1 ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [before, limit],
  );
  return rowCount ?? 0;
}

/**
 * Failed logins recorded before `before`: past their window and any lockout they started, they
 * count nothing. Failures of unknown e-mails are never cleared by a success, and anyone may type one.
 */
export async function purgeLoginFailures(db: Queryable, before: Date, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM login_failures WHERE ctid IN (
       SELECT ctid FROM login_failures WHERE at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [before, limit],
  );
  return rowCount ?? 0;
}
