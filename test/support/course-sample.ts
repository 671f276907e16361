import { deriveSeed, Random, VARIATION_LETTERS, type VariationLetter } from '@hiring/course';
import { runCaseSeed } from './case-seed';

/**
 * The suites that run the course's programs in the sandbox check a sample of it on each run, drawn
 * from the run's seed (printed; CASE_SEED=n draws the same sample and cases again), so that runs
 * go on covering the course rather than one fixed part of it. COURSE=all checks all of it. What
 * holds for every hole and variation without a sandbox (the references agree, the worked examples,
 * the drawn cases) is checked on the whole course on every run (test/flows/course/drawn-cases.test.ts).
 */
export const WHOLE_COURSE = process.env.COURSE === 'all';

let announced = false;
function announce() {
  if (announced) return;
  announced = true;
  console.log(
    WHOLE_COURSE
      ? '      the whole course (COURSE=all)'
      : `      a sample of the course drawn from seed ${runCaseSeed()} (COURSE=all checks all of it)`,
  );
}

/** The variation of a hole this run checks; every one with COURSE=all. */
export function sampledLetters(holeId: number): readonly VariationLetter[] {
  announce();
  if (WHOLE_COURSE) return VARIATION_LETTERS;
  return [VARIATION_LETTERS[Math.abs(deriveSeed(runCaseSeed(), 'variation', holeId)) % VARIATION_LETTERS.length]];
}

/** `count` of the holes, for one purpose, in order; all of them with COURSE=all. */
export function sampledHoles(holeIds: readonly number[], count: number, purpose: string): number[] {
  announce();
  if (WHOLE_COURSE || count >= holeIds.length) return [...holeIds];
  return new Random(deriveSeed(runCaseSeed(), purpose)).sample(holeIds, count).sort((a, b) => a - b);
}
