import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { listPlayback, type PlaybackFilters } from '../../../db/playback';
import { exportPlayback } from '../../../db/playback-export';
import { systemClock } from '../../../lib/clock';
import { createCompany } from '../../../scripts/operator/companies';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { seedSubmission, type SubmissionStatus } from '../../support/submissions';
import { SORTS } from '../../support/playback';

const T0 = new Date('2025-09-01T09:00:00.000Z').getTime();
const MINUTE = 60_000;

/** Queries of the list: none, a search of each length, filters, and both. */
const QUERIES: Array<{ search?: string; filters?: PlaybackFilters }> = [
  {},
  { search: 'a' },
  { search: 'li' },
  { search: 'lovelace' },
  { filters: { statuses: ['draft', 'analyzed'] } },
  { filters: { test: true } },
  { search: 'ada', filters: { test: false, from: new Date(T0 + 5 * MINUTE), to: new Date(T0 + 30 * MINUTE) } },
];

/**
 * The export's walk (keyset batches) against the list's pages: the same rows in the same order, for
 * every sort, order and query, whatever the batch size, across ties and missing times.
 */
describe('playback export: the batches walk the list in its order', function () {
  this.timeout(120_000);
  let db: TestDatabase;
  let companyId: string;

  before(async () => {
    db = await createTestDatabase();
    const company = { name: 'Export Walk', email: 'export-walk@example.test', password: 'export-walk-password' };
    companyId = (await createCompany(db.pool, systemClock, company)).id;
    const statuses: SubmissionStatus[] = ['analyzed', 'draft', 'submitted', 'analyzed', 'processing', 'draft'];
    const names = ['Ada Lovelace', 'ada lovelace', 'Alan Turing', 'Grace Hopper', 'Édith Piaf', 'Linus'];
    for (let i = 0; i < 36; i++) {
      const row = await seedSubmission(db.pool, companyId, {
        status: statuses[i % statuses.length],
        name: names[i % names.length],
        test: i % 4 === 0 ? 1 : 0,
        // Three rows share each minute: ties on every time.
        createdAt: new Date(T0 + Math.floor(i / 3) * MINUTE),
      });
      // Overall scores of 3 values, so that they tie too.
      if (row.status === 'analyzed') {
        await db.pool.query(
          `UPDATE submissions SET scorecard = jsonb_set(scorecard, '{summary}', to_jsonb('Overall: ' || $2::int || '/30')) WHERE id = $1`,
          [row.id, 10 * (i % 3)],
        );
      }
    }
    const other = (await createCompany(db.pool, systemClock, { ...company, email: 'other@example.test' })).id;
    await seedSubmission(db.pool, other, { name: 'Ada Lovelace', createdAt: new Date(T0) });
  });
  after(() => db.drop());

  it('gives every row the list gives, once, in its order', async () => {
    const batchSize = randomInt(1, 8);
    console.log(`      batch size drawn for this run: ${batchSize}`);
    let compared = 0;
    for (const query of QUERIES) {
      for (const sort of SORTS) {
        for (const order of ['asc', 'desc'] as const) {
          const listed = await listPlayback(db.pool, companyId, { sort, order, ...query, offset: 0, limit: 100 });
          const exported: string[] = [];
          for await (const batch of exportPlayback(db.pool, companyId, { sort, order, ...query, batchSize })) {
            assert.ok(batch.length <= batchSize);
            exported.push(...batch.map((r) => r.id));
          }
          const where = `${JSON.stringify(query)} by ${sort} ${order}, batches of ${batchSize}`;
          assert.deepEqual(
            exported,
            listed.rows.map((r) => r.id),
            where,
          );
          compared += exported.length;
        }
      }
    }
    assert.ok(compared > 500, `only ${compared} rows compared`);
  });
});
