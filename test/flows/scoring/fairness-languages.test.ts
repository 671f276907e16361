import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { reference } from '../../../bench/programs';
import { OTHER_REFERENCE_LANGUAGES, type VariationLetter } from '@hiring/course';
import {
  createRuleBasedEvaluator,
  measureShot,
  PERSONALITY_IDS,
  resultScore,
  type ShotMeasurements,
} from '../../../scoring';
import { createSandbox } from '../../../scoring/sandbox';
import { drawnVariation, hole } from '../../support/scoring';

const LANGUAGES = ['javascript', 'python', ...OTHER_REFERENCE_LANGUAGES.map((l) => l.language)];
const HOLES = [12, 47];
const LETTER: VariationLetter = 'A';
const WRONG_LETTER: VariationLetter = 'B';

/**
 * Across languages: on the same hole, a right program in any language scores above a wrong one in
 * any language, for every personality. The wrong ones are variation B's right programs in the same
 * language, run on variation A: real work, in the language's own idiom, that answers another
 * question (where one passes every case or does nothing useful, it is left out).
 */
describe('scoring: a right program in any language outscores a wrong one in any language', function () {
  this.timeout(600_000);
  const sandbox = createSandbox({ maxParallel: availableParallelism() + 1 });

  for (const id of HOLES) {
    it(`hole ${id}: ${LANGUAGES.length} languages, every personality`, async () => {
      const variation = drawnVariation(id, LETTER);
      const publicHole = { id, title: hole(id).title, category: hole(id).category, difficulty: hole(id).difficulty };
      const measure = (language: string, letter: VariationLetter) =>
        measureShot({ language, code: reference(id, letter, language) }, variation, sandbox);
      const right: [string, ShotMeasurements][] = [];
      const wrong: [string, ShotMeasurements][] = [];
      await Promise.all(
        LANGUAGES.map(async (language) => {
          const m = await measure(language, LETTER);
          assert.equal(m.correctness.score, 90, `${language}: ${m.correctness.facts.join(' ')}`);
          right.push([language, m]);
          // Variation B's program: on A's cases it fails some (checked below), in every language's own idiom.
          const w = await measure(language, WRONG_LETTER);
          if (w.correctness.score < 90 && !w.useless) wrong.push([`${language} (${WRONG_LETTER}'s)`, w]);
        }),
      );
      assert.ok(wrong.length >= LANGUAGES.length / 2, `wrong programs found in ${wrong.length} languages`);
      // Length against the language's own par: the right programs' length scores stay near one another
      // (against the course's par alone, C's would be about 25 and Python's 70).
      const lengths = right.map(([language, m]) => [language, m.length.score] as const).sort((a, b) => a[1] - b[1]);
      assert.ok(
        lengths.at(-1)![1] - lengths[0][1] <= 40,
        `length scores of right programs, by language: ${lengths.map(([l, s]) => `${l} ${s}`).join(', ')}`,
      );
      for (const personality of PERSONALITY_IDS) {
        const evaluator = createRuleBasedEvaluator(personality);
        const score = async ([name, measurements]: [string, ShotMeasurements]) =>
          [name, resultScore(await evaluator.evaluate({ hole: publicHole, measurements }))] as const;
        const rights = await Promise.all(right.map(score));
        const wrongs = await Promise.all(wrong.map(score));
        const lowest = rights.reduce((a, b) => (b[1] < a[1] ? b : a));
        const highest = wrongs.reduce((a, b) => (b[1] > a[1] ? b : a));
        assert.ok(
          lowest[1] > highest[1],
          `${personality}: the right ${lowest[0]} scores ${lowest[1]}, the wrong ${highest[0]} ${highest[1]}`,
        );
      }
    });
  }
});
