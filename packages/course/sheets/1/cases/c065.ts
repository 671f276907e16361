import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const LIMIT = 10n ** 18n;

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

/** A position of 36 to 60 bits. */
const position = (random: Random) => `${ofLength(random, random.int(36, 60))}\n`;

/** A position just below 10^18. */
const nearLimit = (random: Random) => `${LIMIT - BigInt(random.int(0, 2 ** 50))}\n`;

/** A 60-bit number up to 10^18: the top bit and 8 to 14 other bits set (its Gray decoding is mostly ones). */
function sparseTop(random: Random): string {
  for (;;) {
    let n = 1n << 59n;
    for (const bit of random.sample([...Array(59).keys()], random.int(8, 14))) n |= 1n << BigInt(bit);
    if (n <= LIMIT) return `${n}\n`;
  }
}

/** `length` random bits, the leading ones often zero. */
function bits(random: Random, length: number): string {
  const lead = random.chance(0.3) ? random.int(1, Math.min(8, length)) : 0;
  return '0'.repeat(lead) + random.string(length - lead, '01');
}

/** `length` bits all `fill` but 5 to 20 of them. */
function nearlyAll(random: Random, length: number, fill: '0' | '1'): string {
  const out = Array<string>(length).fill(fill);
  for (const at of random.sample([...out.keys()], random.int(5, 20))) out[at] = fill === '1' ? '0' : '1';
  return out.join('');
}

/** A bit string of `min` to `max` characters. */
const bitLine = (min: number, max: number) => (random: Random) => bits(random, random.int(min, max)) + '\n';

// Drawn strings have 24 bits or more: there are too few shorter ones (256 of 8 bits) for rounds to draw apart.
const bitStrings = [
  { tag: 'typical', draw: bitLine(24, 40) },
  { tag: 'typical', draw: bitLine(40, 300) },
  { tag: 'typical', draw: bitLine(32, 64) },
  { tag: 'maximum', draw: bitLine(1000, 1000) },
  { tag: 'maximum', draw: (random: Random) => nearlyAll(random, 1000, '1') + '\n' },
] as const;

/** Two readings of the same length from `min` to `max`: unrelated, or the same but for a few late bits. */
const readings = (min: number, max: number) => (random: Random) => {
  const length = random.int(min, max);
  const a = bits(random, length);
  if (random.chance(0.5)) return `${a} ${bits(random, length)}\n`;
  const b = [...a];
  for (let k = random.int(1, 3); k > 0; k--) {
    const at = random.int(Math.max(0, length - 12), length - 1);
    b[at] = b[at] === '1' ? '0' : '1';
  }
  return `${a} ${b.join('')}\n`;
};

/** Two 1000-bit readings as far apart as can be: one starts with 1, the other with 0, both nearly all 0 after it. */
function farApart(random: Random): string {
  const a = '1' + nearlyAll(random, 999, '0');
  const b = '0' + nearlyAll(random, 999, '0');
  return random.chance(0.5) ? `${a} ${b}\n` : `${b} ${a}\n`;
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '4294967296\n' },
      { tag: 'tricky', input: '9007199254740993\n' },
    ],
    drawn: [
      { tag: 'typical', draw: position },
      { tag: 'typical', draw: position },
      { tag: 'typical', draw: position },
      { tag: 'maximum', draw: nearLimit },
      { tag: 'maximum', draw: (random) => `${ofLength(random, 60)}\n` },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '4294967296\n' },
      { tag: 'tricky', input: '9007199254740993\n' },
    ],
    drawn: [
      { tag: 'typical', draw: position },
      { tag: 'typical', draw: position },
      { tag: 'typical', draw: position },
      { tag: 'maximum', draw: nearLimit },
      { tag: 'maximum', draw: sparseTop },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '0000000001\n' },
      { tag: 'tricky', input: '1000000000\n' },
    ],
    drawn: bitStrings,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '0000000001\n' },
      { tag: 'tricky', input: '1111111111\n' },
    ],
    drawn: bitStrings,
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '0 1\n' },
      { tag: 'tricky', input: '1101 1101\n' },
      { tag: 'tricky', input: '1000 0000\n' },
      { tag: 'tricky', input: '100 101\n' },
    ],
    drawn: [
      // 24 bits or more, as in `bitStrings`.
      { tag: 'typical', draw: readings(24, 40) },
      { tag: 'typical', draw: readings(40, 200) },
      { tag: 'typical', draw: readings(32, 64) },
      { tag: 'maximum', draw: readings(1000, 1000) },
      { tag: 'maximum', draw: farApart },
    ],
  },
});
