import assert from 'node:assert/strict';
import { createPool, type Queryable } from '../../../db/pool';
import { takeSlot } from '../../../db/rate-limits';
import { eventually } from '../../support/eventually';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { recordStatements, type StatementLog } from '../../support/statements';

const HOUR = 3_600;
const at = (second: number, ms = 0) => new Date(second * 1000 + ms);
/** A second well inside the epoch, away from the real clock: the limiter uses only the time it is given. */
const T = 1_900_000_000;
const take = (db: Queryable, key: string, limit: number, now: Date) =>
  takeSlot(db, { key, limit, windowSeconds: HOUR, now });

describe('the rolling-hour limiter (db/rate-limits.ts)', () => {
  let db: TestDatabase;
  let statements: StatementLog;
  before(async () => {
    db = await createTestDatabase();
    statements = recordStatements(db.pool);
  });
  after(() => db.drop());

  /** The key's row, and the seconds of its window (from its oldest on) with their starts, in order. */
  async function secondsOf(key: string) {
    const { rows } = await db.pool.query(
      `SELECT r.total, r.oldest, r.newest, r.window_start,
              coalesce(array_agg(s.second ORDER BY s.second) FILTER (WHERE s.second IS NOT NULL), '{}') AS seconds,
              coalesce(array_agg(s.start ORDER BY s.second) FILTER (WHERE s.second IS NOT NULL), '{}') AS starts
         FROM rate_limits r LEFT JOIN rate_limit_seconds s ON s.key = r.key AND s.second >= r.oldest
        WHERE r.key = $1 GROUP BY r.key`,
      [key],
    );
    return rows[0] as {
      total: string;
      oldest: string | null;
      newest: string | null;
      window_start: string;
      seconds: string[];
      starts: string[];
    };
  }

  it('counts a request for exactly the hour after its second, and says when the next slot frees', async () => {
    const key = 'test:edges';
    assert.equal((await take(db.pool, key, 3, at(T, 900))).remaining, 2);
    assert.equal((await take(db.pool, key, 3, at(T + 10))).remaining, 1);
    const last = await take(db.pool, key, 3, at(T + 20));
    assert.deepEqual(last, { allowed: true, limit: 3, remaining: 0, resetSeconds: HOUR - 20 });

    const refused = await take(db.pool, key, 3, at(T + HOUR - 1, 999));
    assert.deepEqual(refused, { allowed: false, limit: 3, remaining: 0, resetSeconds: 1 });
    // The first request's second has left the window: its slot is free again, and only that one.
    const freed = await take(db.pool, key, 3, at(T + HOUR));
    assert.deepEqual(freed, { allowed: true, limit: 3, remaining: 0, resetSeconds: 10 });
    assert.equal((await take(db.pool, key, 3, at(T + HOUR + 9, 999))).allowed, false);
    assert.equal((await take(db.pool, key, 3, at(T + HOUR + 10))).allowed, true);
  });

  it('drops every second that left the window at once, and counts what is left', async () => {
    const key = 'test:several';
    for (const second of [T, T, T + 1, T + 1, T + 2, T + 2]) await take(db.pool, key, 10, at(second));
    assert.deepEqual(await take(db.pool, key, 10, at(T + HOUR + 1)), {
      allowed: true,
      limit: 10,
      remaining: 7,
      resetSeconds: 1,
    });
    const kept = await db.pool.query('SELECT second FROM rate_limit_seconds WHERE key = $1 ORDER BY second', [key]);
    assert.deepEqual(
      kept.rows.map((r) => Number(r.second)),
      [T + 2, T + HOUR + 1],
      'the seconds that left the window are deleted',
    );
    assert.deepEqual(await take(db.pool, key, 10, at(T + 3 * HOUR)), {
      allowed: true,
      limit: 10,
      remaining: 9,
      resetSeconds: HOUR,
    });
  });

  it('refused requests are not counted: the budget returns on time even under steady refusals', async () => {
    const key = 'test:refusals';
    assert.equal((await take(db.pool, key, 1, at(T))).allowed, true);
    for (let s = 1; s < HOUR; s += 600) assert.equal((await take(db.pool, key, 1, at(T + s))).allowed, false);
    assert.equal((await take(db.pool, key, 1, at(T + HOUR))).allowed, true);
  });

  it('keeps the seconds in order when a process clock runs a little behind another', async () => {
    const key = 'test:skew';
    await take(db.pool, key, 10, at(T + 5));
    await take(db.pool, key, 10, at(T + 3)); // counted in the newest second, T + 5
    const { seconds, starts, total } = await secondsOf(key);
    assert.deepEqual({ seconds, starts, total }, { seconds: [String(T + 5)], starts: ['0'], total: '2' });
    assert.equal((await take(db.pool, key, 10, at(T + HOUR + 4))).remaining, 7);
    assert.equal((await take(db.pool, key, 10, at(T + HOUR + 5))).remaining, 8, 'the two of T + 5 have left');
  });

  it('gives exactly 100 of 150 simultaneous requests from two processes (two pools) a slot', async () => {
    const other = createPool(db.url);
    try {
      const now = at(T + 50_000);
      const decisions = await Promise.all(
        Array.from({ length: 150 }, (_, i) => take(i % 2 ? other : db.pool, 'test:concurrent', 100, now)),
      );
      assert.equal(decisions.filter((d) => d.allowed).length, 100);
      const remaining = decisions
        .filter((d) => d.allowed)
        .map((d) => d.remaining)
        .sort((a, b) => a - b);
      assert.deepEqual(
        remaining,
        Array.from({ length: 100 }, (_, i) => i),
      );
      for (const d of decisions.filter((d) => !d.allowed))
        assert.deepEqual(d, { allowed: false, limit: 100, remaining: 0, resetSeconds: HOUR });
    } finally {
      await other.end();
    }
  });

  it("counts a second another request appended while this one waited for the key's row", async () => {
    // Ten seconds of a minute ago. One request holds the row (its transaction open) and appends its
    // second; another, of a later second that finds all ten gone, waits for the row meanwhile and
    // must find that second when it looks up its window's first.
    const key = 'test:waited';
    const start = T + 300_000;
    const minute = (second: number) => ({ key, limit: 1_000, windowSeconds: 60, now: at(second) });
    for (let s = 0; s < 10; s++) await takeSlot(db.pool, minute(start + s));
    const holder = await db.pool.connect();
    try {
      await holder.query('BEGIN');
      await takeSlot(holder, minute(start + 65));
      const waiting = takeSlot(db.pool, minute(start + 80));
      await eventually('the second request to wait for the row', async () => {
        const { rows } = await db.pool.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
        );
        return rows[0].n === 1;
      });
      await holder.query('COMMIT');
      assert.equal((await waiting).remaining, 1_000 - 2, 'both seconds of the last minute counted');
    } finally {
      holder.release();
    }
    const { seconds, starts } = await secondsOf(key);
    assert.deepEqual({ seconds, starts }, { seconds: [String(start + 65), String(start + 80)], starts: ['10', '11'] });
  });

  it('decides as a list of every counted second would, over a long random run, keeping its summary true', async () => {
    const key = 'test:model';
    const limit = 5;
    const counted: number[] = []; // the model: the second of every counted request
    // A second that left the window stays out, even for a request from a clock a little behind:
    // the window ends where the newest clock that asked put it.
    let cutoff = -Infinity;
    let random = 20261125; // a fixed seed: the same run every time
    const next = (n: number) => (random = (random * 48271) % 2147483647) % n;
    const steps = [0, 0, 0, 0, 1, 1, 2, 7, 59, 600, 1799, 3599, 3600, 3601, 7200, -1, -3];
    let ms = T * 1000;
    for (let i = 0; i < 600; i++) {
      ms += steps[next(steps.length)] * 1000 + next(1000) - 500;
      const now = new Date(ms);
      const second = Math.floor(ms / 1000);
      cutoff = Math.max(cutoff, second - HOUR);
      const inWindow = () => counted.filter((c) => c > cutoff);
      const allowed = inWindow().length < limit;
      if (allowed) counted.push(Math.max(second, counted.at(-1) ?? second));
      const oldest = inWindow()[0];
      const expected = {
        allowed,
        limit,
        remaining: Math.max(0, limit - inWindow().length),
        resetSeconds: oldest === undefined ? 0 : Math.max(0, Math.ceil(((oldest + HOUR) * 1000 - ms) / 1000)),
      };
      assert.deepEqual(await take(db.pool, key, limit, now), expected, `request ${i}`);
      // The row's summary is its window's seconds: the first, its start, and the newest.
      const { seconds, starts, total, ...summary } = await secondsOf(key);
      assert.deepEqual(
        { oldest: summary.oldest, newest: summary.newest, window_start: summary.window_start },
        { oldest: seconds[0] ?? null, newest: seconds.at(-1) ?? null, window_start: starts[0] ?? total },
        `request ${i}`,
      );
    }
  });

  for (const limit of [100, 100_000]) {
    it(`costs one statement per request at a limit of ${limit}, and keeps one entry per second, not per request`, async () => {
      const key = `test:cost-${limit}`;
      const requests = 1_000;
      statements.clear();
      // 200 a second for 5 seconds
      for (let i = 0; i < requests; i++) await take(db.pool, key, limit, at(T + 100_000 + Math.floor(i / 200)));
      assert.equal(statements.texts.length, requests);
      assert.equal(new Set(statements.texts).size, 1);
      const { seconds, starts, total } = await secondsOf(key);
      const used = Number(total) - Number(starts[0]);
      assert.deepEqual(
        { entries: seconds.length, used },
        limit === 100 ? { entries: 1, used: 100 } : { entries: 5, used: requests },
      );
    });
  }
});
