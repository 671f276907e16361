import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const LIMIT = 10n ** 18n;

type Big = (random: Random) => bigint;

/** A number of `bits` bits (top bit set, 1 <= bits <= 60), uniform among them and at most 10^18. */
function ofLength(random: Random, bits: number): bigint {
  for (;;) {
    let n = 1n;
    for (let left = bits - 1; left > 0; left -= Math.min(left, 30)) {
      const take = Math.min(left, 30);
      n = (n << BigInt(take)) | BigInt(random.int(0, 2 ** take - 1));
    }
    if (n <= LIMIT) return n;
  }
}

/** A build number of 36 to 60 bits. */
const build: Big = (random) => ofLength(random, random.int(36, 60));

/** A build number just below 10^18. */
const nearLimit: Big = (random) => LIMIT - BigInt(random.int(0, 2 ** 50));

/** A 60-bit build number up to 10^18. */
const top: Big = (random) => ofLength(random, 60);

const bitLength = (n: bigint) => n.toString(2).length;

/** One number per line, from `draw`. */
const one = (draw: Big) => (random: Random) => `${draw(random)}\n`;

/** "a b": a from `start`, b up to about 2^`reach` builds later (kept at most 10^18). */
const range = (start: Big, reach: (random: Random) => number) => (random: Random) => {
  const a = start(random);
  const span = ofLength(random, reach(random)) - 1n;
  const b = a + span > LIMIT ? LIMIT : a + span;
  return `${a} ${b}\n`;
};

/** "n k" with n from `draw` and k from `shard` (which sees n). */
const withShard = (draw: Big, shard: (random: Random, n: bigint) => number) => (random: Random) => {
  const n = draw(random);
  return `${n} ${shard(random, n)}\n`;
};

/** A bit position within n's length (the shards that ran at all). */
const inside = (random: Random, n: bigint) => random.int(0, bitLength(n) - 1);

/** A shard count near half of n's length, where most builds lie. */
const middling = (random: Random, n: bigint) => {
  const half = Math.floor(bitLength(n) / 2);
  return random.int(Math.max(1, half - 6), half + 6);
};

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '1023\n' },
      { tag: 'tricky', input: '1024\n' },
      { tag: 'tricky', input: '9007199254740993\n' },
    ],
    drawn: [
      { tag: 'typical', draw: one(build) },
      { tag: 'typical', draw: one(build) },
      { tag: 'typical', draw: one(build) },
      { tag: 'maximum', draw: one(nearLimit) },
      { tag: 'maximum', draw: one(top) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'tricky', input: '0 1\n' },
      { tag: 'tricky', input: '1024 1024\n' },
      { tag: 'tricky', input: '4503599627370495 9007199254740993\n' },
    ],
    drawn: [
      { tag: 'typical', draw: range(build, (random) => random.int(1, 30)) },
      { tag: 'typical', draw: range(build, (random) => random.int(20, 50)) },
      {
        tag: 'typical',
        draw: range(
          (random) => BigInt(random.int(0, 2 ** 40)),
          (random) => random.int(36, 60),
        ),
      },
      {
        tag: 'maximum',
        draw: range(
          (random) => BigInt(random.int(0, 2 ** 20)),
          () => 60,
        ),
      },
      { tag: 'maximum', draw: range(nearLimit, (random) => random.int(1, 40)) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '2\n' },
      { tag: 'tricky', input: '3\n' },
      { tag: 'tricky', input: '1024\n' },
    ],
    drawn: [
      { tag: 'typical', draw: one(build) },
      { tag: 'typical', draw: one(build) },
      { tag: 'typical', draw: one(build) },
      { tag: 'maximum', draw: one(nearLimit) },
      { tag: 'maximum', draw: one(top) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 0\n' },
      { tag: 'tricky', input: '7 3\n' },
      { tag: 'tricky', input: '8 3\n' },
      { tag: 'tricky', input: '1000000000000000000 60\n' },
    ],
    drawn: [
      { tag: 'typical', draw: withShard(build, inside) },
      { tag: 'typical', draw: withShard(build, inside) },
      { tag: 'typical', draw: withShard(build, (random) => random.int(0, 60)) },
      { tag: 'maximum', draw: withShard(nearLimit, (random) => random.int(0, 5)) },
      { tag: 'maximum', draw: withShard(nearLimit, (random) => random.int(54, 60)) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'tricky', input: '1000 0\n' },
      { tag: 'tricky', input: '1023 10\n' },
      { tag: 'tricky', input: '1022 10\n' },
    ],
    drawn: [
      { tag: 'typical', draw: withShard(build, middling) },
      { tag: 'typical', draw: withShard(build, inside) },
      { tag: 'typical', draw: withShard(build, (random, n) => random.int(1, Math.min(60, bitLength(n) + 2))) },
      { tag: 'maximum', draw: withShard(nearLimit, middling) },
      { tag: 'maximum', draw: withShard(nearLimit, (random) => random.int(45, 60)) },
    ],
  },
});
