import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const WORDS = (
  'the pager went off at 3 a.m. again because a flaky integration test timed out while the database replica ' +
  'lagged behind, nobody had coffee left, so we rolled back the deploy and wrote yet another postmortem about retries ' +
  'release notes: v2.4 adds dark mode, fixes the login loop and deprecates the old API; upgrade to it at ' +
  'your own pace, or wait for one of the next patches'
).split(' ');

/** A word of at most `w` characters: mostly from the notes, now and then a number. */
function word(random: Random, w: number): string {
  if (random.chance(0.06)) return String(random.int(0, 10 ** Math.min(w, 4) - 1));
  for (;;) {
    const x = random.pick(WORDS);
    if (x.length <= w) return x;
  }
}

/**
 * Width w, then `count` words fitting in w (fewer if the text would pass 7000 characters), separated
 * mostly by single spaces, sometimes by more or by line breaks.
 */
function notes(random: Random, w: number, count: number): string {
  let text = word(random, w);
  for (let i = 1; i < count; i++) {
    const roll = random.int(0, 99);
    const next = (roll < 85 ? ' ' : roll < 92 ? '  ' : '\n') + word(random, w);
    if (text.length + next.length + 1 > 7000) break;
    text += next;
  }
  return `${w}\n${text}\n`;
}

/** A width of 8 to 80 and 10 to 200 words. */
const typical = (random: Random) => notes(random, random.int(8, 80), random.int(10, 200));

/** 1000 words on the widest lines. */
const widest = (random: Random) => notes(random, 100, 1000);

/** 1000 words on narrow lines. */
const narrow = (random: Random) => notes(random, random.int(10, 24), 1000);

const drawn = [
  { tag: 'typical', draw: typical },
  { tag: 'typical', draw: typical },
  { tag: 'typical', draw: typical },
  { tag: 'maximum', draw: widest },
  { tag: 'maximum', draw: narrow },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n' },
      { tag: 'tricky', input: '5\na b c d e f g\n' },
      { tag: 'tricky', input: '11\nxx xx xx xx xx xx xx xx\n' },
    ],
    drawn,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n' },
      { tag: 'tricky', input: '5\na b c d e f g\n' },
      { tag: 'tricky', input: '11\nxx xx xx xx xx xx xx xx\n' },
    ],
    drawn,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n' },
      { tag: 'tricky', input: '5\na b c d e f g\n' },
      { tag: 'tricky', input: '11\nxx xx xx xx xx xx xx xx\n' },
    ],
    drawn,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n' },
      { tag: 'tricky', input: '5\na b c d e f g\n' },
      { tag: 'tricky', input: '11\nxx xx xx xx xx xx xx xx\n' },
    ],
    drawn,
  },
  E: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n' },
      { tag: 'tricky', input: '5\na b c d e f g\n' },
      { tag: 'tricky', input: '11\nxx xx xx xx xx xx xx xx\n' },
      { tag: 'tricky', input: '5\nthe pager\n' },
      { tag: 'tricky', input: '9\nwho wrote the postmortem of the outage\n' },
      { tag: 'tricky', input: '10\nwe rolled back the deploy at 3\n' },
    ],
    drawn,
  },
});
