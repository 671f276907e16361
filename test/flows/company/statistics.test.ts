import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { runner } from 'node-pg-migrate';
import { findCompanyById } from '../../../db/companies';
import type { Queryable } from '../../../db/pool';
import { findCompanyTakingSlot } from '../../../db/rate-limits';
import { MIGRATIONS_DIR } from '../../../db/migrate';
import { systemClock } from '../../../lib/clock';
import { newId } from '../../../lib/ids';
import { createCompany } from '../../../scripts/operator/companies';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { seedSubmission } from '../../support/submissions';

/** What the counters stand for, counted the slow way. */
async function recount(db: Queryable, companyId: string) {
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM submissions WHERE company_id = $1) AS all_submissions,
            (SELECT count(*)::int FROM submissions WHERE company_id = $1 AND status <> 'draft') AS submissions,
            (SELECT count(*)::int FROM charges WHERE company_id = $1 AND kind = 'assessment') AS charges,
            (SELECT count(*)::int FROM webhook_attempts a JOIN webhook_events e ON e.id = a.event_id
              WHERE e.company_id = $1) AS webhooks`,
    [companyId],
  );
  return rows[0];
}

async function counters(db: Queryable, companyId: string) {
  const { rows } = await db.query(
    `SELECT all_submissions::int, submissions::int, charges::int, webhooks::int FROM company_counts WHERE company_id = $1`,
    [companyId],
  );
  return rows[0];
}

async function charge(db: Queryable, companyId: string, submissionId: string) {
  await db.query(
    `INSERT INTO charges (id, company_id, kind, submission_id, amount_cents) VALUES ($1, $2, 'assessment', $3, 100)`,
    [newId(), companyId, submissionId],
  );
}

async function webhookEvent(db: Queryable, companyId: string, submissionId: string, attempts: number) {
  const id = newId();
  await db.query(
    `INSERT INTO webhook_events (id, company_id, kind, submission_id, test, payload) VALUES ($1, $2, 'result', $3, 0, '{}')`,
    [id, companyId, submissionId],
  );
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await db.query(
      'INSERT INTO webhook_attempts (event_id, attempt, status_code, duration_ms, started_at) VALUES ($1, $2, 500, 3, now())',
      [id, attempt],
    );
  }
  return id;
}

const newCompany = async (db: TestDatabase, n: number) =>
  (
    await createCompany(db.pool, systemClock, {
      name: `Counted ${n}`,
      email: `counted-${n}-${newId()}@example.test`,
      password: 'counted-password',
      paid: true,
    })
  ).id;

describe("a company's counters (GET /v1/me's statistics, the playback total) always equal the count", () => {
  let db: TestDatabase;
  before(async () => {
    db = await createTestDatabase();
  });
  after(() => db.drop());

  it('follow submissions past draft, assessment charges and webhook attempts, added and deleted', async () => {
    const companyId = await newCompany(db, 1);
    const other = await newCompany(db, 2);
    const check = async (expected: Record<'all_submissions' | 'submissions' | 'charges' | 'webhooks', number>) => {
      assert.deepEqual(await counters(db.pool, companyId), expected);
      assert.deepEqual(await recount(db.pool, companyId), expected);
    };
    await check({ all_submissions: 0, submissions: 0, charges: 0, webhooks: 0 }); // the setup fee is not counted

    const draft = await seedSubmission(db.pool, companyId, { status: 'draft' });
    const analyzed = await seedSubmission(db.pool, companyId, { status: 'analyzed' });
    await seedSubmission(db.pool, other, { status: 'analyzed' });
    await check({ all_submissions: 2, submissions: 1, charges: 0, webhooks: 0 });

    await db.pool.query(`UPDATE submissions SET status = 'submitted', message = 'hi' WHERE id = $1`, [draft.id]);
    await db.pool.query(`UPDATE submissions SET status = 'processing' WHERE id = $1`, [draft.id]);
    await check({ all_submissions: 2, submissions: 2, charges: 0, webhooks: 0 });

    // one statement, many rows: a bulk load
    await db.pool.query(
      `INSERT INTO submissions (id, company_id, sheet_id, email, name, holes, variations, attempt, status, test)
       SELECT md5(random()::text)::char(24), $1, 1, 'bulk-' || n || '@example.test', 'Bulk', '{1,2,3}', '{A,B,C}', 1,
              CASE WHEN n % 3 = 0 THEN 'draft' ELSE 'analyzed' END, 0
         FROM generate_series(1, 30) n`,
      [companyId],
    );
    await check({ all_submissions: 32, submissions: 22, charges: 0, webhooks: 0 });
    await db.pool.query(`DELETE FROM submissions WHERE company_id = $1 AND name = 'Bulk'`, [companyId]);
    await check({ all_submissions: 2, submissions: 2, charges: 0, webhooks: 0 });

    await charge(db.pool, companyId, analyzed.id);
    const event = await webhookEvent(db.pool, companyId, analyzed.id, 3);
    await webhookEvent(db.pool, companyId, draft.id, 1);
    await check({ all_submissions: 2, submissions: 2, charges: 1, webhooks: 4 });

    await db.pool.query('DELETE FROM webhook_attempts WHERE event_id = $1 AND attempt = 3', [event]);
    await check({ all_submissions: 2, submissions: 2, charges: 1, webhooks: 3 });

    // a submission's delete cascades to its charge, its event and the event's attempts
    await db.pool.query('DELETE FROM submissions WHERE id = $1', [analyzed.id]);
    await check({ all_submissions: 1, submissions: 1, charges: 0, webhooks: 1 });

    assert.deepEqual(await counters(db.pool, other), await recount(db.pool, other));
    assert.deepEqual(await counters(db.pool, other), { all_submissions: 1, submissions: 1, charges: 0, webhooks: 0 });
  });

  it('are counted from what is there when the migration that adds them runs', async () => {
    const companyId = await newCompany(db, 3);
    const submission = await seedSubmission(db.pool, companyId, { status: 'analyzed' });
    await seedSubmission(db.pool, companyId, { status: 'draft' });
    await charge(db.pool, companyId, submission.id);
    await webhookEvent(db.pool, companyId, submission.id, 2);
    const migrations = { databaseUrl: db.url, dir: MIGRATIONS_DIR, migrationsTable: 'pgmigrations', log: () => {} };
    const since = readdirSync(MIGRATIONS_DIR).filter((f) => f >= '1763800000013_company_counts');
    const undone = await runner({ ...migrations, direction: 'down', count: since.length });
    assert.equal(undone.at(-1)?.name, '1763800000013_company_counts');
    await runner({ ...migrations, direction: 'up' });

    assert.deepEqual(await counters(db.pool, companyId), {
      all_submissions: 2,
      submissions: 1,
      charges: 1,
      webhooks: 2,
    });
  });

  it('are zeroed with what a TRUNCATE empties, and count again after it', async () => {
    const companyId = await newCompany(db, 4);
    const submission = await seedSubmission(db.pool, companyId, { status: 'analyzed' });
    await charge(db.pool, companyId, submission.id);
    await webhookEvent(db.pool, companyId, submission.id, 2);
    await db.pool.query('TRUNCATE webhook_events CASCADE');
    assert.deepEqual(await counters(db.pool, companyId), {
      all_submissions: 1,
      submissions: 1,
      charges: 1,
      webhooks: 0,
    });
    await db.pool.query('TRUNCATE submissions CASCADE');
    assert.deepEqual(await counters(db.pool, companyId), {
      all_submissions: 0,
      submissions: 0,
      charges: 0,
      webhooks: 0,
    });
    await seedSubmission(db.pool, companyId, { status: 'submitted' });
    assert.deepEqual(await counters(db.pool, companyId), await recount(db.pool, companyId));
  });

  it("reach GET /v1/me in the guard's statement, whose company is the one findCompanyById reads", async () => {
    const companyId = await newCompany(db, 5);
    await seedSubmission(db.pool, companyId, { status: 'analyzed' });
    const request = { key: `test:${companyId}`, limit: 10, windowSeconds: 3600, now: new Date() };
    const guard = await findCompanyTakingSlot(db.pool, { companyId, memberId: companyId, version: 0 }, request, {
      stats: true,
    });
    assert.deepEqual(guard.company, await findCompanyById(db.pool, companyId));
    assert.deepEqual(guard.stats, { submissions: 1, charges: 0, webhooks: 0 });
    assert.equal(guard.slot?.allowed, true);
  });
});
