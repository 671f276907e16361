import assert from 'node:assert/strict';
import { ROOT } from '../../../scripts/local-state';
import { startAppProcess, type AppProcess } from '../../../scripts/services/app-process';
import { composeAppEnvironment, type AppKind } from '../../../scripts/services/compose-settings';
import { bearer, login, newCompany } from '../../support/companies';
import { eventually } from '../../support/eventually';
import { roundBearer, startRound } from '../../support/rounds';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';

/** The grace docker-compose.yml gives each kind before SIGKILL (stop_grace_period): the API's default, the workers'. */
const GRACE_MS: Record<AppKind, number> = { api: 30_000, lifecycle: 360_000, scoring: 360_000 };

/**
 * `docker stop` (SIGTERM, then SIGKILL after the grace) of the API and of each worker kind, each a
 * process of its own as a container runs it, mid-work: the API answers the request in flight and
 * takes no new one; a worker's activities end or go back to Temporal for another worker; nothing
 * is lost; each exits 0, well within its grace.
 */
describe('graceful shutdown: SIGTERM to the API and to each worker kind, mid-work', function () {
  this.timeout(300_000);
  let stack: TestStack;
  const processes: AppProcess[] = [];
  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await stack?.close();
  });

  let started = 0;
  const start = async (kind: AppKind) => {
    const { WORKER_HEALTH_FILE: _oneFilePerContainer, ...compose } = composeAppEnvironment(ROOT, kind);
    const child = await startAppProcess({
      root: ROOT,
      kind,
      name: `${kind}-${++started}`,
      env: {
        ...compose,
        DATABASE_URL: stack.db.url,
        TEMPORAL_ADDRESS: testServices().temporal.address,
        TEMPORAL_TASK_QUEUE: stack.config.temporal.taskQueue,
        TEMPORAL_SCORING_TASK_QUEUE: stack.config.temporal.scoringTaskQueue,
        SMTP_URL: testServices().smtp.url,
        JWT_SECRET: stack.config.jwtSecret,
        PUBLIC_BASE_URL: 'http://assessments.test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: '0',
        METRICS_PORT: '0',
        TRUST_PROXY: 'false',
      },
    });
    processes.push(child);
    return child;
  };
  /** SIGTERM, as docker stop sends it: how long until the process exited, and with what. */
  const dockerStop = async (child: AppProcess) => {
    const at = Date.now();
    await child.stop(GRACE_MS[child.kind]);
    return { ms: Date.now() - at, code: child.child.exitCode, signal: child.child.signalCode };
  };

  it('the API answers the request in flight and exits 0, taking no connection after', async () => {
    const api = await start('api');
    const company = await newCompany(stack);
    // A round start that waits for the company's row, which this transaction holds.
    const holder = await stack.db.pool.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [company.id]);
    const inFlight = fetch(`${api.url}/v1/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: company.test_code, email: 'ada@example.test', name: 'Ada', holes: [1, 11, 43] }),
    });
    await eventually('the start waits for the row', async () => {
      const { rows } = await stack.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND datname = current_database() AND query ILIKE '%FOR SHARE%'`,
      );
      return rows[0].n > 0;
    });

    const stopped = dockerStop(api);
    await eventually('the API says it is shutting down', async () => api.output().includes('SIGTERM received'));
    await holder.query('COMMIT');
    holder.release();
    const answer = await inFlight.catch((err: Error) => {
      throw new Error(`the request in flight was cut (${err.message}):\n${api.output().slice(-3000)}`);
    });
    assert.equal(answer.status, 403, 'the request in flight got its answer, not a cut connection');
    assert.equal(((await answer.json()) as { error: string }).error, 'email_not_verified');
    const { ms, code, signal } = await stopped;
    assert.equal(signal, null, api.output().slice(-2000));
    assert.equal(code, 0);
    assert.ok(ms < GRACE_MS.api, `exited in ${ms} ms`);
    await assert.rejects(fetch(`${api.url}/v1/health`), 'no connection is taken after it');
  });

  it('a scoring worker hands its activity back, a lifecycle worker its workflows: the round is analyzed once', async () => {
    const company = await newCompany(stack);
    const token = (await login(stack, company)).access_token;
    // Each a process of its own, started side by side as their containers are.
    const [lifecycle, scoring] = await Promise.all([start('lifecycle'), start('scoring')]);
    const round = await startRound(stack, company.live_code);
    // Programs that take seconds to score: each case sleeps.
    for (const hole of round.holes) {
      await stack.http
        .put(`/v1/rounds/${round.id}/shots/${hole}`)
        .set(roundBearer(round))
        .send({ language: 'python', code: 'import time\ntime.sleep(0.2)\nprint(input())' })
        .expect(200);
    }
    await stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({}).expect(202);
    const status = async () => (await stack.http.get(`/v1/playback/${round.id}`).set(bearer(token))).body.status;
    await eventually('the round is being scored', async () => (await status()) === 'processing');

    const scoringStop = await dockerStop(scoring);
    assert.deepEqual([scoringStop.code, scoringStop.signal], [0, null], scoring.output().slice(-2000));
    assert.ok(scoringStop.ms < GRACE_MS.scoring, `the scoring worker exited in ${scoringStop.ms} ms`);
    const lifecycleStop = await dockerStop(lifecycle);
    assert.deepEqual([lifecycleStop.code, lifecycleStop.signal], [0, null], lifecycle.output().slice(-2000));
    assert.ok(lifecycleStop.ms < GRACE_MS.lifecycle, `the lifecycle worker exited in ${lifecycleStop.ms} ms`);
    assert.equal(await status(), 'processing', 'nothing scores it while no worker runs');

    // New workers, as after a rolling update: the work handed back is done, once.
    await Promise.all([start('lifecycle'), start('scoring')]);
    await eventually('the round is analyzed', async () => (await status()) === 'analyzed', 240_000);
    await eventually('both result e-mails sent', async () => {
      const sent = await stack.db.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM emails WHERE submission_id = $1 AND sent_at IS NOT NULL',
        [round.id],
      );
      return sent.rows[0].n === 2;
    });
    const { rows } = await stack.db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM charges WHERE submission_id = $1',
      [round.id],
    );
    assert.equal(rows[0].n, 1, 'charged once');
  });
});
