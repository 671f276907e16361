import type { Queryable } from './pool';

/**
 * Deletes of rows that have served their purpose, a bounded batch per statement: each statement
 * locks at most `limit` rows, and skips any a request holds, so a purge never makes a request wait
 * (nor waits for one). The caller repeats while a batch comes back full. `key` names a row, `due`
 * (with `$1`, the cutoff) says which rows are done; both are constants of this module.
 */
async function deleteBatch(
  db: Queryable,
  purge: { table: string; key: string; due: string },
  cutoff: Date | number,
  limit: number,
): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM ${purge.table} WHERE ${purge.key} IN (
       SELECT ${purge.key} FROM ${purge.table} WHERE ${purge.due} LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [cutoff, limit],
  );
  return rowCount ?? 0;
}

/** Example runs recorded before `before`: their result was only ever needed by the request's answer. */
export const purgeExampleRuns = (db: Queryable, before: Date, limit: number) =>
  deleteBatch(db, { table: 'example_runs', key: 'id', due: 'created_at < $1 ORDER BY created_at' }, before, limit);

/**
 * Limiter rows whose newest counted second is before `beforeSecond` (Unix seconds): with every
 * window at most that long (db/rate-limits.ts, LONGEST_WINDOW_SECONDS), they count nothing any
 * more, and a key's next request starts its row afresh; their seconds go with them (a key's
 * request deletes those that left its window). Keys include client IPs and e-mail addresses that
 * anyone may choose, so without this the table only grows.
 */
export const purgeRateLimits = (db: Queryable, beforeSecond: number, limit: number) =>
  deleteBatch(db, { table: 'rate_limits', key: 'key', due: 'newest < $1 OR newest IS NULL' }, beforeSecond, limit);

/**
 * Verification codes asked for before `before` (long expired: a code lasts 15 minutes). Their
 * addresses are whatever anyone typed, so without this the table only grows.
 */
export const purgeVerifications = (db: Queryable, before: Date, limit: number) =>
  deleteBatch(
    db,
    { table: 'email_verifications', key: 'id', due: 'created_at < $1 ORDER BY created_at' },
    before,
    limit,
  );

/**
 * Failed logins recorded before `before`: past their window and any lockout they started, they
 * count nothing. Failures of unknown e-mails are never cleared by a success, and anyone may type
 * one. The table has no key of its own: a row is its `ctid`.
 */
export const purgeLoginFailures = (db: Queryable, before: Date, limit: number) =>
  deleteBatch(db, { table: 'login_failures', key: 'ctid', due: 'at < $1' }, before, limit);

/** Idempotency keys used before `before` (24 hours ago): their answers are no longer replayed. */
export const purgeIdempotencyKeys = (db: Queryable, before: Date, limit: number) =>
  deleteBatch(
    db,
    { table: 'idempotency_keys', key: 'ctid', due: 'created_at < $1 ORDER BY created_at' },
    before,
    limit,
  );

/** What Greenhouse reported before `before` (90 days ago): the company has had its time to read it. */
export const purgeGreenhouseReports = (db: Queryable, before: Date, limit: number) =>
  deleteBatch(
    db,
    { table: 'greenhouse_reports', key: 'id', due: 'received_at < $1 ORDER BY received_at' },
    before,
    limit,
  );
