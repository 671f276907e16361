import { defineCases } from '../../../cases';
import { DIGITS, UPPERCASE, type Random } from '../../../random';

/** A random code: digit d is written as letter code[d], ten different capital letters. */
const code = (random: Random): string[] => random.sample([...UPPERCASE], 10);

/**
 * Numbers of the given lengths whose digit in column c (from the right) is one of the first `first` + 2c digits
 * of a random order: with `first` small, letters enter the puzzle a few per column, as in hand-made puzzles.
 */
function numbers(random: Random, lengths: number[], first = 10): number[] {
  const order = random.shuffle([...DIGITS].map(Number));
  return lengths.map((length) => {
    let text = '';
    for (let c = 0; c < length; c++) {
      const allowed = order
        .slice(0, Math.min(10, first + 2 * c))
        .filter((d) => d > 0 || c < length - 1 || length === 1);
      text = random.pick(allowed.length ? allowed : [order.find((d) => d > 0)!]) + text;
    }
    return Number(text);
  });
}

const encode = (key: string[], n: number): string => [...String(n)].map((d) => key[Number(d)]).join('');

/** A word of `length` letters from `letters` (for puzzles that need not have a solution). */
const word = (random: Random, letters: string, length: number): string => random.string(length, letters);

/** An addition of `count` words of `min` to `max` letters, made by encoding a true sum (see `numbers` for `first`). */
function plantedSum(random: Random, count: number, min: number, max: number, first = 10): string {
  const key = code(random),
    terms = numbers(
      random,
      Array.from({ length: count }, () => random.int(min, max)),
      first,
    );
  return (
    terms.map((t) => encode(key, t)).join('+') +
    '=' +
    encode(
      key,
      terms.reduce((a, b) => a + b, 0),
    )
  );
}

/** An addition of random words over a few letters: usually no solution, sometimes several. */
function randomSum(random: Random, count: number, min: number, max: number): string {
  const letters = random.sample([...UPPERCASE], random.int(4, 10)).join('');
  const terms = Array.from({ length: count }, () => word(random, letters, random.int(min, max)));
  return terms.join('+') + '=' + word(random, letters, Math.min(10, max + random.int(0, 1)));
}

/**
 * A small or medium addition puzzle: a true sum encoded most of the time, else random words. Its words have
 * 2 letters or more: sums of one-letter words are too few (R+R=X) for rounds to draw apart.
 */
const sum = (countMax: number, lengthMax: number) => (random: Random) => {
  const count = random.int(2, countMax);
  return (
    (random.chance(0.8) ? plantedSum(random, count, 2, lengthMax, 6) : randomSum(random, count, 2, lengthMax)) + '\n'
  );
};

/** Eight long words adding up to a ten-letter total, all ten digits in play. */
const longSum = (random: Random): string => plantedSum(random, 8, 8, 9, 3) + '\n';

/** Three to five long words and a long total. */
const fewLongWords = (random: Random): string => plantedSum(random, random.int(3, 5), 5, 9, 3) + '\n';

/** Eight short words and a short total: many partial assignments to try. */
const wideSum = (random: Random): string => plantedSum(random, 8, 2, 4, 3) + '\n';

/** Signed terms with a non-negative total, encoded with a random code (see `numbers` for `first`). */
function plantedSigned(random: Random, count: number, min: number, max: number, first = 10): string {
  const key = code(random);
  for (;;) {
    const terms = numbers(
      random,
      Array.from({ length: count }, () => random.int(min, max)),
      first,
    );
    const signs = terms.map((_, i) => (i && random.chance(0.4) ? -1 : 1));
    const total = terms.reduce((s, t, i) => s + signs[i] * t, 0);
    if (total < 0) continue;
    const left = terms.map((t, i) => (i ? (signs[i] < 0 ? '-' : '+') : '') + encode(key, t)).join('');
    return left + '=' + encode(key, total) + '\n';
  }
}

/**
 * A small or medium puzzle with + and -, true most of the time, else random words and signs (words of 2 letters or
 * more, as in `sum`).
 */
const signed = (countMax: number, lengthMax: number) => (random: Random) => {
  const count = random.int(2, countMax);
  if (random.chance(0.8)) return plantedSigned(random, count, 2, lengthMax, 6);
  const letters = random.sample([...UPPERCASE], random.int(4, 10)).join('');
  const terms = Array.from({ length: count }, () => word(random, letters, random.int(2, lengthMax)));
  return (
    terms.map((t, i) => (i ? random.pick(['+', '-']) : '') + t).join('') + '=' + word(random, letters, lengthMax) + '\n'
  );
};

/** A product of two factors of lengths within the ranges, encoded with a random code. */
function plantedProduct(random: Random, a: [number, number], b: [number, number]): string {
  const key = code(random),
    [x, y] = numbers(random, [random.int(...a), random.int(...b)]);
  return `${encode(key, x)}*${encode(key, y)}=${encode(key, x * y)}\n`;
}

/**
 * A multiplication puzzle: true most of the time, else random words. A true one has factors of 2 letters or
 * more: with a one-letter factor (often 0 or 1) the puzzles are too few (Z*E=Z, L*JJ=L) for rounds to draw apart.
 */
const product = (lengthMax: number) => (random: Random) => {
  if (random.chance(0.8)) return plantedProduct(random, [2, lengthMax], [2, lengthMax]);
  const letters = random.sample([...UPPERCASE], random.int(5, 10)).join('');
  const x = word(random, letters, random.int(2, lengthMax)),
    y = word(random, letters, random.int(1, lengthMax));
  return `${x}*${y}=${word(random, letters, Math.min(10, x.length + y.length - random.int(0, 1)))}\n`;
};

const additions = [
  { tag: 'typical', draw: sum(3, 4) },
  { tag: 'typical', draw: sum(4, 6) },
  { tag: 'typical', draw: sum(5, 5) },
  { tag: 'maximum', draw: longSum },
  { tag: 'maximum', draw: wideSum },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: 'A=A\n' },
      { tag: 'minimum', input: 'A=B\n' },
      { tag: 'tricky', input: 'AB=C\n' },
      { tag: 'tricky', input: 'A+A=B\n' },
      { tag: 'tricky', input: 'I+BB=ILL\n' },
    ],
    drawn: [...additions, { tag: 'maximum', draw: fewLongWords }],
  },
  B: {
    fixed: [
      { tag: 'empty', input: 'A=A\n' },
      { tag: 'minimum', input: 'A=B\n' },
      { tag: 'tricky', input: 'A+A=B\n' },
      { tag: 'tricky', input: 'AB=C\n' },
      { tag: 'tricky', input: 'I+BB=ILL\n' },
      { tag: 'tricky', input: 'CACHE+MISS=STALLS\n' },
    ],
    drawn: additions,
  },
  C: {
    fixed: [
      { tag: 'empty', input: 'A=A\n' },
      { tag: 'minimum', input: 'A-B=C\n' },
      { tag: 'tricky', input: 'A-A=B\n' },
      { tag: 'tricky', input: 'AB-CD=E\n' },
      { tag: 'tricky', input: 'ABC-ACB=BAC\n' },
      { tag: 'tricky', input: 'FORTY+TEN+TEN-SIXTY+ONE=ONE\n' },
    ],
    drawn: [
      { tag: 'typical', draw: signed(3, 4) },
      { tag: 'typical', draw: signed(4, 5) },
      { tag: 'typical', draw: signed(5, 5) },
      { tag: 'maximum', draw: (random: Random) => plantedSigned(random, 8, 8, 9, 3) },
      { tag: 'maximum', draw: (random: Random) => plantedSigned(random, 8, 2, 4, 3) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: 'A=A\n' },
      { tag: 'minimum', input: 'A=B\n' },
      { tag: 'tricky', input: 'A+A=B\n' },
      { tag: 'tricky', input: 'I+BB=ILL\n' },
      { tag: 'tricky', input: 'ABC+DEF+GHI=JJJ\n' },
    ],
    drawn: additions,
  },
  E: {
    fixed: [
      { tag: 'empty', input: 'A*A=A\n' },
      { tag: 'minimum', input: 'A*B=C\n' },
      { tag: 'tricky', input: 'A*A=B\n' },
      { tag: 'tricky', input: 'HA*HA=HAHA\n' },
      { tag: 'tricky', input: 'AB*CD=CDAB\n' },
    ],
    drawn: [
      { tag: 'typical', draw: product(3) },
      { tag: 'typical', draw: product(4) },
      { tag: 'typical', draw: product(5) },
      { tag: 'maximum', draw: (random: Random) => plantedProduct(random, [5, 5], [5, 5]) },
      { tag: 'maximum', draw: (random: Random) => plantedProduct(random, [4, 5], [1, 2]) },
    ],
  },
});
