import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import type { PoolClient } from 'pg';
import { ROOT } from '../../../scripts/local-state';
import type { SinkMessage } from '../../../scripts/services/smtp-sink';
import { startAppProcess, type AppProcess } from '../../../scripts/services/app-process';
import { bearer, login, newCompany } from '../../support/companies';
import { eventually } from '../../support/eventually';
import { assertCompletedTestPatch, startGreenhouse, type Candidate, type Greenhouse } from '../../support/greenhouse';
import { callApi } from '../../support/remote-rounds';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';
import { startWorkerProcess, type WorkerProcess } from '../../support/worker-process';

const GREENHOUSE = '/v1/integrations/greenhouse';
/** Tests whose send commits before the API is killed, its invitation's workflow not yet started. */
const COMMITTED = 3;
/** Tests whose send is still inside its transaction when the API is killed. */
const UNCOMMITTED = 3;
const TESTS = COMMITTED + UNCOMMITTED;
/** One PATCH attempt's time-out: a killed worker's PATCH is tried again this plus 30 s after it began. */
const WEBHOOK_TIMEOUT_MS = 3000;

/**
 * A TCP server that accepts connections and never says a word: a mail server or a Temporal that
 * hangs. Whatever is sent to it goes nowhere.
 */
interface BlackHole {
  address: string;
  url(scheme: string): string;
  /** Resolves once `count` connections have been accepted. */
  connections(count: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

async function startBlackHole(): Promise<BlackHole> {
  const held = new Set<Socket>();
  const waiters = new Set<() => void>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted += 1;
    held.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => held.delete(socket));
    for (const wake of waiters) wake();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    address,
    url: (scheme) => `${scheme}://${address}`,
    connections: (count, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (accepted < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} connections, got ${accepted}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    async close() {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port free now, for an API that must come back at the same address after a kill. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `promise`, or an error naming `what` after `ms`. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Greenhouse's side of the promise of send_test and the PATCH (docs/decisions/greenhouse/send-test.md,
 * completion.md) when processes die: the API, a process of its own as in production, killed with
 * SIGKILL while Greenhouse's sends are in flight, some committed and some not; the worker killed while
 * invitations are on their way to the mail server, and again while PATCHes are answered but not yet
 * recorded. Greenhouse retries every send it got no answer to, with the same `url`. Every test ends
 * with one row, one invitation e-mail, a round played from it, `complete` in test_status and its PATCH
 * delivered.
 */
describe('durability: Greenhouse sends and PATCHes through SIGKILLed processes', function () {
  this.timeout(600_000);
  let stack: TestStack;
  let greenhouse: Greenhouse;
  let owner: string;
  let companyId: string;
  let assessmentId: string;
  let port: number;
  let api: AppProcess | undefined;
  let worker: WorkerProcess | undefined;
  const holes: BlackHole[] = [];
  const holders: PoolClient[] = [];

  const startApi = (temporalAddress: string) =>
    startAppProcess({
      root: ROOT,
      kind: 'api',
      name: 'api',
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: stack.db.url,
        TEMPORAL_ADDRESS: temporalAddress,
        TEMPORAL_NAMESPACE: stack.config.temporal.namespace,
        TEMPORAL_TASK_QUEUE: stack.config.temporal.taskQueue,
        TEMPORAL_SCORING_TASK_QUEUE: stack.config.temporal.scoringTaskQueue,
        SMTP_URL: testServices().smtp.url,
        JWT_SECRET: stack.config.jwtSecret,
        PUBLIC_BASE_URL: stack.config.publicBaseUrl,
        GREENHOUSE_HOSTS: 'localhost',
        // The sweep that starts an invitation whose send committed but never started it.
        RECONCILE_INTERVAL_MS: '1000',
        RATE_LIMIT_PER_HOUR: '1000000',
        CANDIDATE_RATE_LIMIT_PER_HOUR: '1000000',
        HOST: '127.0.0.1',
        PORT: String(port), // the same address after a restart: Greenhouse knows one
        METRICS_PORT: '0',
      },
    });
  const startWorker = (env: Record<string, string> = {}) =>
    startWorkerProcess(stack, {
      JWT_SECRET: stack.config.jwtSecret,
      NODE_EXTRA_CA_CERTS: greenhouse.caFile,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      GREENHOUSE_HOSTS: 'localhost',
      WEBHOOK_RETRY_INITIAL_MS: '500',
      WEBHOOK_TIMEOUT_MS: String(WEBHOOK_TIMEOUT_MS),
      ...env,
    });
  const blackHole = async () => {
    const hole = await startBlackHole();
    holes.push(hole);
    return hole;
  };
  /** A connection of the test's own holding a transaction open (ended in `after` if not before). */
  const holder = async () => {
    const client = await stack.db.pool.connect();
    holders.push(client);
    await client.query('BEGIN');
    return client;
  };
  const release = async (client: PoolClient) => {
    await client.query('ROLLBACK');
    holders.splice(holders.indexOf(client), 1);
    client.release();
  };
  const count = async (sql: string, params: unknown[]) =>
    (await stack.db.pool.query<{ n: number }>(sql, params)).rows[0].n;
  /** Backends of this suite's database waiting on a lock in a statement like `pattern`. */
  const waitingOnLock = (pattern: string) =>
    count(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE $1`,
      [pattern],
    );
  const invitationTo = (email: string) => (m: SinkMessage) =>
    m.envelopeTo.includes(email) && /invites you/.test(String(m.parsed.subject));
  const processOutput = () =>
    `--- api ---\n${api?.output().slice(-2000) ?? ''}\n--- worker ---\n${worker?.output().slice(-2000) ?? ''}`;

  before(async () => {
    stack = await startTestStack({ env: { GREENHOUSE_HOSTS: 'localhost' } });
    const company = await newCompany(stack);
    companyId = company.id;
    owner = (await login(stack, company)).access_token;
    const key = await stack.http.post(`${GREENHOUSE}/keys`).set(bearer(owner)).send({ name: 'Greenhouse' }).expect(201);
    assessmentId = (await stack.http.post('/v1/assessments').set(bearer(owner)).send({ name: 'Backend' }).expect(201))
      .body.id;
    port = await freePort();
    greenhouse = await startGreenhouse({ baseUrl: `http://127.0.0.1:${port}${GREENHOUSE}`, apiKey: key.body.key });
  });
  after(async () => {
    for (const client of holders.splice(0)) {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
    await api?.kill();
    await worker?.kill();
    for (const hole of holes) await hole.close();
    await greenhouse?.close();
    await stack?.close();
  });

  it('kills the worker and the API in the middle of sends and PATCHes: no invitation lost or doubled, every status reached', async () => {
    const suffix = randomBytes(3).toString('hex');
    const tests = Array.from({ length: TESTS }, (_, i) => {
      const candidate: Candidate = {
        first_name: `Candidate${i}`,
        last_name: 'Kill',
        email: `gh-kill-${i}-${suffix}@example.test`,
        greenhouse_profile_url: `https://app.greenhouse.io/people/${17_000_000 + i}?application_id=${26_000_000 + i}`,
      };
      const url = greenhouse.receiver.url(`/integrations/testing_partners/take_home_tests/${suffix}-${i}`);
      return { candidate, url, committed: i < COMMITTED };
    });
    const send = (t: (typeof tests)[number]) =>
      greenhouse.sendTest({ testId: assessmentId, candidate: t.candidate, url: t.url });

    // The first worker's mail server hangs: the invitations it sends are in flight when it is killed.
    const hungMail = await blackHole();
    // The first API's Temporal hangs: a send that commits then waits on its invitation's start (5 s
    // at most) and is killed there, so its answer is lost and its workflow never started.
    const hungTemporal = await blackHole();
    // Side by side, each kept for `after` whether or not the other starts.
    const [startedWorker, startedApi] = await Promise.allSettled([
      startWorker({ SMTP_URL: hungMail.url('smtp') }),
      startApi(hungTemporal.address),
    ]);
    if (startedWorker.status === 'fulfilled') worker = startedWorker.value;
    if (startedApi.status === 'fulfilled') api = startedApi.value;
    if (startedWorker.status === 'rejected') throw startedWorker.reason;
    if (startedApi.status === 'rejected') throw startedApi.reason;
    [worker, api] = [startedWorker.value, startedApi.value];
    assert.equal((await greenhouse.listTests()).status, 200, 'Greenhouse lists the tests before it sends one');

    // --- The API killed mid-send. The uncommitted sends wait on the lock send.ts takes on the company
    // and `url` (api/greenhouse/send.ts), held here; the committed ones wait on Temporal.
    const urlLocks = await holder();
    for (const t of tests.filter((t) => !t.committed))
      await urlLocks.query(`SELECT pg_advisory_xact_lock(hashtextextended('greenhouse-url:' || $1 || ':' || $2, 0))`, [
        companyId,
        t.url,
      ]);
    const began = Date.now();
    const firstSends = Promise.allSettled(tests.map((t) => send(t)));
    await eventually(
      'the committed sends recorded and the others waiting inside their transaction',
      async () =>
        (await count('SELECT count(*)::int AS n FROM greenhouse_tests', [])) === COMMITTED &&
        (await waitingOnLock('%pg_advisory_xact_lock%')) === UNCOMMITTED,
      20_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${processOutput()}`);
    });
    await api.kill();
    const lost = await firstSends;
    assert.deepEqual(
      lost.map((r) => r.status),
      Array(TESTS).fill('rejected'),
      'Greenhouse got no answer to any send: the API died with all of them in flight',
    );
    const { rows: committedRows } = await stack.db.pool.query<{ id: string; url: string }>(
      'SELECT id, url FROM greenhouse_tests',
    );
    assert.deepEqual(
      committedRows.map((r) => r.url).sort(),
      tests
        .filter((t) => t.committed)
        .map((t) => t.url)
        .sort(),
    );
    await release(urlLocks); // the killed API's transactions that waited on it roll back

    // --- Restarted; Greenhouse sends again what it got no answer to, with the same `url`. The committed
    // tests answer their id and queue nothing (the sweep starts their invitations 30 s after the send);
    // the others are sent now, to the first worker's hung mail server.
    api = await startApi(testServices().temporal.address);
    const retried = await Promise.all(tests.map((t) => send(t)));
    for (const [i, reply] of retried.entries()) {
      assert.equal(reply.status, 200, reply.text);
      const row = committedRows.find((r) => r.url === tests[i].url);
      if (row) assert.equal(reply.partnerInterviewId, row.id, 'the same url is the same test');
    }
    const ids = retried.map((r) => r.partnerInterviewId!);

    // --- The worker killed with the uncommitted tests' invitations in flight to the mail server, which
    // has taken none: they are sent again once Temporal sees their attempts time out (a minute), by the
    // next worker. (A kill after the mail server took a message but before the worker recorded it would
    // send it twice under one Message-ID; the hung server keeps this kill out of that window.)
    await within(30_000, 'the invitations in flight to the mail server', hungMail.connections(UNCOMMITTED, 30_000));
    await worker.kill();
    await hungMail.close();
    worker = await startWorker();

    // --- The committed tests' invitations, started by the sweep, played from their links; their PATCHes
    // answered by Greenhouse but not recorded (their attempt's row waits on a lock held here) when the
    // worker is killed again.
    const committedIds = ids.slice(0, COMMITTED);
    const attemptsLock = await holder();
    await attemptsLock.query('LOCK TABLE greenhouse_completion_attempts IN SHARE MODE');
    const play = async (i: number) => {
      const email = tests[i].candidate.email;
      const [mail] = await within(
        120_000,
        `the invitation to ${email}`,
        testServices().smtp.waitFor(1, invitationTo(email)),
      );
      const token = /\/play\?invite=([^\s]+)/.exec(String(mail.parsed.text))?.[1];
      assert.ok(token, String(mail.parsed.text));
      const started = await callApi(api!.url!, 'POST', '/v1/rounds', {
        invite: decodeURIComponent(token),
        name: tests[i].candidate.first_name,
        holes: [1, 11, 43],
      });
      assert.equal(started.status, 201, started.text);
      const round = started.body as { id: string; round_token: string; holes: number[] };
      for (const hole of round.holes) {
        const saved = await callApi(
          api!.url!,
          'PUT',
          `/v1/rounds/${round.id}/shots/${hole}`,
          { language: 'human', code: `I would read the input, compute the answer for hole ${hole}, and print it.` },
          round.round_token,
        );
        assert.equal(saved.status, 200, saved.text);
      }
      const submitted = await callApi(api!.url!, 'POST', `/v1/rounds/${round.id}/submit`, {}, round.round_token);
      assert.equal(submitted.status, 202, submitted.text);
    };
    await Promise.all(committedIds.map((_, i) => play(i)));
    await Promise.all(committedIds.map((id) => greenhouse.nextPatch(id, 120_000)));
    await eventually(
      'every committed test PATCHed, its attempt waiting to be recorded, its invitation recorded sent',
      async () =>
        (await waitingOnLock('%INSERT INTO greenhouse_completion_attempts%')) === COMMITTED &&
        (await count(
          `SELECT count(*)::int AS n FROM invitations i JOIN greenhouse_tests t ON t.invitation_id = i.id
            WHERE t.id = ANY($1) AND i.status = 'sent'`,
          [committedIds],
        )) === COMMITTED,
      30_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${processOutput()}`);
    });
    await worker.kill();
    await release(attemptsLock);
    worker = await startWorker();

    // --- The uncommitted tests' invitations, sent again by this worker, played; every PATCH delivered.
    await Promise.all(ids.slice(COMMITTED).map((_, i) => play(COMMITTED + i)));
    await eventually(
      'every PATCH delivered',
      async () =>
        (await count(`SELECT count(*)::int AS n FROM greenhouse_tests WHERE completion = 'delivered'`, [])) === TESTS,
      150_000,
    ).catch(async (err: Error) => {
      const { rows } = await stack.db.pool.query('SELECT id, completion, completion_failure FROM greenhouse_tests');
      throw new Error(`${err.message}: ${JSON.stringify(rows)}\n${processOutput()}`);
    });

    // One row per url, one invitation each, one e-mail each.
    const { rows } = await stack.db.pool.query<{ url: string; n: number }>(
      'SELECT url, count(*)::int AS n FROM greenhouse_tests GROUP BY url ORDER BY url',
    );
    assert.deepEqual(
      rows,
      tests.map((t) => ({ url: t.url, n: 1 })).sort((a, b) => a.url.localeCompare(b.url)),
    );
    const { rows: invitations } = await stack.db.pool.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM invitations GROUP BY status',
    );
    assert.deepEqual(invitations, [{ status: 'sent', n: TESTS }], 'one invitation per test, none left behind');
    for (const t of tests)
      assert.equal(
        testServices().smtp.messages.filter(invitationTo(t.candidate.email)).length,
        1,
        `invitations to ${t.candidate.email}`,
      );

    // Every status reached, every PATCH received, Greenhouse's way.
    for (const [i, id] of ids.entries()) {
      const status = await greenhouse.testStatus(id);
      assert.equal(status.status, 200, status.text);
      assert.equal(status.body.partner_status, 'complete', `test ${i}`);
      const patches = greenhouse.patches(id);
      for (const patch of patches) assertCompletedTestPatch(patch, { url: tests[i].url, apiKey: greenhouse.apiKey });
      // Greenhouse tolerates a PATCH repeated: a worker killed after Greenhouse answered a PATCH but
      // before it recorded the answer cannot know the PATCH arrived, and sends it again; never more
      // than once again, as the kill comes once. The committed tests' were killed exactly there.
      assert.ok(patches.length >= 1 && patches.length <= 2, `test ${i} PATCHed ${patches.length} times`);
      if (i < COMMITTED) assert.equal(patches.length, 2, `test ${i}: its answered PATCH was lost with the worker`);
    }
    const sent = await stack.http.get(`${GREENHOUSE}/tests`).set(bearer(owner)).expect(200);
    assert.deepEqual(
      sent.body.data.map((t: { status: string; completion: string }) => [t.status, t.completion]),
      Array(TESTS).fill(['complete', 'delivered']),
    );
    process.stdout.write(
      `      every test complete and reported ${Math.round((Date.now() - began) / 1000)} s after the first send\n`,
    );
  });
});
