import { VARIATION_LETTERS, fixedCases } from '@hiring/course';
import assert from 'node:assert/strict';
import type { EvaluatorResult } from '../../scoring/scorecard/scorecard-schema';
import {
  buildScorecard,
  createRuleBasedEvaluator,
  measureShot,
  PERSONALITIES,
  PERSONALITY_IDS,
  resultScore,
} from '../../scoring';
import { measureRubric } from '../../scoring/measure';
import type { CorrectnessSandbox } from '../../scoring/measure';
import type { SandboxRun } from '../../scoring/sandbox';
import { voiceOf } from '../../scoring/voices';
import { drawnVariation, hole, reference, SCORECARD_CASE_SEED, sheet, SHEET_ID } from '../support/scoring';

const publicHole = (id: number) => ({
  id,
  title: hole(id).title,
  category: hole(id).category,
  difficulty: hole(id).difficulty,
});

/** A sandbox whose program passes every case but those `fails` picks, printing something else there. */
const scripted = (fails: (tag: string, index: number) => boolean): CorrectnessSandbox => ({
  run: async (request): Promise<SandboxRun> =>
    ({
      available: true,
      cases: request.cases.map((c, i) => {
        const wrong = fails(drawnVariation(22, 'E').cases[i]?.tag ?? '', i);
        return { verdict: wrong ? 'wrong_answer' : 'passed', stdout: wrong ? `${c.expected}?` : c.expected };
      }),
    }) as never,
});

describe('scoring: a wrong answer never outscores a right one', () => {
  it('puts any result with correctness 90 at 60 or more and any other at 59 or less, for every personality', () => {
    for (const p of PERSONALITIES) {
      for (const correctness of [15, 50, 84, 89, 90]) {
        for (const others of [15, 40, 65, 90]) {
          const result = { personality: p.id, feedback: 'f' } as EvaluatorResult;
          for (const d of p.dimensions)
            result[d] = { score: d === 'correctness' ? correctness : others, commentary: 'c' };
          const score = resultScore(result);
          if (correctness === 90) assert.ok(score >= 60 && score <= 90, `${p.id}: ${score}`);
          else assert.ok(score >= 15 && score <= 59, `${p.id}: ${score}`);
        }
      }
    }
  });
});

describe('scoring: a shot that does nothing useful', () => {
  const variation = drawnVariation(22, 'E');

  it('keeps style credit for a program that runs out of time everywhere: it tries', async () => {
    const timesOut: CorrectnessSandbox = {
      run: async (request) =>
        ({ available: true, cases: request.cases.map(() => ({ verdict: 'time_limit', stdout: '' })) }) as never,
    };
    const m = await measureShot({ language: 'python', code: reference(22, 'E', 'py')! }, variation, timesOut);
    assert.equal(m.useless, undefined);
    assert.equal(m.correctness.score, 15);
    assert.ok(m.quality.score > 15);
  });
});

describe('scoring: what failed, in words', () => {
  const variation = drawnVariation(22, 'E');
  const nearMiss = scripted((tag) => tag === 'maximum');

  it('names the kinds of case that fail, never an input or an output, and never praises a near miss like a pass', async () => {
    const measurements = await measureShot(
      { language: 'python', code: reference(22, 'E', 'py')! },
      variation,
      nearMiss,
    );
    const missed = variation.cases.filter((c) => c.tag === 'maximum').length;
    assert.equal(measurements.correctness.score < 90, true);
    for (const id of PERSONALITY_IDS) {
      const result = await createRuleBasedEvaluator(id).evaluate({ hole: publicHole(22), measurements });
      const voice = voiceOf(id);
      const commentary = result.correctness!.commentary;
      assert.ok(
        voice.miss.some((phrase) => commentary.startsWith(phrase.replaceAll('{dim}', 'correctness'))),
        `${id}: ${commentary}`,
      );
      assert.ok(
        !voice.high.some((phrase) => commentary.includes(phrase.replaceAll('{dim}', 'correctness'))),
        `${id} praises a near miss`,
      );
      const expectedKinds = missed === 1 ? 'an input of the largest size' : 'inputs of the largest size';
      assert.match(
        result.feedback,
        new RegExp(
          `It fails ${missed} of ${variation.cases.length} hidden cases, on ${expectedKinds}: close, but not a pass\\.`,
        ),
      );
      assert.ok(resultScore(result) < 60, `${id}: ${resultScore(result)}`);
      for (const c of variation.cases) {
        for (const text of [c.input.trim(), c.output.trim()])
          if (text.length >= 4)
            assert.ok(!result.feedback.includes(text) && !commentary.includes(text), `${id} shows a case`);
      }
    }
  });

  it('says in the summary, hole by hole, which holes are correct', async () => {
    const card = await buildScorecard({
      sheetId: SHEET_ID,
      holes: [22, 12, 1],
      variations: ['E', 'A', 'A'],
      shots: {
        '22': { language: 'python', code: reference(22, 'E', 'py')! },
        '12': { language: 'python', code: 'print(1)' },
      },
      personalities: ['jaded_dev', 'caffeinated_genius', 'academic_rebel'],
      createdAt: '2026-01-01T00:00:00.000Z',
      caseSeed: SCORECARD_CASE_SEED,
      sandbox: nearMiss,
    });
    const lines = card.summary.split('\n');
    assert.ok(lines.includes('Correct: 0 of 3 holes.'), card.summary);
    assert.ok(
      lines.some((l) =>
        /^Hole 22 \(.+\): not correct, \d+ of \d+ hidden cases pass \(fails on inputs? of the largest size\); \d+\/90\.$/.test(
          l,
        ),
      ),
      card.summary,
    );
    assert.ok(
      lines.some((l) => /^Hole 1 \(.+\): nothing submitted; 15\/90\.$/.test(l)),
      card.summary,
    );
  });
});

describe('scoring: prose answers under the rubric', () => {
  const variation = drawnVariation(12, 'A'); // digit sum; the example is 31337 -> 17

  it('gives nothing for numbers that only repeat the statement or the example input', () => {
    const echo = measureRubric(
      'Read n, which has 1 to 1000 digits, for instance 31337, or 0.',
      variation,
      'an answer in human language',
    );
    const silent = measureRubric('Add up the digits of n.', variation, 'an answer in human language');
    assert.equal(echo.score, 15);
    assert.equal(echo.score, silent.score);
    assert.match(echo.facts.join(' '), /only repeat the statement and earn nothing/);
  });

  it('credits the results it states, and says what a rubric cannot judge', () => {
    const worked = measureRubric(
      'Add up the digits of n: 3+1+3+3+7 = 17 for the example, and 180 for twenty nines.',
      variation,
      'an answer in human language',
    );
    assert.ok(worked.score > 15, String(worked.score));
    assert.match(worked.facts.join(' '), /cannot judge the reasoning or the method/);
    assert.match(worked.facts.join(' '), /An LLM evaluator judges reasoning, where one is configured/);
  });

  it('lets a prose answer stating every result it knows score 89, one below a passing program, where the rubric checks any', function () {
    // The fixed cases of all 500 variations, their outputs run from the references: seconds of CPU.
    this.timeout(60_000);
    const unchecked: string[] = [];
    for (const h of sheet.holes.values()) {
      for (const letter of VARIATION_LETTERS) {
        const v = { ...h.variations[letter], cases: fixedCases(SHEET_ID, h.id, letter) };
        const m = measureRubric(
          [v.human.examples.output, ...v.cases.map((c) => c.output)].join('\n'),
          v,
          'an answer in human language',
        );
        if (m.score === 89) continue;
        assert.ok(m.kind === 'rubric' && m.targets <= 1, `${h.id}${letter}: ${m.score}, ${m.facts.join(' ')}`);
        unchecked.push(`${h.id}${letter}`);
      }
    }
    // Only the fixed cases can be stated (the drawn ones are unseen): on some variations their outputs are
    // all in the statement already, or too long for prose.
    assert.ok(unchecked.length <= 60, `variations whose results cannot be stated in prose: ${unchecked.join(', ')}`);
  });

  it('never gives the worked example alone more than its quarter', () => {
    const v = {
      ...variation,
      description: `${variation.description} The answer is always 0 or 1.`,
      cases: variation.cases.map((c, i) => ({ ...c, output: `${i % 2}\n` })),
      human: { ...variation.human, examples: { input: variation.human.examples.input, output: '17\n' } },
    };
    const copied = measureRubric('The answer is 17.', v, 'an answer in human language');
    assert.ok(copied.score <= 34, String(copied.score));
  });

  it('scores an answer that explains the method above an empty one', async () => {
    const evaluator = createRuleBasedEvaluator('academic_rebel');
    const explain = await measureShot(
      {
        language: 'human',
        code: 'Treat n as a string and add up its digits, one by one, starting from the left. For the empty input the answer is zero.',
      },
      variation,
      sandboxNever,
    );
    const empty = await measureShot({ language: 'human', code: '' }, variation, sandboxNever);
    const scoreOf = async (measurements: typeof explain) =>
      resultScore(await evaluator.evaluate({ hole: publicHole(12), measurements }));
    assert.ok((await scoreOf(explain)) > (await scoreOf(empty)));
  });
});

const sandboxNever: CorrectnessSandbox = {
  run: async () => {
    throw new Error('a prose answer is never executed');
  },
};
