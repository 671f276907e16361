import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

/** One integer from `least` to `most`, never one of the fixed inputs `taken`. */
const between =
  (least: number, most: number, taken: readonly number[] = []) =>
  (random: Random) => {
    let n = random.int(least, most);
    while (taken.includes(n)) n = random.int(least, most);
    return `${n}\n`;
  };

/** One integer of 6 to 12 digits, at most 10^12: mug counts of every magnitude. */
const anyMugs = (random: Random) => {
  const digits = random.int(6, 12);
  return `${random.int(10 ** (digits - 1), Math.min(10 ** digits - 1, 10 ** 12))}\n`;
};

/** Level counts of `count` pyramids, each `least` to 10000 levels, some of them empty. */
const pyramids = (count: (random: Random) => number, least: number) => (random: Random) =>
  Array.from({ length: count(random) }, () => (random.chance(0.05) ? 0 : random.int(least, 10000))).join(' ') + '\n';

/** A short list of small pyramids. */
const fewSmall = (random: Random) =>
  Array.from({ length: random.int(8, 30) }, () => random.int(0, random.pick([100, 1000, 10000]))).join(' ') + '\n';

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '65536\n' },
      { tag: 'tricky', input: '100001\n' },
    ],
    // n has only 1,000,001 values: over 2000 rounds of four draws some must repeat, whatever the ranges.
    drawn: [
      { tag: 'typical', draw: between(2, 316000, [65536, 100001]), few: true },
      { tag: 'typical', draw: between(316001, 633000), few: true },
      { tag: 'typical', draw: between(633001, 949999), few: true },
      { tag: 'maximum', draw: between(950000, 1000000), few: true },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '3\n' },
      { tag: 'tricky', input: '500000500000\n' },
      { tag: 'tricky', input: '500000499999\n' },
    ],
    drawn: [
      { tag: 'typical', draw: anyMugs },
      { tag: 'typical', draw: anyMugs },
      { tag: 'typical', draw: anyMugs },
      { tag: 'maximum', draw: between(985_000_000_001, 1_000_000_000_000) },
      { tag: 'maximum', draw: between(970_000_000_000, 985_000_000_000) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '65535\n' },
      { tag: 'tricky', input: '99999\n' },
    ],
    // n has only 100,001 values: rounds often share one.
    drawn: [
      { tag: 'typical', draw: between(2, 47000), few: true },
      { tag: 'typical', draw: between(47001, 94999, [65535]), few: true },
      { tag: 'typical', draw: between(2, 94999, [65535]), few: true },
      { tag: 'maximum', draw: between(95000, 100000, [99999]), few: true },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '6\n' },
      { tag: 'tricky', input: '500000500000\n' },
      { tag: 'tricky', input: '500000499999\n' },
    ],
    drawn: [
      { tag: 'typical', draw: anyMugs },
      { tag: 'typical', draw: anyMugs },
      { tag: 'typical', draw: anyMugs },
      { tag: 'maximum', draw: between(970_000_000_000, 1_000_000_000_000) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '0 0 5 0\n' },
    ],
    drawn: [
      { tag: 'typical', draw: fewSmall },
      { tag: 'typical', draw: fewSmall },
      { tag: 'typical', draw: pyramids((random) => random.int(20, 200), 0) },
      { tag: 'maximum', draw: pyramids(() => 1000, 9900) },
      { tag: 'maximum', draw: pyramids(() => 1000, 0) },
    ],
  },
});
