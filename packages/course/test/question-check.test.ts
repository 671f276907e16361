import assert from 'node:assert/strict';
import { formatGeneratorOutput } from '../generator-protocol';
import type { QuestionSpec, QuestionVariation } from '../question';
import { CHECK_SEEDS, checkQuestion, checkSeeds, type CheckRun, type RunProgram } from '../question-check';

/**
 * What each program of these tests does, by its code: the check's runner stands for the sandbox, so
 * that each rule is seen on its own. A reference gets the input; a generator its seed.
 */
const REFERENCES: Record<string, (input: string) => CheckRun> = {
  sum: (input) => ({
    ok: true,
    output: `${input
      .split(/\s+/)
      .filter(Boolean)
      .reduce((a, b) => a + Number(b), 0)}\n`,
  }),
  silent: () => ({ ok: true, output: '' }),
  'fails on 13': (input) =>
    input.trim() === '13' ? { ok: false, output: '', why: 'exited with 1' } : REFERENCES.sum(input),
};
const GENERATORS: Record<string, (seed: number, call: number) => CheckRun> = {
  draws: (seed) => ({ ok: true, output: formatGeneratorOutput(draw(seed)) }),
  'never ends': () => ({ ok: false, output: '', why: 'time limit: ran past 5000 ms' }),
  'ignores its seed': () => ({ ok: true, output: formatGeneratorOutput(draw(1)) }),
  'reads the clock': (seed, call) => ({ ok: true, output: formatGeneratorOutput(draw(seed + call)) }),
  'prints prose': () => ({ ok: true, output: 'three numbers\n' }),
  'draws a 13': (seed) => ({
    ok: true,
    output: formatGeneratorOutput([...draw(seed), { tag: 'tricky', input: '13\n' }]),
  }),
};
/** Six inputs a seed draws: with two fixed cases, the eight a variation needs. */
const draw = (seed: number) =>
  Array.from({ length: 6 }, (_, i) => ({ tag: 'typical' as const, input: `${seed} ${i}\n` }));

let calls = 0;
const run: RunProgram = async (program, cases, args = []) =>
  cases.map(({ input, expected }) => {
    calls++;
    const result = args.length ? GENERATORS[program.code](Number(args[0]), calls) : REFERENCES[program.code](input);
    return expected === undefined ? result : { ...result, matches: result.output.trim() === expected.trim() };
  });

const variation = (overrides: Partial<QuestionVariation> = {}): QuestionVariation => ({
  description: 'Print the sum of the whitespace-separated integers of the input.',
  human: {
    input_format: 'Integers, separated by spaces.',
    output_format: 'One integer.',
    examples: { input: '1 2\n', output: '3\n' },
  },
  hints: [],
  cases: [
    { tag: 'empty', input: '' },
    { tag: 'minimum', input: '0\n' },
  ],
  generator: { language: 'python', code: 'draws' },
  reference: { language: 'python', code: 'sum' },
  ...overrides,
});
const question = (...variations: QuestionVariation[]): QuestionSpec => ({
  title: 'Sums',
  category: 'arithmetic',
  difficulty: 1,
  private: false,
  variations,
});
const paths = async (spec: QuestionSpec) => (await checkQuestion(spec, run)).map((p) => p.path);
const messages = async (spec: QuestionSpec) => (await checkQuestion(spec, run)).map((p) => p.message);

describe("a company's question checked by running it", () => {
  it('finds nothing wrong with a reference that answers everything and a generator that draws from its seed', async () => {
    let beats = 0;
    assert.deepEqual(await checkQuestion(question(variation(), variation()), run, () => beats++), []);
    // Per variation: the reference on the example and fixed cases, each seed's two generator runs, and
    // the reference on each seed's inputs.
    assert.equal(beats, 2 * (1 + CHECK_SEEDS + CHECK_SEEDS));
    assert.equal(new Set(checkSeeds()).size, CHECK_SEEDS, 'different seeds');
    assert.deepEqual(checkSeeds(), checkSeeds(), 'the same seeds every time');
  });

  it('names a reference that prints nothing, or another worked example, by the field at fault', async () => {
    assert.deepEqual(await paths(question(variation({ reference: { language: 'python', code: 'silent' } }))), [
      'variations.0.human.examples.output',
      'variations.0.cases.0',
      'variations.0.cases.1',
      'variations.0.reference',
    ]);
    const wrongExample = variation({
      human: { ...variation().human, examples: { input: '1 2\n', output: '12\n' } },
    });
    assert.deepEqual(await messages(question(variation(), wrongExample)), [
      'is not what the reference prints for the worked example\'s input: it prints "3\\n"',
    ]);
  });

  it('names a reference that fails on a fixed case, or on a drawn one', async () => {
    const failing = { language: 'python', code: 'fails on 13' };
    const fixed = variation({ reference: failing, cases: [...variation().cases, { tag: 'tricky', input: '13\n' }] });
    const problems = await checkQuestion(question(fixed), run);
    assert.deepEqual(problems, [{ path: 'variations.0.cases.2', message: 'the reference fails: exited with 1' }]);
    const drawn = variation({ reference: failing, generator: { language: 'python', code: 'draws a 13' } });
    assert.deepEqual(await messages(question(drawn)), ['fails: exited with 1 for the drawn input "13\\n"']);
  });

  it('names a generator that never ends, ignores its seed, reads the clock or breaks the protocol', async () => {
    const withGenerator = (code: string) => question(variation({ generator: { language: 'python', code } }));
    const [first] = checkSeeds();
    const expected: Array<[string, RegExp]> = [
      ['never ends', new RegExp(`^fails for the seed ${first}: time limit`)],
      ['ignores its seed', /^repeats itself: the seeds \d+ and \d+ draw the same inputs/],
      ['reads the clock', new RegExp(`^prints something else each time for the seed ${first}`)],
      ['prints prose', new RegExp(`^for the seed ${first}: did not print one JSON object`)],
    ];
    for (const [code, message] of expected) {
      const problems = await checkQuestion(withGenerator(code), run);
      assert.equal(problems[0].path, 'variations.0.generator', code);
      assert.match(problems[0].message, message, code);
    }
  });

  it('asks for eight cases a variation, fixed and drawn', async () => {
    const fixedOnly = variation({ generator: null });
    const problems = await checkQuestion(question(fixedOnly), run);
    assert.deepEqual(problems, [
      {
        path: 'variations.0.cases',
        message: 'a variation needs at least 8 cases, fixed and drawn: it has 2; add fixed cases or a generator',
      },
    ]);
    const eight = variation({
      generator: null,
      cases: Array.from({ length: 8 }, (_, i) => ({ tag: 'typical' as const, input: `${i}\n` })),
    });
    assert.deepEqual(await checkQuestion(question(eight), run), []);
  });
});
