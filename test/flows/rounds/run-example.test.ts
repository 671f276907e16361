import assert from 'node:assert/strict';
import { findSubmission } from '../../../db/submissions';
import { CUT_MARK } from '../../../scoring/shots/example-run';
import { newCompany, type TestCompany } from '../../support/companies';
import { playShots, roundBearer, startRound, type StartedRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';
import { reference } from '../../support/scoring';

describe('POST /v1/rounds/{id}/shots/{hole}/run: "Run example" on the public example only', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let company: TestCompany;
  before(async () => {
    stack = await startTestStack({ env: { RUN_RATE_LIMIT_PER_HOUR: '3' } });
    await stack.startWorker();
    company = await newCompany(stack);
  });
  after(() => stack?.close());

  const newRound = () => startRound(stack, company.test_code, { holes: [1, 11, 43] });
  const run = (round: StartedRound, hole: number, language: string, code: string) =>
    stack.http.post(`/v1/rounds/${round.id}/shots/${hole}/run`).set(roundBearer(round)).send({ language, code });
  const exampleOf = (
    round: StartedRound & { course?: Record<string, { human: { examples: { input: string; output: string } } }> },
    hole: number,
  ) => round.course![String(hole)].human.examples;

  it('runs a right program on the worked example and shows its output: passed', async () => {
    const round = await newRound();
    const stored = await findSubmission(stack.db.pool, round.id);
    const res = await run(round, 1, 'python', reference(1, stored!.variations[0] as 'A', 'py')!);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.verdict, 'passed');
    assert.equal(res.body.stdout.trim(), exampleOf(round, 1).output.trim());
    assert.ok(Number.isInteger(res.body.time_ms));
    // Nothing is saved by running.
    const view = await stack.http.get(`/v1/rounds/${round.id}`).set(roundBearer(round)).expect(200);
    assert.deepEqual(view.body.shots, {});
    // The code waited in the database for the worker, and is gone once the result is written.
    const { rows } = await stack.db.pool.query('SELECT count(*)::int AS n FROM example_runs WHERE code IS NOT NULL');
    assert.equal(rows[0].n, 0);
  });

  it('feeds the program the public example and nothing else: what it reads is the example input', async () => {
    const round = await newRound();
    const spy = [
      'import sys, os',
      'print(sys.stdin.read(), end="")',
      'print("ARGS", sys.argv[1:])',
      'print("FILES", sorted(os.listdir(".")))',
    ].join('\n');
    const res = await run(round, 1, 'python', spy);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.verdict, 'wrong_answer');
    assert.ok(res.body.stdout.startsWith(exampleOf(round, 1).input), 'the program read the example input');
    // The test client fails any JSON answer that contains a hidden case's input or output.
  });

  it('tells a crash, an endless loop and a flood of output apart, cutting output at 4 KiB', async () => {
    const round = await newRound();
    const crash = await run(round, 11, 'javascript', 'throw new Error("boom at line one")');
    assert.equal(crash.body.verdict, 'runtime_error');
    assert.match(crash.body.stderr, /boom at line one/);

    const loop = await run(round, 11, 'python', 'while True:\n    pass');
    assert.equal(loop.body.verdict, 'time_limit');

    const flood = await run(round, 11, 'javascript', 'for (let i = 0; i < 2000; i++) console.log("é".repeat(50));');
    assert.ok(['wrong_answer', 'output_limit'].includes(flood.body.verdict), flood.body.verdict);
    assert.ok(flood.body.stdout.endsWith(CUT_MARK), 'says the output was cut');
    assert.ok(Buffer.byteLength(flood.body.stdout.slice(0, -CUT_MARK.length), 'utf8') <= 4096);
    assert.ok(!flood.body.stdout.includes('\uFFFD'), 'cut on a character boundary');
  });

  it('has nothing to run for human and math answers, nor for a hole of another round', async () => {
    const round = await newRound();
    for (const language of ['human', 'math']) {
      const res = await run(round, 1, language, 'I would sort the numbers.');
      assert.equal(res.status, 422);
      assert.equal(res.body.details[0].path, 'language');
    }
    const other = await run(round, 2, 'python', 'print(1)');
    assert.equal(other.status, 404);
    assert.equal(other.body.error, 'hole_not_found');
  });

  it('allows RUN_RATE_LIMIT_PER_HOUR runs per round, then answers 429 in words', async () => {
    const round = await newRound();
    for (let i = 0; i < 3; i++) {
      const res = await run(round, 1, 'python', 'print(1)');
      assert.equal(res.status, 200, res.text);
      assert.equal(res.headers['ratelimit-limit'], '3');
    }
    const refused = await run(round, 1, 'python', 'print(1)');
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error, 'rate_limit_exceeded');
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // Another round has its own runs.
    assert.equal((await run(await newRound(), 1, 'python', 'print(1)')).status, 200);
  });

  it('refuses to run once the round is submitted', async () => {
    const round = await newRound();
    await playShots(stack, round);
    await stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({}).expect(202);
    const res = await run(round, 1, 'python', 'print(1)');
    assert.equal(res.status, 409);
    assert.equal(res.body.error, 'already_submitted');
  });
});
