import assert from 'node:assert/strict';
import { checkSeeds, type QuestionVariation } from '@hiring/course';
import { sweepQuestionChecks } from '../../../api/temporal/reconciler';
import { MockActivityEnvironment } from '@temporalio/testing';
import { createQuestionCheckActivities } from '../../../activities/question-check';
import { insertQuestion } from '../../../db/questions';
import { createSandbox } from '../../../scoring/sandbox';
import { newId } from '../../../lib/ids';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany } from '../../support/companies';
import { eventually } from '../../support/eventually';
import { startTestStack, type TestStack } from '../../support/stack';

const SUM = 'import sys\nprint(sum(int(x) for x in sys.stdin.read().split()))\n';
/** Draws from its seed alone, as the generator protocol asks: random() is the same on every Python. */
const GENERATOR = [
  'import json, random, sys',
  'rng = random.Random(int(sys.argv[1]))',
  "line = lambda n: ' '.join(str(int(rng.random() * 1000)) for _ in range(n)) + '\\n'",
  "inputs = [{'tag': 'typical', 'input': line(5)} for _ in range(5)] + [{'tag': 'maximum', 'input': line(1000)}]",
  "print(json.dumps({'inputs': inputs}))",
].join('\n');

const variation = (overrides: Partial<QuestionVariation> = {}): QuestionVariation => ({
  description: 'Given payment amounts in cents, print their total in cents.',
  human: {
    input_format: 'Whitespace-separated non-negative integers.',
    output_format: 'One integer: the sum.',
    examples: { input: '100 250\n', output: '350\n' },
  },
  hints: [],
  cases: [
    { tag: 'empty', input: '' },
    { tag: 'minimum', input: '0\n' },
  ],
  generator: { language: 'python', code: GENERATOR },
  reference: { language: 'python', code: SUM },
  ...overrides,
});
interface Checked {
  id: number;
  check: { status: string; problems: Array<{ path: string; message: string }> };
}

describe('questions: each change checked by running its programs in the sandbox, on a scoring worker', function () {
  this.timeout(180_000);
  let stack: TestStack;
  let token: string;
  let companyId: string;
  before(async () => {
    stack = await startTestStack();
    const company = await newCompany(stack);
    companyId = company.id;
    token = (await login(stack, company)).access_token;
    await stack.startWorker();
  });
  after(() => stack.close());

  const write = async (v: QuestionVariation) =>
    (
      await stack.http
        .post('/v1/questions')
        .set(bearer(token))
        .send({ title: `Payment totals ${newId().slice(-6)}`, category: 'arithmetic', difficulty: 2, variations: [v] })
        .expect(201)
    ).body as Checked;
  /** The question once its latest change is checked. */
  const checked = async (id: number) => {
    let question: Checked | undefined;
    await eventually(`question ${id} checked`, async () => {
      question = (await stack.http.get(`/v1/questions/${id}`).set(bearer(token)).expect(200)).body;
      return question!.check.status !== 'running';
    });
    return question!.check;
  };

  it('passes a reference and a generator that follow the protocol, in any language', async () => {
    const python = await write(variation());
    assert.deepEqual(python.check, { status: 'running', problems: [] }, 'saved, then checked');
    const javascript = await write(
      variation({
        reference: {
          language: 'javascript',
          code:
            "const s = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);\n" +
            'console.log(s.reduce((a, b) => a + Number(b), 0));\n',
        },
      }),
    );
    assert.deepEqual(await checked(python.id), { status: 'passed', problems: [] });
    const renamed = await stack.http
      .patch(`/v1/questions/${python.id}`)
      .set(bearer(token))
      .send({ title: `Renamed ${newId().slice(-6)}`, difficulty: 3 })
      .expect(200);
    assert.deepEqual(renamed.body.check, { status: 'passed', problems: [] }, 'what the check runs did not change');
    assert.deepEqual(await checked(javascript.id), { status: 'passed', problems: [] });
  });

  it('names a generator that never ends, one that ignores its seed, a reference that prints nothing; a fix passes', async () => {
    const [seed] = checkSeeds();
    const endless = await write(variation({ generator: { language: 'python', code: 'while True:\n    pass\n' } }));
    const repeats = await write(
      variation({ generator: { language: 'python', code: GENERATOR.replace('int(sys.argv[1])', '42') } }),
    );
    const silent = await write(
      variation({ reference: { language: 'python', code: 'import sys\nsys.stdin.read()\n' } }),
    );

    const endlessCheck = await checked(endless.id);
    assert.equal(endlessCheck.status, 'failed');
    assert.equal(endlessCheck.problems[0].path, 'variations.0.generator');
    assert.match(endlessCheck.problems[0].message, new RegExp(`^fails for the seed ${seed}: time limit`));
    const [repeated] = (await checked(repeats.id)).problems;
    assert.equal(repeated.path, 'variations.0.generator');
    assert.match(repeated.message, /^repeats itself/);
    const silentCheck = await checked(silent.id);
    assert.deepEqual(
      silentCheck.problems.map((p) => p.path),
      ['variations.0.human.examples.output', 'variations.0.cases.0', 'variations.0.cases.1', 'variations.0.reference'],
    );
    assert.equal(silentCheck.problems[1].message, 'the reference prints nothing');

    const fixed = await stack.http
      .patch(`/v1/questions/${silent.id}`)
      .set(bearer(token))
      .send({ variations: [variation()] })
      .expect(200);
    assert.deepEqual(fixed.body.check, { status: 'running', problems: [] }, 'a change is checked again');
    assert.deepEqual(await checked(silent.id), { status: 'passed', problems: [] });
  });

  it('is started by the reconciler for a change whose check never started (Temporal away at the save)', async () => {
    // As a request leaves it when its commit went through and the start did not.
    const saved = await insertQuestion(stack.db.pool, {
      companyId,
      id: 1900,
      at: new Date(),
      title: `Unchecked ${newId().slice(-6)}`,
      category: 'arithmetic',
      difficulty: 2,
      private: false,
      variations: [variation()],
    });
    assert.equal(saved.check_status, 'running');
    const aMinuteLater = new ManualClock();
    aMinuteLater.advance(60_000);
    assert.equal(await sweepQuestionChecks({ ...stack.deps, clock: aMinuteLater }), 1);
    assert.deepEqual(await checked(saved.id), { status: 'passed', problems: [] });
    assert.equal(
      await sweepQuestionChecks({ ...stack.deps, clock: aMinuteLater }),
      0,
      'a checked question is left alone',
    );
  });

  it('tells a question whose programs run out of the time a check is given, rather than checking it again', async () => {
    const saved = await insertQuestion(stack.db.pool, {
      companyId,
      id: 1950,
      at: new Date(),
      title: `Slow ${newId().slice(-6)}`,
      category: 'arithmetic',
      difficulty: 2,
      private: false,
      variations: [variation({ reference: { language: 'python', code: 'while True:\n    pass\n' } })],
    });
    const { checkQuestionRevision } = createQuestionCheckActivities({
      pool: stack.db.pool,
      sandbox: createSandbox(),
      checkBudgetMs: 3000,
    });
    const started = Date.now();
    const at = { companyId, questionId: saved.id, revision: saved.revision };
    assert.equal(await new MockActivityEnvironment().run(checkQuestionRevision, at), 'failed');
    assert.ok(Date.now() - started < 15_000, 'stopped at its budget, not after every time limit');
    const { check } = (await stack.http.get(`/v1/questions/${saved.id}`).set(bearer(token)).expect(200)).body;
    assert.equal(check.status, 'failed');
    assert.deepEqual(
      check.problems.map((p: { path: string }) => p.path),
      [''],
    );
    assert.match(check.problems[0].message, /^took over 3 seconds to check/);
  });
});
