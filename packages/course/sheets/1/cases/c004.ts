import { defineCases } from '../../../cases';
import { LOWERCASE, UPPERCASE, type Random } from '../../../random';

const LETTERS = LOWERCASE + UPPERCASE;

/** A letter other than `other`. */
function letterBut(random: Random, other: string | undefined): string {
  let letter = random.string(1, LETTERS);
  while (letter === other) letter = random.string(1, LETTERS);
  return letter;
}

/** Exactly `total` letters in maximal runs whose lengths come from `runLength` (the last one cut short). */
function runsOf(random: Random, total: number, runLength: () => number): string {
  let text = '';
  while (text.length < total) text += letterBut(random, text.at(-1)).repeat(runLength());
  return text.slice(0, total);
}

/** Exactly `total` letters in runs of 1 to `longest`. */
const runs = (total: number, longest: number) => (random: Random) =>
  runsOf(random, total, () => random.int(1, longest)) + '\n';

/** A health-check line of 40 to 300 letters in runs no longer than a limit of 2 to 12. */
function typicalRuns(random: Random): string {
  return runs(random.int(40, 300), random.int(2, 12))(random);
}

/** `total` letters that are one long run but for a few short runs at either end. */
const oneLongRun = (total: number) => (random: Random) => {
  const before = runsOf(random, random.int(8, 30), () => random.int(1, 3));
  const after = runsOf(random, random.int(8, 30), () => random.int(1, 3));
  const letter = letterBut(random, before.at(-1));
  return before + letter.repeat(total - before.length - after.length) + after + '\n';
};

/** `total` letters with no two neighbours equal: every run has length 1. */
const noRepeats = (total: number) => (random: Random) => runsOf(random, total, () => 1) + '\n';

/** `total` letters in runs whose lengths sit next to multiples of 9 (8, 9, 10, 17, 18, 19, ...). */
const nearNines = (total: number) => (random: Random) =>
  runsOf(random, total, () => 9 * random.int(1, 6) + random.int(-1, 1)) + '\n';

/** 10000 letters with two longest runs of the same length, apart, among shorter runs. */
function tiedLongest(random: Random): string {
  const longest = random.int(50, 2000);
  const background = runsOf(random, 10000 - 2 * longest, () => random.int(1, 49));
  const [first, second] = [random.int(0, background.length), random.int(0, background.length)].sort((a, b) => a - b);
  const run = (at: number) => {
    let letter = letterBut(random, background[at - 1]);
    while (letter === background[at]) letter = letterBut(random, background[at - 1]);
    return letter.repeat(longest);
  };
  return (
    background.slice(0, first) +
    run(first) +
    background.slice(first, second) +
    run(second) +
    background.slice(second) +
    '\n'
  );
}

/** A compressed line of `pieces` letters, each with a count of 1 to `largest` or none. */
function compressed(random: Random, pieces: number, largest: number): string {
  let text = '';
  for (let i = 0; i < pieces; i++) {
    text += random.string(1, LETTERS);
    if (random.chance(0.6)) text += random.int(1, largest);
  }
  return text;
}

/** A few short pieces, then one letter whose count fills the expansion to exactly 10000. */
function oneHugeCount(random: Random): string {
  let text = '';
  let expanded = 0;
  for (let i = random.int(8, 20); i > 0; i--) {
    const count = random.int(1, 9);
    text += random.string(1, LETTERS) + (count > 1 || random.chance(0.3) ? count : '');
    expanded += count;
  }
  return text + random.string(1, LETTERS) + (10000 - expanded) + '\n';
}

/** Pieces of one letter and one digit (2 to 9, so at most 10000 characters) whose expansion is exactly 10000 letters. */
function manySmallCounts(random: Random): string {
  let text = '';
  for (let expanded = 0; expanded < 10000;) {
    const count = Math.min(random.int(2, 9), 10000 - expanded);
    text += random.string(1, LETTERS) + count;
    expanded += count;
  }
  return text + '\n';
}

const typical = [
  { tag: 'typical', draw: typicalRuns },
  { tag: 'typical', draw: typicalRuns },
  { tag: 'typical', draw: (random: Random) => runs(random.int(80, 300), 1 + random.int(1, 3) * 9)(random) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'z\n' },
      { tag: 'tricky', input: 'aAaA\n' },
      { tag: 'tricky', input: 'abcdef\n' },
      { tag: 'tricky', input: 'q'.repeat(1234) + '\n' },
    ],
    drawn: [
      ...typical,
      { tag: 'maximum', draw: oneLongRun(5000) },
      { tag: 'maximum', draw: noRepeats(5000) },
      { tag: 'maximum', draw: runs(5000, 99) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: 'a1\n' },
      { tag: 'tricky', input: 'a10b1c\n' },
      { tag: 'tricky', input: 'aA2a3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => compressed(random, random.int(5, 40), 30) + '\n' },
      { tag: 'typical', draw: (random) => compressed(random, random.int(5, 40), 30) + '\n' },
      { tag: 'typical', draw: (random) => compressed(random, random.int(4, 10), 500) + '\n' },
      { tag: 'maximum', draw: oneHugeCount },
      { tag: 'maximum', draw: (random) => random.string(10000, LETTERS) + '\n' },
      { tag: 'maximum', draw: manySmallCounts },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'z\n' },
      { tag: 'tricky', input: 'aAaA\n' },
      { tag: 'tricky', input: 'zz\n' },
      { tag: 'tricky', input: 'q'.repeat(1234) + 'Q\n' },
    ],
    drawn: [
      ...typical,
      { tag: 'maximum', draw: oneLongRun(5000) },
      { tag: 'maximum', draw: noRepeats(5000) },
      { tag: 'maximum', draw: runs(5000, 99) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'z\n' },
      { tag: 'tricky', input: 'aAaA\n' },
      { tag: 'tricky', input: 'zzyyyxxx\n' },
      { tag: 'tricky', input: 'bbaaaab\n' },
    ],
    drawn: [
      ...typical,
      { tag: 'maximum', draw: oneLongRun(10000) },
      { tag: 'maximum', draw: noRepeats(10000) },
      { tag: 'maximum', draw: runs(10000, 99) },
      { tag: 'maximum', draw: tiedLongest },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'z\n' },
      { tag: 'tricky', input: 'aaaaaaaaa\n' },
      { tag: 'tricky', input: 'aaaaaaaaaa\n' },
      { tag: 'tricky', input: 'b'.repeat(18) + 'B'.repeat(19) + '\n' },
    ],
    drawn: [
      ...typical,
      { tag: 'maximum', draw: oneLongRun(5000) },
      { tag: 'maximum', draw: noRepeats(5000) },
      { tag: 'maximum', draw: nearNines(5000) },
    ],
  },
});
