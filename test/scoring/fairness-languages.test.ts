import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { reference } from '../../bench/programs';
import { OTHER_REFERENCE_LANGUAGES } from '../../course/references';
import { VARIATION_LETTERS, type VariationLetter } from '../../course/schema';
import {
  createRuleBasedEvaluator,
  measureShot,
  PERSONALITY_IDS,
  resultScore,
  type ShotMeasurements,
} from '../../scoring';
import { createSandbox } from '../../scoring/sandbox';
import { drawnVariation, hole } from './support';

const LANGUAGES = ['javascript', 'python', ...OTHER_REFERENCE_LANGUAGES.map((l) => l.language)];
const HOLES = [12, 47];
const LETTER: VariationLetter = 'A';

/**
 * Across languages: on the same hole, a right program in any language scores above a wrong one in
 * any language, for every personality. The wrong ones are the other variations' right programs in
 * the same language, run on this variation: real work, in the language's own idiom, that answers
 * another question (the first of them that fails a case and is not useless).
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
          for (const letter of VARIATION_LETTERS.filter((l) => l !== LETTER)) {
            const w = await measure(language, letter);
            if (w.correctness.score < 90 && !w.useless) return void wrong.push([`${language} (${letter}'s)`, w]);
          }
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
