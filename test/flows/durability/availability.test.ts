import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPool, type Pool } from '../../../db/pool';
import { systemClock } from '../../../lib/clock';
import { createCompany } from '../../../scripts/operator/companies';
import { paths } from '../../../scripts/local-state';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../scripts/services/postgres';
import { freePort } from '../../../scripts/services/ports';
import { startTemporalDevServer, type DevServer } from '../../../scripts/services/temporal';
import { createTestDatabase } from '../../support/database';
import { playRound, submit, type RemoteRound } from '../../support/remote-rounds';
import { testServices } from '../../support/services';
import { startServiceProcess, type ServiceProcess } from '../../support/service-process';
import { eventually, pause } from '../../support/eventually';

/** How long Temporal stays down in the outage test, as the acceptance states it. */
const TEMPORAL_OUTAGE_MS = 30_000;
const SERVICE_UNAVAILABLE_DATABASE = {
  error: 'service_unavailable',
  message: 'The service is temporarily unavailable: the database cannot be reached.',
};

async function health(service: ServiceProcess): Promise<{ status: number; body: { checks?: Record<string, string> } }> {
  const res = await fetch(`${service.apiUrl}/v1/health`);
  return { status: res.status, body: (await res.json()) as { checks?: Record<string, string> } };
}

async function statuses(pool: Pool, rounds: RemoteRound[]): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM submissions WHERE id = ANY($1) GROUP BY status',
    [rounds.map((r) => r.id)],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

const allAnalyzed = (pool: Pool, rounds: RemoteRound[]) => async () =>
  (await statuses(pool, rounds)).analyzed === rounds.length;

/**
 * The service as `npm start` runs it (one process: API, worker, reconciler) while the database or
 * Temporal goes away and comes back: every accepted submit completes, health says 503 meanwhile,
 * requests that need the database answer 503 service_unavailable, and nothing is restarted.
 */
describe('availability: Postgres or Temporal down and back, under load', function () {
  this.timeout(300_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'availability-'));
    chmodSync(dir, 0o755); // as root, Postgres runs as its own user and must reach its data
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('rides out Postgres stopped and started again: 503 service_unavailable meanwhile, every 202 completes', async () => {
    const port = await freePort();
    const dataDir = path.join(dir, 'postgres');
    let postgres: EmbeddedDatabase | undefined = await startEmbeddedPostgres({ dataDir, port });
    const pool = createPool(postgres.url, 2);
    const service = await startServiceProcess({
      databaseUrl: postgres.url,
      temporalAddress: testServices().temporal.address,
      env: { RECONCILE_INTERVAL_MS: '1000' },
    });
    try {
      const company = await createCompany(pool, systemClock, {
        name: 'Outage Ltd',
        email: 'ops@outage.test',
        password: 'a-long-password',
      });
      const inFlight = await Promise.all([1, 2, 3].map(() => playRound(service.apiUrl, pool, company.test_code)));
      const later = await Promise.all([1, 2].map(() => playRound(service.apiUrl, pool, company.test_code)));
      for (const round of inFlight) assert.equal(await submit(service.apiUrl, round), 202);

      await postgres.stop();
      postgres = undefined;
      // Load while it is down: every request that needs the database answers the contract's 503.
      const answers: Array<{ status: number; body: unknown }> = [];
      for (let i = 0; i < 5; i++) {
        const requests = [
          fetch(`${service.apiUrl}/v1/rounds`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              code: company.test_code,
              email: `c${i}@outage.test`,
              name: 'Down Time',
              holes: [1, 2, 3],
            }),
          }),
          fetch(`${service.apiUrl}/v1/rounds/${later[0].id}/submit`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${later[0].token}` },
            body: '{}',
          }),
          fetch(`${service.apiUrl}/v1/rounds/${inFlight[0].id}`, {
            headers: { Authorization: `Bearer ${inFlight[0].token}` },
          }),
        ];
        for (const res of await Promise.all(requests)) answers.push({ status: res.status, body: await res.json() });
      }
      for (const answer of answers) assert.deepEqual(answer, { status: 503, body: SERVICE_UNAVAILABLE_DATABASE });
      const down = await health(service);
      assert.equal(down.status, 503);
      assert.equal(down.body.checks?.database, 'fail');

      postgres = await startEmbeddedPostgres({ dataDir, port });
      await eventually('health 200 once Postgres is back', async () => (await health(service)).status === 200);
      for (const round of later) assert.equal(await submit(service.apiUrl, round), 202);

      await eventually('every submitted round analyzed', allAnalyzed(pool, [...inFlight, ...later]));
      assert.ok(service.running(), 'the same process served throughout');
    } finally {
      await service.stop();
      await pool.end();
      await postgres?.stop();
    }
  });

  it(
    `rides out Temporal stopped for ${TEMPORAL_OUTAGE_MS / 1000} s during submits: ` +
      'health 503 meanwhile, every 202 completes',
    async () => {
      const port = await freePort();
      const devServer = () =>
        startTemporalDevServer({
          cliPath: process.env.TEMPORAL_CLI_PATH,
          toolsDir: paths.tools,
          port,
          dbFilename: path.join(dir, 'temporal.db'),
        });
      let temporal: DevServer | undefined = await devServer();
      const db = await createTestDatabase();
      const service = await startServiceProcess({
        databaseUrl: db.url,
        temporalAddress: temporal.address,
        env: { RECONCILE_INTERVAL_MS: '1000' },
      });
      try {
        const company = await createCompany(db.pool, systemClock, {
          name: 'Outage GmbH',
          email: 'ops@outage.test',
          password: 'a-long-password',
        });
        const before = await Promise.all([1, 2].map(() => playRound(service.apiUrl, db.pool, company.test_code)));
        const during = await Promise.all([1, 2, 3].map(() => playRound(service.apiUrl, db.pool, company.test_code)));
        for (const round of before) assert.equal(await submit(service.apiUrl, round), 202);

        await temporal.stop();
        temporal = undefined;
        const stoppedAt = Date.now();
        for (const status of await Promise.all(during.map((round) => submit(service.apiUrl, round))))
          assert.equal(status, 202);
        const down = await health(service);
        assert.equal(down.status, 503);
        assert.equal(down.body.checks?.temporal, 'fail');
        const read = await fetch(`${service.apiUrl}/v1/rounds/${during[0].id}`, {
          headers: { Authorization: `Bearer ${during[0].token}` },
        });
        assert.equal(read.status, 200, 'what needs only the database still answers');
        assert.equal(((await read.json()) as { status: string }).status, 'submitted');

        // The outage itself: its length is the point.
        await pause(Math.max(0, TEMPORAL_OUTAGE_MS - (Date.now() - stoppedAt)));
        temporal = await devServer();
        await eventually('health 200 once Temporal is back', async () => (await health(service)).status === 200);

        await eventually('every submitted round analyzed', allAnalyzed(db.pool, [...before, ...during]));
        assert.ok(service.running(), 'the same process served throughout');
      } finally {
        await service.stop();
        await db.drop();
        await temporal?.stop();
      }
    },
  );
});
