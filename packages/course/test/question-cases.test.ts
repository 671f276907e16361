import assert from 'node:assert/strict';
import { variationSeed } from '../cases';
import { formatGeneratorOutput } from '../generator-protocol';
import type { QuestionVariation } from '../question';
import type { CheckRun, RunProgram } from '../question-check';
import { questionCases } from '../question-cases';

/** The sandbox's stand-in: a generator prints its seed's draw, a reference doubles its input (but fails on 13). */
const seedsAsked: string[] = [];
const run: RunProgram = async (program, cases, args = []): Promise<CheckRun[]> => {
  if (program.code === 'generator') {
    seedsAsked.push(args[0]);
    const draw = [
      { tag: 'typical' as const, input: `${args[0]}\n` },
      { tag: 'tricky' as const, input: '13\n' },
    ];
    return [{ ok: true, output: formatGeneratorOutput(draw) }];
  }
  if (program.code === 'broken generator') return [{ ok: false, output: '', why: 'time limit' }];
  return cases.map(({ input }) =>
    input.trim() === '13'
      ? { ok: false, output: '', why: 'exited with 1' }
      : { ok: true, output: `${2 * Number(input)}\n` },
  );
};

const variation = (generator: string | null): QuestionVariation => ({
  description: 'Print twice the number of the input, a whole number.',
  human: { input_format: 'One integer.', output_format: 'One integer.', examples: { input: '2\n', output: '4\n' } },
  hints: [],
  cases: [{ tag: 'minimum', input: '0\n' }],
  generator: generator === null ? null : { language: 'python', code: generator },
  reference: { language: 'python', code: 'reference' },
});
const question = (generator: string | null) => ({ id: 1001, variations: [variation(generator), variation(generator)] });

describe("questionCases: a company question's hidden cases for one submission", () => {
  it('gives the fixed cases, then what the generator draws from the variation seed, with the reference outputs', async () => {
    seedsAsked.length = 0;
    const cases = await questionCases(question('generator'), 'B', 42, run);
    const seed = String(variationSeed(42, 1001, 'B'));
    assert.deepEqual(seedsAsked, [seed]);
    assert.deepEqual(cases, [
      { tag: 'minimum', input: '0\n', output: '0\n', drawn: false },
      { tag: 'typical', input: `${seed}\n`, output: `${2 * Number(seed)}\n`, drawn: true },
    ]);
  });

  it('leaves out an input the reference cannot answer, and draws nothing where the generator fails', async () => {
    const broken = await questionCases(question('broken generator'), 'A', 42, run);
    assert.deepEqual(
      broken.map((c) => c.input),
      ['0\n'],
    );
    const none = await questionCases(question(null), 'A', 42, run);
    assert.equal(none.length, 1);
    await assert.rejects(questionCases(question(null), 'C', 42, run), /has no variation C/);
  });
});
