import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { measureCorrectness } from '../../../scoring/measure';
import { createSandbox } from '../../../scoring/sandbox';
import { sampledHoles } from '../../support/course-sample';
import { drawnVariation, forEachLimited, holeIds, reference } from '../../support/scoring';

const PARALLEL = availableParallelism() + 1;
/** Holes each sweep runs in the sandbox, a new sample every run (COURSE=all: every hole). */
const SWEEP = 25;

/**
 * Ways to split a hole's cases in two by looking at the input only: a JavaScript condition on the
 * stdin text `__input`, and the same condition here. A hole uses the first that splits its cases.
 */
const SPLITS: { js: string; test: (input: string) => boolean }[] = [
  { js: '__input.length % 2 === 1', test: (s) => s.length % 2 === 1 },
  {
    js: '[...__input].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 2 === 1',
    test: (s) => [...s].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 2 === 1,
  },
  { js: '(__input.charCodeAt(0) || 0) % 2 === 1', test: (s) => (s.charCodeAt(0) || 0) % 2 === 1 },
];

/** A reference made to answer wrongly whenever `condition` holds for its input, and correctly otherwise. */
function halfRight(code: string, condition: string): string {
  return [
    "const __fs = require('fs');",
    "const __input = __fs.readFileSync(0, 'utf8');",
    'const __read = __fs.readFileSync;',
    "__fs.readFileSync = (file, ...rest) => (file === 0 || file === '/dev/stdin' ? " +
      '(rest[0] ? __input : Buffer.from(__input)) : __read(file, ...rest));',
    `if (${condition}) console.log('~wrong~');`,
    'else {',
    code,
    '}',
  ].join('\n');
}

describe('scoring: correctness in the sandbox', function () {
  this.timeout(600_000);
  const sandbox = createSandbox({ maxParallel: PARALLEL });

  before(async function () {
    assert.ok(await sandbox.available(), 'the sandbox must be available for these tests');
  });

  it("gives 90 to the JavaScript reference of variation A of every hole in the run's sample", async () => {
    const started = performance.now();
    const scores = new Map<number, string>();
    const sample = sampledHoles(holeIds, SWEEP, 'references score 90');
    await forEachLimited(sample, PARALLEL, async (id) => {
      const code = reference(id, 'A', 'js');
      if (!code) return void scores.set(id, 'missing A.js');
      const m = await measureCorrectness({ language: 'javascript', code, variation: drawnVariation(id, 'A'), sandbox });
      scores.set(id, m.kind === 'executed' ? String(m.score) : m.kind);
    });
    const failing = [...scores].filter(([, s]) => s !== '90');
    console.log(
      `      ${sample.length} references in ${((performance.now() - started) / 1000).toFixed(1)} s, ${PARALLEL} at once`,
    );
    assert.deepEqual(failing, [], 'holes whose reference does not score 90');
    assert.ok(holeIds.length >= 80, `sheet 1 has ${holeIds.length} holes`);
  });

  it("gives 15 to a program that prints a constant, on every hole in the run's sample", async () => {
    const scores: [number, number][] = [];
    await forEachLimited(sampledHoles(holeIds, SWEEP, 'constants score 15'), PARALLEL, async (id) => {
      const m = await measureCorrectness({
        language: 'javascript',
        code: "console.log('~constant~')",
        variation: drawnVariation(id, 'A'),
        sandbox,
      });
      scores.push([id, m.score]);
      assert.equal(m.kind, 'executed');
    });
    assert.deepEqual(
      scores.filter(([, s]) => s !== 15),
      [],
    );
  });

  it('puts a half-right program between 15 and 90, in proportion to the cases it passes, on each hole sampled', async () => {
    const unsplit: number[] = [];
    await forEachLimited(sampledHoles(holeIds, SWEEP, 'half right'), PARALLEL, async (id) => {
      const variation = drawnVariation(id, 'A');
      const split = SPLITS.find((s) => new Set(variation.cases.map((c) => s.test(c.input))).size === 2);
      if (!split) return void unsplit.push(id);
      const m = await measureCorrectness({
        language: 'javascript',
        code: halfRight(reference(id, 'A', 'js')!, split.js),
        variation,
        sandbox,
      });
      const right = variation.cases.filter((c) => !split.test(c.input)).length;
      assert.equal(m.kind, 'executed', `hole ${id}`);
      assert.ok(m.score > 15 && m.score < 90, `hole ${id}: ${m.score}`);
      assert.equal(m.score, Math.round(15 + (75 * right) / variation.cases.length), `hole ${id}`);
      assert.match(
        m.facts.join(' '),
        new RegExp(
          `^${right} of ${variation.cases.length} hidden cases passed; the others ended in \\d+ wrong answers?\\. It fails on [a-z ,]+\\.$`,
        ),
      );
    });
    assert.deepEqual(unsplit, [], 'holes whose cases no split divides');
  });

  it('runs Python and TypeScript shots too, and counts a TypeScript compile error as failing every case', async () => {
    const variation = drawnVariation(1, 'A');
    const python = await measureCorrectness({ language: 'python', code: reference(1, 'A', 'py')!, variation, sandbox });
    assert.equal(python.score, 90);
    const ts = await measureCorrectness({
      language: 'typescript',
      code: "const line: string = require('fs').readFileSync(0, 'utf8').split('\\n')[0];\nconsole.log(line.length);",
      variation,
      sandbox,
    });
    assert.equal(ts.score, 90);
    const broken = await measureCorrectness({ language: 'typescript', code: 'const = ;', variation, sandbox });
    assert.equal(broken.score, 15);
    assert.match(broken.facts.join(' '), /did not compile/);
  });
});
