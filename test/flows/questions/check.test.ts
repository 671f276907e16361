import assert from 'node:assert/strict';
import { checkQuestion, checkSeeds, type QuestionSpec, type QuestionVariation, type RunProgram } from '@hiring/course';
import { createSandbox, type Sandbox } from '../../../scoring/sandbox';

/**
 * The check's runner over the sandbox, under a candidate's limits: a program that exits 0 within
 * them answered (`ok`), whatever it printed.
 */
const sandboxRunner =
  (sandbox: Sandbox): RunProgram =>
  async (program, cases, args) => {
    const run = await sandbox.run({
      language: program.language,
      code: program.code,
      cases: cases.map((c) => ({ input: c.input, expected: c.expected ?? '' })),
      args,
      keepOutput: true,
    });
    assert.ok(run.available, run.available ? '' : run.reason);
    return run.cases.map((result, i) => ({
      ok: result.verdict === 'passed' || result.verdict === 'wrong_answer',
      output: result.output ?? '',
      ...(cases[i].expected === undefined ? {} : { matches: result.verdict === 'passed' }),
      why: `${result.verdict.replace('_', ' ')}${result.message ? `: ${result.message}` : ''}`,
    }));
  };

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
const question = (v: QuestionVariation): QuestionSpec => ({
  title: 'Payment totals',
  category: 'arithmetic',
  difficulty: 2,
  private: false,
  variations: [v],
});

describe("questions: a company's question checked by running its programs in the sandbox", function () {
  this.timeout(120_000);
  const run = sandboxRunner(createSandbox());

  it('passes a reference and a generator that follow the protocol, in any language', async () => {
    assert.deepEqual(await checkQuestion(question(variation()), run), []);
    const javascript = variation({
      reference: {
        language: 'javascript',
        code:
          "const s = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);\n" +
          'console.log(s.reduce((a, b) => a + Number(b), 0));\n',
      },
    });
    assert.deepEqual(await checkQuestion(question(javascript), run), []);
  });

  it('names a generator that never ends, one that ignores its seed, and a reference that prints nothing', async () => {
    const [seed] = checkSeeds();
    const endless = await checkQuestion(
      question(variation({ generator: { language: 'python', code: 'while True:\n    pass\n' } })),
      run,
    );
    assert.equal(endless[0].path, 'variations.0.generator');
    assert.match(endless[0].message, new RegExp(`^fails for the seed ${seed}: time limit`));

    const fixed = GENERATOR.replace('int(sys.argv[1])', '42');
    const [repeats] = await checkQuestion(question(variation({ generator: { language: 'python', code: fixed } })), run);
    assert.equal(repeats.path, 'variations.0.generator');
    assert.match(repeats.message, /^repeats itself/);

    const silent = await checkQuestion(
      question(variation({ reference: { language: 'python', code: 'import sys\nsys.stdin.read()\n' } })),
      run,
    );
    assert.deepEqual(
      silent.map((p) => p.path),
      ['variations.0.human.examples.output', 'variations.0.cases.0', 'variations.0.cases.1', 'variations.0.reference'],
    );
    assert.equal(silent[1].message, 'the reference prints nothing');
  });
});
