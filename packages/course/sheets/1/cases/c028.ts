import { defineCases } from '../../../cases';
import { UPPERCASE, type Random } from '../../../random';

const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));

/** A uniform integer from lo to hi (both included), however large. */
function bigBetween(random: Random, lo: bigint, hi: bigint): bigint {
  const span = hi - lo + 1n;
  let r = 0n;
  for (let bits = 0; bits < span.toString(2).length + 30; bits += 30)
    r = (r << 30n) | BigInt(random.int(0, 2 ** 30 - 1));
  return lo + (r % span);
}

/** A permutation of 1..n as the n line and the permutation line. */
const listed = (values: readonly number[]) => `${values.length}\n${values.join(' ')}\n`;

/** A random permutation of 1..n for n from `min` to `max` (at least 14, so that there are billions of them). */
const permutation = (min: number, max: number) => (random: Random) => {
  const n = random.int(min, max);
  return listed(random.shuffle(Array.from({ length: n }, (_, i) => i + 1)));
};

/** 20 down to 15, then 1..14 shuffled: a rank close to the largest. */
function lateRank(random: Random): string {
  const tail = random.shuffle(Array.from({ length: 14 }, (_, i) => i + 1));
  return listed([20, 19, 18, 17, 16, 15, ...tail]);
}

/** n from `min` to `max` and any k from 1 to n!. */
const ranked = (min: number, max: number) => (random: Random) => {
  const n = random.int(min, max);
  return `${n} ${bigBetween(random, 1n, factorial(n))}\n`;
};

/** n = 20 and k within 10^12 of 20!: the last permutations. */
function lastOnes(random: Random): string {
  return `20 ${factorial(20) - bigBetween(random, 0n, 10n ** 12n)}\n`;
}

/** `min` to `max` team letters among 5 to 8 of them, in any order. */
function teams(random: Random, min: number, max: number): string {
  const letters = random.sample([...UPPERCASE], random.int(5, 8)).join('');
  return random.string(random.int(min, max), letters);
}

/** The number of distinct rearrangements of `letters`. */
function arrangements(letters: string): bigint {
  const counts = new Map<string, number>();
  for (const c of letters) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts.values()].reduce((total, c) => total / factorial(c), factorial(letters.length));
}

/** 20 distinct letters in decreasing order but for a shuffled tail of 12: a rank close to the largest. */
function distinctLate(random: Random): string {
  const letters = random
    .sample([...UPPERCASE], 20)
    .sort()
    .reverse();
  return [...letters.slice(0, 8), ...random.shuffle(letters.slice(8))].join('') + '\n';
}

/** 20 letters with repeats, drawn among 8 to 14 of them. */
function repeated(random: Random): string {
  return random.string(20, random.sample([...UPPERCASE], random.int(8, 14)).join(''));
}

/** Letters and a k among their arrangements. */
const lottery = (letters: (random: Random) => string) => (random: Random) => {
  const text = letters(random);
  return `${text}\n${bigBetween(random, 1n, arrangements(text))}\n`;
};

/** Values and their count: mostly distinct when drawn from a wide range, repeats when from a narrow one. */
const values = (min: number, max: number, top: number) => (random: Random) =>
  listed(Array.from({ length: random.int(min, max) }, () => random.int(0, top)));

/** A random prefix, then a non-increasing suffix: the next order only changes the end. */
function descendingTail(random: Random): string {
  const n = random.int(8, 40);
  const split = random.int(1, n - 3);
  const head = Array.from({ length: split }, () => random.int(0, 1000));
  const tail = Array.from({ length: n - split }, () => random.int(0, 1000)).sort((a, b) => b - a);
  return listed([...head, ...tail]);
}

/** 2000 values whose only ascent is near the front: the longest suffix to reverse. */
function earlyPivot(random: Random): string {
  const p = random.int(0, 20);
  const tail = Array.from({ length: 2000 - p - 1 }, () => random.int(1, 10_000_000)).sort((a, b) => b - a);
  const head = Array.from({ length: p }, () => random.int(0, 10_000_000));
  return listed([...head, random.int(0, tail[0] - 1), ...tail]);
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\n1\n' },
      { tag: 'tricky', input: '13\n13 12 11 10 9 8 7 6 5 4 3 2 1\n' },
      { tag: 'tricky', input: '19\n19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1\n' },
    ],
    drawn: [
      { tag: 'typical', draw: permutation(14, 16) },
      { tag: 'typical', draw: permutation(16, 18) },
      { tag: 'typical', draw: permutation(18, 19) },
      { tag: 'maximum', draw: permutation(20, 20) },
      { tag: 'maximum', draw: lateRank },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 1\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'tricky', input: '13 6227020800\n' },
      { tag: 'tricky', input: '19 121645100408832000\n' },
    ],
    drawn: [
      { tag: 'typical', draw: ranked(14, 16) },
      { tag: 'typical', draw: ranked(16, 18) },
      { tag: 'typical', draw: ranked(18, 19) },
      { tag: 'maximum', draw: ranked(20, 20) },
      { tag: 'maximum', draw: lastOnes },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'Q\n' },
      { tag: 'tricky', input: 'AAAA\n' },
      { tag: 'tricky', input: 'ZZZZZZZZZZYYYYYYYYYY\n' },
      { tag: 'tricky', input: 'BAAAAAAAAAAAAAAAAAAA\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => teams(random, 12, 14) + '\n' },
      { tag: 'typical', draw: (random) => teams(random, 14, 17) + '\n' },
      { tag: 'typical', draw: (random) => teams(random, 17, 19) + '\n' },
      { tag: 'maximum', draw: distinctLate },
      { tag: 'maximum', draw: (random) => repeated(random) + '\n' },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\n7\n' },
      { tag: 'tricky', input: '3\n5 5 5\n' },
      { tag: 'tricky', input: '4\n3 2 1 1\n' },
      { tag: 'tricky', input: '5\n1 5 1 1 1\n' },
    ],
    drawn: [
      { tag: 'typical', draw: values(5, 12, 1_000_000_000) },
      { tag: 'typical', draw: values(10, 40, 20) },
      { tag: 'typical', draw: descendingTail },
      { tag: 'maximum', draw: earlyPivot },
      { tag: 'maximum', draw: values(2000, 2000, 999) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n1\n' },
      { tag: 'minimum', input: 'X\n1\n' },
      { tag: 'tricky', input: 'AAAA\n1\n' },
      { tag: 'tricky', input: 'ZYZYZYZYZYZYZYZYZYZY\n184756\n' },
      { tag: 'tricky', input: 'AAAAAAAAAAAAAAAAAAAB\n17\n' },
    ],
    drawn: [
      { tag: 'typical', draw: lottery((random) => teams(random, 8, 12)) },
      { tag: 'typical', draw: lottery((random) => teams(random, 12, 16)) },
      { tag: 'typical', draw: lottery((random) => teams(random, 16, 19)) },
      { tag: 'maximum', draw: lottery((random) => random.sample([...UPPERCASE], 20).join('')) },
      { tag: 'maximum', draw: lottery(repeated) },
    ],
  },
});
