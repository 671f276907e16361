import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

/** The fixed traps' masks: n XORs of subsets of six random 60-bit vectors, from a seeded congruential generator. */
const lowRankMasks = (n: number, seed: number): string => {
  let x = BigInt(seed);
  const next = () => (x = (x * 6364136223846793005n + 1442695040888963407n) % (1n << 64n)) >> 4n;
  const all = (1n << 60n) - 1n;
  const base = Array.from({ length: 6 }, () => next() & all);
  const out: bigint[] = [];
  for (let i = 0; i < n; i++) {
    const m = next();
    out.push(base.reduce((v, b, j) => ((m >> BigInt(j * 7)) & 1n ? v ^ b : v), 0n));
  }
  return out.join('\n') + '\n';
};

const LIMIT = 1n << 60n;

/** A uniform integer of `bits` bits (0 <= value < 2^bits), for bits up to 60. */
function bits(random: Random, count: number): bigint {
  const high = count > 30 ? BigInt(random.int(0, 2 ** (count - 30) - 1)) : 0n;
  return (high << 30n) | BigInt(random.int(0, 2 ** Math.min(count, 30) - 1));
}

/** Patch masks of one of several shapes, with their count. */
type Shelf = (random: Random) => bigint[];

/** n masks of a random width of at least `narrowest` bits, each uniform below 2^width. */
const uniform =
  (least: number, most: number, narrowest = 8): Shelf =>
  (random) => {
    const width = random.int(narrowest, 60);
    return Array.from({ length: random.int(least, most) }, () => bits(random, width));
  };

/** n masks that are XORs of random subsets of `rank` random 60-bit vectors: many dependent patches. */
const dependent =
  (least: number, most: number, rank: number | [number, number]): Shelf =>
  (random) => {
    const r = typeof rank === 'number' ? rank : random.int(...rank);
    const base = Array.from({ length: r }, () => bits(random, 60));
    return Array.from({ length: random.int(least, most) }, () =>
      base.reduce((v, b) => (random.chance(0.5) ? v ^ b : v), 0n),
    );
  };

/** Shuffled single bits and small combinations of them, repeats included. */
const flags: Shelf = (random) =>
  Array.from({ length: random.int(10, 80) }, () => {
    let v = 0n;
    for (let k = random.int(1, 3); k > 0; k--) v |= 1n << BigInt(random.int(0, 59));
    return v;
  });

/** A reachable config: the XOR of a random subset of the masks. */
const reachable = (random: Random, masks: bigint[]) => masks.reduce((v, m) => (random.chance(0.5) ? v ^ m : v), 0n);

const listing = (masks: bigint[]) => masks.map((m) => `${m}\n`).join('');

/** n, then the masks. */
const plain = (shelf: Shelf) => (random: Random) => {
  const masks = shelf(random);
  return `${masks.length}\n${listing(masks)}`;
};

/** n and a target config t (half the time reachable, else any value below 2^60 or one bit off a reachable one), then the masks. */
const target = (shelf: Shelf) => (random: Random) => {
  const masks = shelf(random);
  const t = random.chance(0.5)
    ? reachable(random, masks)
    : random.chance(0.5)
      ? bits(random, 60)
      : reachable(random, masks) ^ (1n << BigInt(random.int(0, 59)));
  return `${masks.length} ${t}\n${listing(masks)}`;
};

/** How many independent masks there are (the rank of the masks over GF(2)). */
function dimension(masks: bigint[]): number {
  const basis: bigint[] = [];
  for (let x of masks) {
    for (const b of basis) if ((x ^ b) < x) x ^= b;
    if (x) {
      basis.push(x);
      basis.sort((p, q) => (q > p ? 1 : q < p ? -1 : 0));
    }
  }
  return basis.length;
}

/** n and a rank k, mostly among the reachable configs, sometimes past them or up to 2^60, then the masks. */
const rank = (shelf: Shelf) => (random: Random) => {
  const masks = shelf(random);
  const count = 1n << BigInt(dimension(masks));
  const roll = random.int(0, 9);
  const k =
    roll < 7
      ? (bits(random, 60) % count) + 1n
      : roll < 9 && count < LIMIT
        ? count + 1n + (bits(random, 60) % (LIMIT - count))
        : LIMIT - BigInt(random.int(0, 1000));
  return `${masks.length} ${k}\n${listing(masks)}`;
};

const SHELVES = {
  small: uniform(5, 40),
  dependent: dependent(20, 200, [2, 16]),
  flags,
  full: uniform(500, 500, 60),
  lowRank: dependent(500, 500, 6),
};

const drawn = (line: (shelf: Shelf) => (random: Random) => string) => [
  { tag: 'typical' as const, draw: line(SHELVES.small) },
  { tag: 'typical' as const, draw: line(SHELVES.dependent) },
  { tag: 'typical' as const, draw: line(SHELVES.flags) },
  { tag: 'maximum' as const, draw: line(SHELVES.full) },
  { tag: 'maximum' as const, draw: line(SHELVES.lowRank) },
];

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n5\n' },
      { tag: 'tricky', input: '3\n7\n7\n7\n' },
      { tag: 'tricky', input: '3\n12\n10\n6\n' },
      { tag: 'tricky', input: '200\n' + lowRankMasks(200, 11) },
    ],
    drawn: drawn(plain),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n5\n' },
      { tag: 'tricky', input: '3\n7\n7\n7\n' },
      { tag: 'tricky', input: '3\n12\n10\n6\n' },
      { tag: 'tricky', input: '200\n' + lowRankMasks(200, 11) },
    ],
    drawn: drawn(plain),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 4\n5\n' },
      { tag: 'tricky', input: '3 0\n7\n7\n7\n' },
      { tag: 'tricky', input: '3 1\n12\n10\n6\n' },
      { tag: 'tricky', input: '200 290486810453225910\n' + lowRankMasks(200, 11) },
    ],
    drawn: drawn(target),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n5\n' },
      { tag: 'tricky', input: '3\n7\n7\n7\n' },
      { tag: 'tricky', input: '3\n12\n10\n6\n' },
      { tag: 'tricky', input: '200\n' + lowRankMasks(200, 11) },
    ],
    drawn: drawn(plain),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 1\n' },
      { tag: 'minimum', input: '1 3\n5\n' },
      { tag: 'tricky', input: '3 2\n7\n7\n7\n' },
      { tag: 'tricky', input: '3 4\n12\n10\n6\n' },
      { tag: 'tricky', input: '200 64\n' + lowRankMasks(200, 11) },
    ],
    drawn: drawn(rank),
  },
});
