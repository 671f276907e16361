import { randomInt } from 'node:crypto';

let seed: number | undefined;

/**
 * The seed this run's suites draw hidden cases from: drawn once per run, so that each run tries
 * cases no run tried before, and printed; CASE_SEED=n draws a run's cases again.
 */
export function runCaseSeed(): number {
  if (seed === undefined) {
    seed = process.env.CASE_SEED ? Number(process.env.CASE_SEED) : randomInt(2 ** 31);
    console.log(`      hidden cases drawn from seed ${seed} (CASE_SEED=${seed} draws them again)`);
  }
  return seed;
}
