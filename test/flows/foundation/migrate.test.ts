import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { migrate, migrationsApplied, MIGRATIONS_DIR } from '../../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../support/database';

describe('migrations', () => {
  let db: TestDatabase;
  before(async () => {
    db = await createTestDatabase({ migrated: false });
  });
  after(() => db.drop());

  it('API and workers released together on an empty database all start, and each migration runs once', async () => {
    const processes = await Promise.allSettled(Array.from({ length: 5 }, () => migrate(db.url)));
    assert.deepEqual(
      processes.filter((p) => p.status === 'rejected').map((p) => String((p as PromiseRejectedResult).reason)),
      [],
    );
    const { rows } = await db.pool.query<{ name: string; runs: number }>(
      'SELECT name, count(*)::int AS runs FROM pgmigrations GROUP BY name ORDER BY name',
    );
    const files = readdirSync(MIGRATIONS_DIR)
      .map((f) => f.replace(/\.[^.]+$/, ''))
      .sort();
    assert.deepEqual(
      rows,
      files.map((name) => ({ name, runs: 1 })),
    );
  });
});

describe('migrations at start', () => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(() => db.drop());

  // run_on as text: a Date would drop its microseconds, and two migrations run in one millisecond
  // would then swap places.
  const lastRun = async () =>
    (
      await db.pool.query<{ id: number; name: string; run_on: string }>(
        'SELECT id, name, run_on::text AS run_on FROM pgmigrations ORDER BY pgmigrations.run_on DESC, id DESC LIMIT 1',
      )
    ).rows[0];

  it('finds a migrated database up to date, and migrate() leaves it as it is', async () => {
    assert.equal(await migrationsApplied(db.url), true);
    const before = (await db.pool.query('SELECT id, name, run_on FROM pgmigrations ORDER BY id')).rows;
    await migrate(db.url);
    assert.deepEqual((await db.pool.query('SELECT id, name, run_on FROM pgmigrations ORDER BY id')).rows, before);
  });

  it('leaves node-pg-migrate to decide when a migration has not run', async () => {
    const last = await lastRun();
    await db.pool.query('DELETE FROM pgmigrations WHERE id = $1', [last.id]);
    assert.equal(await migrationsApplied(db.url), false);
    await db.pool.query('INSERT INTO pgmigrations (id, name, run_on) VALUES ($1, $2, $3::timestamp)', [
      last.id,
      last.name,
      last.run_on,
    ]);
    assert.equal(await migrationsApplied(db.url), true);
  });

  it('leaves node-pg-migrate to decide when the database ran a migration the folder lacks', async () => {
    await db.pool.query(`INSERT INTO pgmigrations (name, run_on) VALUES ('9999999999999_from_elsewhere', now())`);
    assert.equal(await migrationsApplied(db.url), false);
    await migrate(db.url); // node-pg-migrate compares only the order of the migrations both have
    // ... and its connection is gone when migrate() returns: a database dropped at once (as every
    // test's is) would otherwise cut it, an error thrown in whatever runs next.
    const others = await db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    assert.equal(others.rows[0].n, 0);
  });

  it('leaves node-pg-migrate to decide on a database without its table', async () => {
    await db.pool.query('DROP TABLE pgmigrations');
    assert.equal(await migrationsApplied(db.url), false);
  });
});
