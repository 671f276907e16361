import assert from 'node:assert/strict';
import { variationSeed } from '../cases';
import { formatGeneratorOutput } from '../generator-protocol';
import type { QuestionVariation } from '../question';
import type { CheckRun, RunProgram } from '../question-check';
import { MAX_QUESTION_CASES, QuestionCasesError, questionCases } from '../question-cases';

/**
 * The sandbox's stand-in. The generator draws its seed and seven more inputs, one of them 13; the
 * reference doubles its input, fails on 13 and prints nothing for 14.
 */
const seedsAsked: string[] = [];
const run: RunProgram = async (program, cases, args = []): Promise<CheckRun[]> => {
  if (program.code === 'generator') {
    seedsAsked.push(args[0]);
    const draw = [args[0], '13', '14', '15', '20', '21', '22', '23', '24', '25', '26'].map((n) => ({
      tag: 'typical' as const,
      input: `${n}\n`,
    }));
    return [{ ok: true, output: formatGeneratorOutput(draw) }];
  }
  if (program.code === 'broken generator') return [{ ok: false, output: '', why: 'exited with 1' }];
  if (program.code === 'slow generator') return [{ ok: false, output: '', why: 'time limit', atLimit: true }];
  return cases.map(({ input }) => {
    const n = Number(input);
    if (n === 13) return { ok: false, output: '', why: 'exited with 1' };
    if (n === 15 && program.code === 'slow reference')
      return { ok: false, output: '', why: 'time limit', atLimit: true };
    return { ok: true, output: n === 14 ? '\n' : n === 20 ? '40\u0000\n' : `${2 * n}\n` };
  });
};

const variation = (generator: string | null, fixed = 1, reference = 'reference'): QuestionVariation => ({
  description: 'Print twice the number of the input, a whole number.',
  human: { input_format: 'One integer.', output_format: 'One integer.', examples: { input: '2\n', output: '4\n' } },
  hints: [],
  cases: Array.from({ length: fixed }, (_, i) => ({ tag: 'minimum' as const, input: `${100 + i}\n` })),
  generator: generator === null ? null : { language: 'python', code: generator },
  reference: { language: 'python', code: reference },
});
const question = (generator: string | null, fixed = 1, reference?: string) => ({
  id: 1001,
  variations: [variation(generator, fixed, reference), variation(generator, fixed, reference)],
});

describe("questionCases: a company question's hidden cases for one submission", () => {
  it('gives the fixed cases, then what the generator draws from the variation seed, each with the reference output', async () => {
    seedsAsked.length = 0;
    const cases = await questionCases(question('generator'), 'B', 42, run);
    const seed = String(variationSeed(42, 1001, 'B'));
    assert.deepEqual(seedsAsked, [seed]);
    assert.deepEqual(cases.slice(0, 2), [
      { tag: 'minimum', input: '100\n', output: '200\n', drawn: false },
      { tag: 'typical', input: `${seed}\n`, output: `${2 * Number(seed)}\n`, drawn: true },
    ]);
    assert.deepEqual(
      cases.map((c) => c.input.trim()).slice(2),
      ['15', '21', '22', '23', '24', '25', '26'],
      'an input the reference fails on, or answers with nothing or a NUL, is left out',
    );
  });

  it('settles nothing on fewer cases than a variation needs, or where a program ran into its limits', async () => {
    await assert.rejects(questionCases(question('broken generator'), 'A', 42, run), QuestionCasesError);
    await assert.rejects(questionCases(question('slow generator'), 'A', 42, run), /the generator ran into its limits/);
    await assert.rejects(
      questionCases(question('generator', 1, 'slow reference'), 'A', 42, run),
      /the reference ran into its limits: time limit/,
    );
    await assert.rejects(questionCases(question(null), 'A', 42, run), /fewer than the 8/);
    await assert.rejects(questionCases(question(null), 'C', 42, run), /has no variation C/);
  });

  it(`keeps at most ${MAX_QUESTION_CASES} cases, the fixed ones first`, async () => {
    seedsAsked.length = 0;
    const cases = await questionCases(question('generator', 30), 'A', 42, run);
    assert.equal(cases.length, MAX_QUESTION_CASES - 1, '30 fixed and two drawn, of which 13 is left out');
    assert.equal(cases.filter((c) => !c.drawn).length, 30);
    const full = await questionCases(question('generator', MAX_QUESTION_CASES), 'A', 42, run);
    assert.equal(full.length, MAX_QUESTION_CASES);
    assert.equal(seedsAsked.length, 1, 'no draw once the fixed cases fill the cases');
  });
});
