import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { migrate, MIGRATIONS_DIR } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/database';

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
    const files = readdirSync(MIGRATIONS_DIR).map((f) => f.replace(/\.[^.]+$/, '')).sort();
    assert.deepEqual(rows, files.map((name) => ({ name, runs: 1 })));
  });
});
