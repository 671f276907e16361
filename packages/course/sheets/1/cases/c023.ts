import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const MAX = 10000;

/**
 * A history made of streaks: each block repeats one result a few times, long outages now and then. A block's
 * result differs from the one before, or blocks would merge into lines of one result that rounds share.
 */
function streaks(random: Random, length: number, alphabet = 'PF'): string {
  let text = '';
  while (text.length < length) {
    const run = random.chance(0.15) ? random.int(5, 40) : random.int(1, 6);
    text += random.pick([...alphabet].filter((c) => c !== text[text.length - 1])).repeat(run);
  }
  return text.slice(0, length);
}

/** A streaky history of `min` to `max` runs. */
const history =
  (min: number, max: number, alphabet = 'PF') =>
  (random: Random) =>
    streaks(random, random.int(min, max), alphabet) + '\n';

/** 10000 independent results, F with probability `f` (and S with probability `s`). */
const noise =
  (f: number, s = 0) =>
  (random: Random) => {
    let text = '';
    for (let i = 0; i < MAX; i++) {
      const r = random.int(0, 999) / 1000;
      text += r < f ? 'F' : r < f + s ? 'S' : 'P';
    }
    return text + '\n';
  };

/** 10000 results that flip at almost every position: the most runs there can be. */
function flipping(random: Random): string {
  let last = random.pick(['P', 'F']);
  let text = '';
  for (let i = 0; i < MAX; i++) {
    if (i && random.chance(0.97)) last = last === 'P' ? 'F' : 'P';
    text += last;
  }
  return text + '\n';
}

/** A few random results, then one run of `c` filling the rest of the 10000. */
const oneRun = (c: string) => (random: Random) => {
  const head = random.string(random.int(32, 60), 'PF');
  return head + c.repeat(MAX - head.length) + '\n';
};

/** Almost only `c`, with a handful of the other result scattered anywhere. */
const scattered = (c: string, other: string) => (random: Random) => {
  const text = [...c.repeat(MAX)];
  for (let k = random.int(4, 8); k > 0; k--) text[random.int(0, MAX - 1)] = other;
  return text.join('') + '\n';
};

/** Two huge runs of nearly equal length, the later one sometimes longer, separated by a short mixed stretch. */
function twoGiants(random: Random): string {
  const middle = random.string(random.int(30, 40), 'PF');
  const first = random.pick(['P', 'F']);
  const second = random.chance(0.3) ? first : first === 'P' ? 'F' : 'P';
  const a = Math.floor((MAX - middle.length) / 2) + random.int(-5, 5);
  return first.repeat(a) + middle + second.repeat(MAX - middle.length - a) + '\n';
}

/** F runs at both ends that join across the wrap, a short mixed stretch and P separators in between. */
function wrapped(random: Random): string {
  const middle = random.string(random.int(30, 40), 'PF');
  const a = random.int(1000, 5000);
  const inner = 'P' + random.string(random.int(20, 30), 'PF') + 'P';
  const b = random.int(500, MAX - a - middle.length - inner.length - 1000);
  return 'F'.repeat(a) + inner + 'F'.repeat(b) + middle + 'F'.repeat(MAX - a - inner.length - b - middle.length) + '\n';
}

/** Only F and S, mixed: no P ever breaks the streak. */
function noPass(random: Random): string {
  return random.string(MAX, random.pick(['FS', 'FSS', 'FFS'])) + '\n';
}

// The shortest histories have 60 results: at 40, two or three long outages filled one and rounds shared it.
const typical = [
  { tag: 'typical', draw: history(60, 120) },
  { tag: 'typical', draw: history(80, 300) },
  { tag: 'typical', draw: history(300, 1000) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'F\n' },
      { tag: 'minimum', input: 'P\n' },
      { tag: 'tricky', input: 'PPPPPP\n' },
      { tag: 'tricky', input: 'PFFFFF\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: noise(0.6) }, { tag: 'maximum', draw: oneRun('F') }],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'F\n' },
      { tag: 'tricky', input: 'PPPPPP\n' },
      { tag: 'tricky', input: 'FPFPFPFPFP\n' },
    ],
    drawn: [
      ...typical,
      { tag: 'maximum', draw: noise(0.6) },
      { tag: 'maximum', draw: flipping },
      { tag: 'maximum', draw: scattered('P', 'F') },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'P\n' },
      { tag: 'tricky', input: 'FFPP\n' },
      { tag: 'tricky', input: 'PFFPP\n' },
    ],
    drawn: [
      ...typical,
      { tag: 'maximum', draw: noise(0.6) },
      { tag: 'maximum', draw: flipping },
      { tag: 'maximum', draw: twoGiants },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'F\n' },
      { tag: 'minimum', input: 'P\n' },
      { tag: 'tricky', input: 'FFFF\n' },
      { tag: 'tricky', input: 'FPFF\n' },
    ],
    drawn: [
      ...typical,
      { tag: 'maximum', draw: wrapped },
      { tag: 'maximum', draw: scattered('F', 'P') },
      { tag: 'maximum', draw: noise(0.6) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'S\n' },
      { tag: 'minimum', input: 'F\n' },
      { tag: 'tricky', input: 'SSSSS\n' },
      { tag: 'tricky', input: 'FSFSFSPFF\n' },
    ],
    drawn: [
      { tag: 'typical', draw: history(60, 120, 'PFS') },
      { tag: 'typical', draw: history(80, 300, 'PFFSS') },
      { tag: 'typical', draw: history(300, 1000, 'PFS') },
      { tag: 'maximum', draw: noise(0.5, 0.25) },
      { tag: 'maximum', draw: noPass },
    ],
  },
});
