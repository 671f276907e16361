import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { MAX_OWN_INPUT_CHARS } from '../../../api/schemas/round';
import { exampleRunWorkflowId } from '../../../workflow-contract/workflow-ids';
import { CUT_MARK } from '../../../scoring/shots/example-run';
import { newCompany, type TestCompany } from '../../support/companies';
import { roundBearer, startRound, type StartedRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

/** Every field of the answer: how the program ended, what it printed, its time; nothing to compare it with. */
const ANSWER_FIELDS = ['exit_code', 'stderr', 'stdout', 'time_ms', 'verdict'];

describe('POST /v1/rounds/{id}/shots/{hole}/run-with-input: "Run with my input"', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let company: TestCompany;
  before(async () => {
    stack = await startTestStack({ env: { RUN_RATE_LIMIT_PER_HOUR: '4' } });
    await stack.startWorker();
    company = await newCompany(stack);
  });
  after(() => stack?.close());

  const newRound = () => startRound(stack, company.test_code, { holes: [1, 11, 43] });
  const runPath = (round: StartedRound, hole: number, what: 'run' | 'run-with-input') =>
    `/v1/rounds/${round.id}/shots/${hole}/${what}`;
  const runWithInput = (round: StartedRound, body: { language: string; code: string; input: string }) =>
    stack.http
      .post(runPath(round, 1, 'run-with-input'))
      .set(roundBearer(round))
      .send(body);

  it("runs a Python program on the candidate's input and shows its output, compared with nothing", async () => {
    // Drawn per run, so that no fixed text can pass for the program's own work.
    const token = randomBytes(6).toString('hex');
    console.log(`      input token: ${token}`);
    const round = await newRound();
    const res = await runWithInput(round, {
      language: 'python',
      code: 'import sys\nfor line in sys.stdin:\n    print(line.strip()[::-1].upper())',
      input: `${token}\nabc\n`,
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(Object.keys(res.body).sort(), ANSWER_FIELDS, 'no expected output, no comparison');
    assert.equal(res.body.verdict, 'finished');
    assert.equal(res.body.exit_code, 0);
    assert.equal(res.body.stdout, `${[...token].reverse().join('').toUpperCase()}\nCBA\n`);
    assert.equal(res.body.stderr, '');
    assert.ok(Number.isInteger(res.body.time_ms));

    // Nothing is saved, and the code and the input wait in the database only until the result is written.
    const view = await stack.http.get(`/v1/rounds/${round.id}`).set(roundBearer(round)).expect(200);
    assert.deepEqual(view.body.shots, {});
    const { rows } = await stack.db.pool.query(
      'SELECT count(*)::int AS n FROM example_runs WHERE code IS NOT NULL OR input IS NOT NULL',
    );
    assert.equal(rows[0].n, 0);
    // The workflow history carries the run's id, never the input (payloads decoded to look inside).
    const { rows: runs } = await stack.db.pool.query('SELECT id FROM example_runs WHERE submission_id = $1', [
      round.id,
    ]);
    const history = await stack.temporal.workflow.getHandle(exampleRunWorkflowId(runs[0].id)).fetchHistory();
    const decoded = JSON.stringify(history, (_key, value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : value,
    );
    assert.ok(decoded.includes(runs[0].id), 'the history was read');
    assert.ok(!decoded.includes(token), 'the input is not in the workflow history');
  });

  it('runs a JavaScript program: its errors and exit status shown, an empty input read as nothing', async () => {
    const round = await newRound();
    const crash = await runWithInput(round, {
      language: 'javascript',
      code: [
        'const text = require("fs").readFileSync(0, "utf8");',
        'console.log(`read ${text.length} characters`);',
        'console.error("no numbers in here");',
        'process.exit(3);',
      ].join('\n'),
      input: '',
    });
    assert.equal(crash.status, 200, crash.text);
    assert.equal(crash.body.verdict, 'runtime_error');
    assert.equal(crash.body.exit_code, 3);
    assert.equal(crash.body.stdout, 'read 0 characters\n');
    assert.match(crash.body.stderr, /no numbers in here/);

    const loop = await runWithInput(round, { language: 'javascript', code: 'for (;;) {}', input: '1' });
    assert.equal(loop.body.verdict, 'time_limit', 'the same time limit as Run example');
    assert.equal(loop.body.exit_code, undefined, 'a program the limit ended has no exit status');
  });

  it("prints the example's expected output on its own input: still only finished, never passed", async () => {
    const round = await newRound();
    const { course } = round as StartedRound & { course: Record<string, { human: { examples: { output: string } } }> };
    const example = course['1'].human.examples;
    const res = await runWithInput(round, {
      language: 'python',
      code: `print(${JSON.stringify(example.output)})`,
      input: 'anything',
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.verdict, 'finished');
  });

  it('cuts a flood of output at 4 KiB, as Run example does', async () => {
    const round = await newRound();
    const res = await runWithInput(round, {
      language: 'python',
      code: 'import sys\nn = int(sys.stdin.read())\nfor _ in range(n):\n    print("é" * 50)',
      input: '2000',
    });
    assert.equal(res.status, 200, res.text);
    assert.ok(res.body.stdout.endsWith(CUT_MARK), 'says the output was cut');
    assert.ok(Buffer.byteLength(res.body.stdout.slice(0, -CUT_MARK.length), 'utf8') <= 4096);
  });

  it('refuses an input over the limit, U+0000, and a language that does not run: 422 naming the field', async () => {
    const round = await newRound();
    const tooLong = await runWithInput(round, {
      language: 'python',
      code: 'print(1)',
      input: '7'.repeat(MAX_OWN_INPUT_CHARS + 1),
    });
    assert.equal(tooLong.status, 422, tooLong.text);
    assert.deepEqual(tooLong.body, {
      error: 'validation_failed',
      message: 'Some fields are invalid; see details.',
      details: [{ path: 'input', message: `must be at most ${MAX_OWN_INPUT_CHARS} characters` }],
    });
    assert.ok(!tooLong.text.includes('7777'), 'the refusal does not echo the input');
    // As many characters as allowed, each 4 bytes of UTF-8, is within the limit.
    const widest = await runWithInput(round, {
      language: 'python',
      code: 'import sys\nprint(len(sys.stdin.read()))',
      input: '😀'.repeat(MAX_OWN_INPUT_CHARS),
    });
    assert.equal(widest.status, 200, widest.text);
    assert.equal(widest.body.stdout, `${MAX_OWN_INPUT_CHARS}\n`);

    const nul = await runWithInput(round, { language: 'python', code: 'print(1)', input: 'a\u0000b' });
    assert.equal(nul.status, 422);
    assert.equal(nul.body.details[0].path, 'input');
    const prose = await runWithInput(round, { language: 'human', code: 'I would sort them.', input: '1' });
    assert.equal(prose.status, 422);
    assert.equal(prose.body.details[0].path, 'language');
    const missing = await stack.http
      .post(runPath(round, 1, 'run-with-input'))
      .set(roundBearer(round))
      .send({ language: 'python', code: 'print(1)' });
    assert.equal(missing.status, 422);
    assert.equal(missing.body.details[0].path, 'input');
  });

  it('reads bytes that are not UTF-8 as the replacement character, as every JSON body', async () => {
    const round = await newRound();
    const body = Buffer.concat([
      Buffer.from('{"language":"python","code":"import sys\\nprint(repr(sys.stdin.read()))","input":"a'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('b"}'),
    ]);
    const res = await stack.http
      .post(runPath(round, 1, 'run-with-input'))
      .set(roundBearer(round))
      .set('Content-Type', 'application/json')
      .serialize((raw) => raw)
      .send(body);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.stdout, "'a\ufffd\ufffdb'\n");
  });

  it('spends the same runs of the hour as Run example: together, RUN_RATE_LIMIT_PER_HOUR', async () => {
    const round = await newRound();
    const own = { language: 'python', code: 'print(input())', input: '1' };
    const example = { language: 'python', code: 'print(1)' };
    const statuses = [];
    for (const [what, body] of [
      ['run-with-input', own],
      ['run', example],
      ['run-with-input', own],
      ['run', example],
      ['run-with-input', own],
      ['run', example],
    ] as const) {
      const res = await stack.http
        .post(runPath(round, 1, what))
        .set(roundBearer(round))
        .send(body);
      statuses.push(res.status);
      if (res.status === 429) {
        assert.equal(res.body.error, 'rate_limit_exceeded');
        assert.match(
          res.body.message,
          /used its 4 runs of the hour \("Run example" and "Run with my input" together\)/,
        );
      }
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
  });
});
