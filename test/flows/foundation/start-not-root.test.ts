import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPool, type Pool } from '../../../db/pool';
import { findSubmission } from '../../../db/submissions';
import type { VariationLetter } from '@hiring/course';
import { Scorecard } from '../../../scoring/scorecard/scorecard-schema';
import { closedToOthers } from '../../../scripts/services/postgres';
import { reference } from '../../support/scoring';
import { eventually } from '../../support/eventually';
import { callApi, playRound, submit } from '../../support/remote-rounds';
import { ROOT, run, type RunAs } from '../../support/run';
import { startServiceProcess, type ServiceProcess } from '../../support/service-process';
import { testServices } from '../../support/services';

/** The account the test runs `npm start` as: made once per host, reused after. */
const ACCOUNT = 'assessments-trial';

/**
 * The account, made if missing. Only root can make one: this test runs as root (as CI does), and
 * says so plainly otherwise.
 */
function unprivilegedAccount(): RunAs {
  assert.equal(
    process.getuid?.(),
    0,
    `this test makes the account ${ACCOUNT} to run npm start as a user who is not root: run it as root`,
  );
  const id = (flag: string) => Number(execFileSync('id', [flag, ACCOUNT], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync(
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        ACCOUNT,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** The checkout (its node_modules included), Node.js and the temporary folder must be reachable by other users. */
function assertReachableByOthers(): void {
  for (const [what, target] of [
    ['the checkout', path.join(ROOT, 'node_modules')],
    ['Node.js', process.execPath],
    ['the temporary folder', tmpdir()],
  ]) {
    const closed = closedToOthers(target);
    assert.equal(
      closed,
      undefined,
      `${what} is behind ${closed}, which other users may not enter: ${ACCOUNT} cannot run npm start from ${ROOT}`,
    );
  }
}

/** Resolves once the service's output matches `pattern` (it prints its banner after it serves). */
function printed(service: ServiceProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(service.output());
      if (match) resolve(match[0]);
      return Boolean(match);
    };
    if (check()) return;
    const onData = () => check() && service.child.stdout!.off('data', onData);
    service.child.stdout!.on('data', onData);
    service.child.once('exit', () => reject(new Error(`npm start exited:\n${service.output()}`)));
  });
}

/**
 * What a new user sees: a fresh account, not root, runs `npm ci && npm start` (the checkout's
 * node_modules stand for `npm ci`) with everything it writes in a folder of its own. The service
 * comes up with its own Postgres, creates the demo company, scores a round of programs in the
 * sandbox (with per-process limits, since such an account can have no cgroups here) and says so;
 * `start:worker` as the same account still refuses to score without cgroup limits.
 */
describe('npm start as a user who is not root', function () {
  this.timeout(120_000);
  let as: RunAs;
  let home: string;
  let service: ServiceProcess | undefined;
  let pool: Pool | undefined;

  before(async () => {
    as = unprivilegedAccount();
    assertReachableByOthers();
    home = mkdtempSync(path.join(tmpdir(), 'not-root-'));
    chownSync(home, as.uid, as.gid);
    const queue = `not-root-${randomBytes(4).toString('hex')}`;
    service = await startServiceProcess({
      viaNpm: true,
      as,
      // Temporal and the SMTP sink are the test run's (their ports are fixed in a local start); the
      // database is the one npm start makes, as the account, in its .var.
      temporalAddress: testServices().temporal.address,
      env: {
        HOME: home,
        ASSESSMENTS_VAR_DIR: path.join(home, '.var'),
        TEMPORAL_TASK_QUEUE: queue,
        TEMPORAL_SCORING_TASK_QUEUE: `${queue}-scoring`,
        npm_config_update_notifier: 'false',
      },
    });
    await printed(service, /Press Ctrl-C to stop/);
    const runtime = JSON.parse(readFileSync(path.join(home, '.var', 'runtime.json'), 'utf8'));
    pool = createPool(runtime.databaseUrl, 2);
  });

  after(async () => {
    await pool?.end();
    await service?.stop();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('serves, says its sandboxes hold per-process limits only, and scores a round of programs to analyzed', async () => {
    const output = service!.output();
    assert.match(
      output,
      /^Sandbox: +per-process limits only: enough to try the service, not to score real candidates \(no cgroup limits: .+\)$/m,
      output,
    );
    const testCode = /test code: +(\S+)/.exec(output)?.[1];
    assert.ok(testCode, `the demo company's test code is printed:\n${output}`);

    const apiUrl = service!.apiUrl;
    const round = await playRound(apiUrl, pool!, testCode, {
      email: `not-root-${randomBytes(4).toString('hex')}@example.test`,
      name: 'Nora Nonroot',
      shots: async ({ id, holes }) => {
        const letters = (await findSubmission(pool!, id))!.variations as VariationLetter[];
        return [
          { language: 'python', code: reference(holes[0], letters[0], 'py')! },
          { language: 'javascript', code: reference(holes[1], letters[1], 'js')! },
          { language: 'human', code: 'Read the input, compute the answer, print it.' },
        ];
      },
    });
    assert.equal(await submit(apiUrl, round), 202);

    let status = 'submitted';
    await eventually('the round analyzed', async () => {
      status = (await callApi(apiUrl, 'GET', `/v1/rounds/${round.id}`, undefined, round.token)).body.status;
      return status === 'analyzed' || status === 'failed';
    });
    const row = (await findSubmission(pool!, round.id))!;
    assert.equal(status, 'analyzed', row.failure ?? '');
    const card = Scorecard.parse(row.scorecard);
    for (const hole of round.holes.slice(0, 2))
      assert.equal(card.holes[String(hole)].first.correctness?.score, 90, `hole ${hole}: every hidden case passes`);
  });

  it('start:worker, as the same account, refuses to score without cgroup limits, and says why', async () => {
    const runtime = JSON.parse(readFileSync(path.join(home, '.var', 'runtime.json'), 'utf8'));
    const worker = await run(
      'npm',
      ['run', '--silent', 'start:worker'],
      {
        HOME: home,
        DATABASE_URL: runtime.databaseUrl,
        TEMPORAL_ADDRESS: testServices().temporal.address,
        SMTP_URL: testServices().smtp.url,
        SANDBOX_ALLOW_WEAK_LIMITS: 'false',
        npm_config_update_notifier: 'false',
      },
      as,
    );
    assert.notEqual(worker.code, 0);
    assert.match(
      worker.stderr,
      /this worker serves the scoring queue but the sandbox cannot run programs here: .*cgroup.*; set SANDBOX_ALLOW_WEAK_LIMITS=true/,
    );
  });
});
