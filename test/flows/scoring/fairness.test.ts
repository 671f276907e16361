import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { collectPrograms, type MeasuredProgram } from '../../../bench/fidelity/collect';
import { orders, scorePrograms } from '../../../bench/fidelity/orders';
import { createRuleBasedEvaluator, measureShot, PERSONALITY_IDS, resultScore } from '../../../scoring';
import { DIMENSIONS } from '../../../scoring/scorecard/dimensions';
import { createSandbox } from '../../../scoring/sandbox';
import { drawnVariation, hole, SCORECARD_CASE_SEED, SHEET_ID } from '../../support/scoring';

const publicHole = (id: number) => ({
  id,
  title: hole(id).title,
  category: hole(id).category,
  difficulty: hole(id).difficulty,
});

describe('scoring: a wrong answer never outscores a right one', function () {
  this.timeout(300_000);

  describe('measured on reference programs and one-bug mutants of them', () => {
    const sandbox = createSandbox({ maxParallel: availableParallelism() + 1 });
    let programs: MeasuredProgram[];

    before(async function () {
      assert.ok(await sandbox.available(), 'the sandbox must be available for these tests');
      programs = await collectPrograms({
        sheetId: SHEET_ID,
        holes: [2, 12, 22, 40, 77],
        letters: ['A', 'E'],
        sandbox,
        caseSeed: SCORECARD_CASE_SEED,
        attempts: 2,
      });
      console.log(
        `      ${programs.length} programs, ${programs.filter((p) => p.kind !== 'right').length} of them not right`,
      );
      assert.ok(
        programs.filter((p) => p.kind !== 'right' && !['empty', 'constant', 'echo', 'silent'].includes(p.kind))
          .length >= 15,
        'too few wrong programs to say anything',
      );
    });

    it('ranks every right answer strictly above every wrong one, on the same hole and across holes, for every personality', async () => {
      for (const personality of PERSONALITY_IDS) {
        const o = orders(personality, await scorePrograms(personality, programs));
        assert.equal(
          o.sameHole.rightAbove,
          o.sameHole.pairs,
          `${personality}: lowest right ${o.lowestRight}, highest wrong ${o.highestWrong}`,
        );
        assert.equal(o.acrossHoles.rightAbove, o.acrossHoles.pairs, personality);
      }
    });

    it('still tells right answers apart by style, and keeps useless programs at the floor', async () => {
      for (const personality of PERSONALITY_IDS) {
        const o = orders(personality, await scorePrograms(personality, programs));
        assert.ok(
          o.rightScores.distinct >= 5,
          `${personality}: ${o.rightScores.distinct} distinct scores among right answers`,
        );
        assert.equal(o.uselessMax, 15, personality);
      }
    });
  });
});

describe('scoring: a shot that does nothing useful', function () {
  this.timeout(120_000);
  const sandbox = createSandbox();
  const variation = drawnVariation(22, 'E'); // some of its expected outputs are empty
  const empty = variation.cases.filter((c) => c.output.trim() === '').length;

  for (const [kind, language, code] of [
    ['prints nothing', 'python', 'import sys\ndata = sys.stdin.read()\n'],
    ['prints a constant', 'javascript', "console.log('3');\n"],
    ['echoes its input', 'python', 'import sys\nsys.stdout.write(sys.stdin.read())\n'],
    ['does not compile', 'typescript', 'const = ;'],
  ] as const) {
    it(`${kind}: the floor on every dimension for every personality, with feedback that says so`, async () => {
      const measurements = await measureShot({ language, code }, variation, sandbox);
      assert.ok(measurements.useless, `${kind}: ${measurements.correctness.facts.join(' ')}`);
      for (const id of PERSONALITY_IDS) {
        const result = await createRuleBasedEvaluator(id).evaluate({ hole: publicHole(22), measurements });
        for (const d of DIMENSIONS) if (result[d]) assert.equal(result[d].score, 15, `${id} ${d}`);
        assert.equal(resultScore(result), 15);
        assert.match(result.feedback, /does nothing useful/);
      }
    });
  }

  it('gives no credit for empty expected outputs to a program that prints nothing', async () => {
    const m = await measureShot(
      { language: 'python', code: 'import sys\ndata = sys.stdin.read()\n' },
      variation,
      sandbox,
    );
    assert.ok(empty >= 2, `${empty} empty expected outputs`);
    assert.equal(m.correctness.kind === 'executed' && m.correctness.passed, empty);
    assert.equal(m.correctness.score, 15);
    assert.match(
      m.correctness.facts.join(' '),
      new RegExp(
        `It printed nothing for any of the ${variation.cases.length} hidden cases; the ${empty} cases it matched are coincidence`,
      ),
    );
  });
});
