import { drawVariation, VARIATION_LETTERS } from '@hiring/course';
import type { BenchRow } from './table';

const PAIRS = 100_000;
const HOLES = 3;

/**
 * What a preview shows of the real round: a candidate who starts a round only to read it (with a
 * second address, say) and then the real one with the same holes reads, per hole, the variation of
 * the real round only when the second draw repeats the first. Drawn as a round start draws them.
 */
export async function run(): Promise<BenchRow[]> {
  let holesAlike = 0;
  let roundsAlike = 0;
  for (let i = 0; i < PAIRS; i++) {
    let alike = 0;
    for (let h = 0; h < HOLES; h++) if (drawVariation() === drawVariation()) alike++;
    holesAlike += alike;
    if (alike === HOLES) roundsAlike++;
  }
  const uniform = 1 / VARIATION_LETTERS.length;
  const perHole = holesAlike / (PAIRS * HOLES);
  const perRound = roundsAlike / PAIRS;
  return [
    {
      bench: 'preview',
      name: `a second round's variation of a hole is the first's (${PAIRS} pairs of rounds)`,
      value: perHole * 100,
      unit: '%',
      anchor: { name: 'one of the five variations at random', value: uniform * 100, unit: '%' },
      ratio: perHole / uniform,
      goal: '<= 1.05',
      met: perHole / uniform <= 1.05,
    },
    {
      bench: 'preview',
      name: "a second round's variations are all three the first's",
      value: perRound * 100,
      unit: '%',
      anchor: { name: '(1/5)^3', value: uniform ** HOLES * 100, unit: '%' },
      ratio: perRound / uniform ** HOLES,
      goal: '<= 1.2',
      met: perRound / uniform ** HOLES <= 1.2,
    },
  ];
}
