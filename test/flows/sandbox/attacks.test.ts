import assert from 'node:assert/strict';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { Scorecard } from '../../../scoring/scorecard/scorecard-schema';
import { variationWithCases } from '@hiring/course';
import { findSubmission } from '../../../db/submissions';
import { findCgroupHost } from '../../../scoring/sandbox/cgroup';
import { newCompany } from '../../support/companies';
import { sandboxProcessesOf } from '../../support/processes';
import { playShots, roundBearer, startRound, workflowDone, type StartedRound } from '../../support/rounds';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const HOLE = 1;
const LETTER = 'A';
const variation = variationWithCases(1, HOLE, LETTER, 1);
/** The attack fires on one hidden case only, so that a run that times out costs one wall clock, not ten. */
const gate = variation.cases[0];
const HOST_MARKER = `/tmp/sandbox-escape-${process.pid}`;

/**
 * Each attack is a Python program for hole 1. On the gate case it attacks; where an attack could
 * succeed (a leak, a connection), it proves it by printing that case's expected output, which
 * would earn correctness above the floor. Everywhere else it prints nothing.
 */
function attack(body: string): string {
  return [
    'import os, sys, socket, threading, time',
    `ANSWER = ${JSON.stringify(gate.output)}`,
    'data = sys.stdin.read()',
    `if data == ${JSON.stringify(gate.input)}:`,
    ...body.split('\n').map((line) => `    ${line}`),
  ].join('\n');
}

/** Each attack, and what its gate case must have ended in (proof that it ran): all of them score 15. */
/** Each attack, and what its gate case must have ended in (proof that it ran): all of them score 15. */
const ATTACKS: Record<string, [() => string, RegExp]> = {
  'fork bomb': [
    () => attack('while True:\n    try: os.fork()\n    except OSError: pass'),
    /process-limit breach|time-out/,
  ],
  'memfd bomb': [
    () =>
      attack(
        'for _ in range(60):\n    if os.fork() == 0:\n        try:\n            fd = os.memfd_create("x")\n' +
          '            while True: os.write(fd, b"x" * (1 << 20))\n' +
          '        except OSError: pass\n        os._exit(0)\n' +
          'while True:\n    try: os.wait()\n    except ChildProcessError: break\nraise SystemExit(3)',
      ),
    /runtime error/,
  ],
  'memory bomb': [() => attack('hog = []\nwhile True: hog.append(bytearray(1 << 24))'), /memory overrun/],
  // hashlib lets go of the interpreter lock on large inputs: these threads really burn in parallel.
  'CPU burn in 60 threads': [
    () =>
      attack(
        'import hashlib\nblock = b"x" * (1 << 20)\ndef burn():\n    while True: hashlib.sha256(block).digest()\n' +
          'for _ in range(60):\n    try: threading.Thread(target=burn, daemon=True).start()\n    except RuntimeError: break\nburn()',
      ),
    /time-out/,
  ],
  'infinite output': [() => attack('while True: sys.stdout.write("y" * 65536)'), /output overflow/],
  'writes everywhere': [
    () =>
      attack(
        'for p in ["/", "/usr", "/etc", "/box", "/run", "/proc/sys/kernel", "/sys/fs/cgroup", ' +
          `${JSON.stringify(repoRoot)}, "/tmp/../.."]:\n` +
          `    for name in ["x", ${JSON.stringify(path.basename(HOST_MARKER))}]:\n` +
          '        try: open(os.path.join(p, name), "w").write("escaped")\n        except OSError: pass\n' +
          `try: open(${JSON.stringify(HOST_MARKER)}, "w").write("escaped")\nexcept OSError: pass\nraise SystemExit(3)`,
      ),
    /runtime error/,
  ],
  'reading the service, the hidden cases and other shots': [
    () =>
      attack(
        `for p in [${JSON.stringify(path.join(repoRoot, 'packages/course/sheets/1/cases/c001.ts'))}, ` +
          `${JSON.stringify(path.join(repoRoot, 'package.json'))}, ` +
          `${JSON.stringify(path.join(repoRoot, '.var'))}, "/proc/1/environ", "/etc/shadow", "/etc/passwd", "/root", "/home"]:\n` +
          '    try:\n        if os.path.isdir(p): os.listdir(p)\n        else: open(p).read()\n' +
          '        print(ANSWER, end="")\n        break\n    except OSError: pass\n' +
          'else:\n    raise SystemExit(3)',
      ),
    /runtime error/,
  ],
  'network to loopback and outside': [
    () =>
      attack(
        `for host, port in [${[
          ['127.0.0.1', temporalPort()],
          ...hostAddresses().map((a) => [a, temporalPort()]),
          ['1.1.1.1', 53],
          ['8.8.8.8', 443],
        ]
          .map(([h, p]) => `(${JSON.stringify(h)}, ${p})`)
          .join(', ')}]:\n` +
          '    try:\n        socket.create_connection((host, port), timeout=1).close()\n' +
          '        print(ANSWER, end="")\n        break\n    except OSError: pass\n' +
          'else:\n    raise SystemExit(3)',
      ),
    /runtime error/,
  ],
  'sleeping past the wall clock': [() => attack('time.sleep(60)'), /time-out/],
  'signals to the parent': [
    () =>
      attack(
        'for pid in (1, os.getppid(), -1):\n    try: os.kill(pid, 9)\n    except OSError: pass\nraise SystemExit(3)',
      ),
    /runtime error/,
  ],
};

const temporalPort = () => Number(testServices().temporal.address.split(':').pop());

/** The host's non-loopback IPv4 addresses: the sandbox must not reach services listening on them. */
function hostAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}

describe('attacks on the sandbox, each a real shot through the real API', function () {
  this.timeout(300_000);
  let stack: TestStack;
  let company: Awaited<ReturnType<typeof newCompany>>;

  before(async () => {
    stack = await startTestStack({ env: { CANDIDATE_RATE_LIMIT_PER_HOUR: '100000' } });
    await stack.startWorker();
    company = await newCompany(stack, { name: 'Red Team Ltd' });
  });
  after(async () => {
    rmSync(HOST_MARKER, { force: true });
    await stack.close();
  });

  /** A test round on variation A of every hole (set in the database: variations are drawn at random). */
  async function round(): Promise<StartedRound> {
    const started = await startRound(stack, company.test_code);
    await stack.db.pool.query(`UPDATE submissions SET variations = $2 WHERE id = $1`, [
      started.id,
      started.holes.map(() => LETTER),
    ]);
    return started;
  }

  async function submit(r: StartedRound, code?: string): Promise<void> {
    if (code === undefined) await playShots(stack, r);
    else {
      for (const hole of r.holes) {
        const shot =
          hole === HOLE
            ? { language: 'python', code }
            : { language: 'human', code: 'Read the input and print the answer.' };
        await stack.http.put(`/v1/rounds/${r.id}/shots/${hole}`).set(roundBearer(r)).send(shot).expect(200);
      }
    }
    const res = await stack.http.post(`/v1/rounds/${r.id}/submit`).set(roundBearer(r)).send({});
    assert.equal(res.status, 202, res.text);
  }

  async function scorecard(r: StartedRound): Promise<Scorecard> {
    await workflowDone(stack, r.id);
    const row = (await findSubmission(stack.db.pool, r.id))!;
    assert.equal(row.status, 'analyzed');
    return Scorecard.parse(row.scorecard);
  }

  it('contains every attack, scores each as failing, leaves nothing behind, and scores an honest round as if alone', async () => {
    const alone = await round();
    await submit(alone);
    const reference = await scorecard(alone);
    assert.equal(reference.holes[String(HOLE)].first.correctness?.score, 90);

    const honest = await round();
    const attacks = await Promise.all(
      Object.entries(ATTACKS).map(async ([name, [code, ran]]) => ({ name, ran, round: await round(), code: code() })),
    );
    await Promise.all([submit(honest), ...attacks.map((a) => submit(a.round, a.code))]);

    for (const a of attacks) {
      const card = await scorecard(a.round);
      const correctness = card.holes[String(HOLE)].first.correctness!;
      assert.equal(correctness.score, 15, `${a.name}: ${correctness.commentary}`);
      assert.match(correctness.commentary, a.ran, `${a.name}: its gate case did not end as expected`);
    }
    const during = await scorecard(honest);
    assert.deepEqual(
      during.holes,
      reference.holes,
      'the honest round scored while the attacks ran differs from the same round scored alone',
    );
    assert.equal(during.summary, reference.summary);

    assert.equal(existsSync(HOST_MARKER), false, 'a sandbox wrote on the host');
    assert.equal(
      existsSync(path.join(repoRoot, path.basename(HOST_MARKER))),
      false,
      'a sandbox wrote into the project',
    );
    // The sandbox user's processes of this test's sandboxes: other test processes may run theirs meanwhile.
    assert.deepEqual(sandboxProcessesOf(process.pid, 65534), [], 'processes left behind');
    const host = await findCgroupHost();
    if (typeof host !== 'string') {
      const parents = host.version === 2 ? [host.parent] : [host.memory, host.pids, ...(host.cpu ? [host.cpu] : [])];
      for (const parent of parents)
        assert.deepEqual(
          readdirSync(parent).filter((d) => d.startsWith(`sandbox-${process.pid}-`)),
          [],
          parent,
        );
    }
  });
});
