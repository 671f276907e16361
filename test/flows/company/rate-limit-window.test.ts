import assert from 'node:assert/strict';
import { createPool, type Queryable } from '../../../db/pool';
import { takeSlot } from '../../../db/rate-limits';
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
    const { rows } = await db.pool.query('SELECT seconds, starts, total FROM rate_limits WHERE key = $1', [key]);
    assert.deepEqual(rows[0], { seconds: [String(T + 5)], starts: ['0'], total: '2' });
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
      const { rows } = await db.pool.query(
        `SELECT oldest IS NOT DISTINCT FROM seconds[1] AND newest IS NOT DISTINCT FROM seconds[cardinality(seconds)]
                AND window_start = coalesce(starts[1], total) AND cardinality(starts) = cardinality(seconds) AS summary_true
           FROM rate_limits WHERE key = $1`,
        [key],
      );
      assert.equal(rows[0].summary_true, true, `request ${i}`);
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
      const { rows } = await db.pool.query(
        'SELECT cardinality(seconds) AS entries, (total - starts[1])::int AS used FROM rate_limits WHERE key = $1',
        [key],
      );
      assert.deepEqual(rows[0], limit === 100 ? { entries: 1, used: 100 } : { entries: 5, used: requests });
    });
  }
});
