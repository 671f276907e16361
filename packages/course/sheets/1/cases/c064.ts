import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

type Word = (random: Random) => number;

/** Any 32-bit word. */
const word: Word = (random) => random.int(0, 2 ** 32 - 1);

/** A word whose top bytes are often zero: a counter of 2 to 4 significant bytes. */
const counter: Word = (random) => random.int(0, 2 ** (8 * random.int(2, 4)) - 1);

/** A word with its top bit set, among the largest. */
const large: Word = (random) => random.int(2 ** 31, 2 ** 32 - 1);

/** One word per line. */
const line = (draw: Word) => (random: Random) => `${draw(random)}\n`;

const words = [
  { tag: 'typical', draw: line(word) },
  { tag: 'typical', draw: line(counter) },
  { tag: 'typical', draw: line(word) },
  { tag: 'maximum', draw: line(large) },
  { tag: 'maximum', draw: line(large) },
] as const;

/** A rotation count: a few positions, a few turns, or anything up to 10^9. */
const rotation = (random: Random) => random.int(0, random.pick([31, 100, 1_000_000_000]));

/** A rotation count close to 10^9. */
const hugeRotation = (random: Random) => random.int(999_000_000, 1_000_000_000);

/** "x w k": a register of width w (from `width`) holding any w-bit value x, rotated by k (from `count`). */
const register = (width: (random: Random) => number, count: (random: Random) => number) => (random: Random) => {
  const w = width(random);
  return `${random.int(0, 2 ** w - 1)} ${w} ${count(random)}\n`;
};

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '2147483648\n' },
      { tag: 'tricky', input: '128\n' },
      { tag: 'tricky', input: '16711935\n' },
    ],
    drawn: words,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '2147483648\n' },
      { tag: 'tricky', input: '65535\n' },
      { tag: 'tricky', input: '2863311530\n' },
    ],
    drawn: words,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 0\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'tricky', input: '305419896 32\n' },
      { tag: 'tricky', input: '1 31\n' },
      { tag: 'tricky', input: '3735928559 100\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => `${word(random)} ${rotation(random)}\n` },
      { tag: 'typical', draw: (random) => `${counter(random)} ${rotation(random)}\n` },
      { tag: 'typical', draw: (random) => `${word(random)} ${random.int(1, 31)}\n` },
      { tag: 'maximum', draw: (random) => `${large(random)} ${hugeRotation(random)}\n` },
      { tag: 'maximum', draw: (random) => `${word(random)} ${hugeRotation(random)}\n` },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 1 0\n' },
      { tag: 'minimum', input: '1 1 7\n' },
      { tag: 'tricky', input: '1 32 1\n' },
      { tag: 'tricky', input: '255 12 12\n' },
      { tag: 'tricky', input: '100 7 1000000000\n' },
    ],
    drawn: [
      { tag: 'typical', draw: register((random) => random.int(8, 32), rotation) },
      { tag: 'typical', draw: register((random) => random.int(12, 32), rotation) },
      {
        tag: 'typical',
        draw: register(
          (random) => random.pick([8, 12, 16, 24, 32]),
          (random) => random.int(0, 1000),
        ),
      },
      { tag: 'maximum', draw: register(() => 32, hugeRotation) },
      { tag: 'maximum', draw: register((random) => random.int(28, 32), hugeRotation) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '16777217\n' },
      { tag: 'tricky', input: '2155905152\n' },
      { tag: 'tricky', input: '16711935\n' },
    ],
    drawn: words,
  },
});
