import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const NAMES = [
  'alice',
  'bob',
  'bo',
  'carol',
  'dave',
  'erin',
  'eve',
  'frank',
  'grace',
  'heidi',
  'ivan',
  'judy',
  'mallory',
  'niaj',
  'olivia',
  'peggy',
  'rupert',
  'sybil',
  'trent',
  'uma',
  'victor',
  'walter',
  'zed',
  'ann',
  'anna',
  'bobby',
];

interface Team {
  /** The letters a skill may be written with. */
  letters: string;
  required: number;
  engineers: number;
  /** The most skills one engineer holds. */
  widest: number;
  /** Whether each engineer carries an hourly rate. */
  rates?: boolean;
  /** How many engineers must hold each skill for a team to exist. */
  cover?: number;
}

/** `count` distinct names of 1 to 10 lowercase letters: mostly the usual crew, some made up. */
function names(random: Random, count: number): string[] {
  const chosen = new Set<string>();
  while (chosen.size < count)
    chosen.add(random.chance(0.7) ? random.pick(NAMES) : random.string(random.int(1, 10), LOWERCASE));
  return random.shuffle([...chosen]);
}

/**
 * The required skills on the first line, then n engineers each holding 1 to `widest` distinct skill
 * letters, mostly required ones; usually every required skill is then handed to `cover` engineers, so
 * that a team exists, but now and then one is left to chance.
 */
function warRoom({ letters, required, engineers, widest, rates = false, cover = 1 }: Team) {
  return (random: Random) => {
    const skills = random.sample([...letters], required);
    const held = Array.from({ length: engineers }, () => {
      const own = new Set<string>();
      for (let k = random.int(1, widest); own.size < k;)
        own.add(random.chance(0.8) ? random.pick(skills) : random.pick([...letters]));
      return own;
    });
    if (random.chance(0.85))
      for (const skill of skills)
        while (held.filter((own) => own.has(skill)).length < cover)
          random.pick(held.filter((own) => !own.has(skill))).add(skill);
    const rows = names(random, engineers).map((name, i) => {
      const own = [...held[i]].join('');
      return rates ? `${name} ${random.int(1, 1000)} ${own}` : `${name} ${own}`;
    });
    const first = random.chance(0.5) ? [...skills].sort().join('') : skills.join('');
    return `${first}\n${engineers}\n${rows.map((row) => row + '\n').join('')}`;
  };
}

/** A war room of moderate size: 3 to 9 required skills, 5 to 14 engineers. */
function typical(letters: string, rates = false, cover = 1) {
  return (random: Random) =>
    warRoom({
      letters,
      required: random.int(3, Math.min(9, letters.length)),
      engineers: random.int(5, 14),
      widest: random.int(2, 4),
      rates,
      cover,
    })(random);
}

const A_TO_L = 'abcdefghijkl';
const A_TO_H = 'abcdefgh';

/** Every one of the twelve skills required from 20 engineers holding at most `widest` each. */
const full = (widest: number, rates = false) =>
  warRoom({ letters: A_TO_L, required: 12, engineers: 20, widest, rates });

const drawn = (rates = false) =>
  [
    { tag: 'typical', draw: typical(A_TO_L, rates) },
    { tag: 'typical', draw: typical(A_TO_L, rates) },
    { tag: 'typical', draw: typical(A_TO_L, rates) },
    { tag: 'maximum', draw: full(3, rates) },
    { tag: 'maximum', draw: full(6, rates) },
  ] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n0\n' },
      { tag: 'minimum', input: 'a\n1\nalice a\n' },
      { tag: 'tricky', input: 'ab\n1\nalice a\n' },
      { tag: 'tricky', input: '\n2\nalice ab\nbob c\n' },
      { tag: 'tricky', input: 'abc\n3\nalice ajk\nbob bk\ncarol cl\n' },
      {
        tag: 'tricky',
        input:
          'abcdefghijkl\n12\ndave i\nmallory j\numa j\nerin c\nniaj if\nvictor b\nfrank hd\nolivia a\nwalter k\ngrace b\n' +
          'peggy gl\nalice he\n',
      },
    ],
    drawn: drawn(),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n0\n' },
      { tag: 'minimum', input: 'a\n1\nalice 7 a\n' },
      { tag: 'tricky', input: 'ab\n1\nalice 3 a\n' },
      { tag: 'tricky', input: '\n2\nalice 5 ab\nbob 6 c\n' },
      { tag: 'tricky', input: 'abc\n4\nalice 100 abc\nbob 30 ab\ncarol 30 bc\ndave 30 ac\n' },
      {
        tag: 'tricky',
        input:
          'abcdefghijkl\n12\ndave 42 i\nmallory 146 j\numa 710 j\nerin 362 c\nniaj 636 if\nvictor 162 b\nfrank 808 hd\n' +
          'olivia 335 a\nwalter 177 k\ngrace 435 b\npeggy 116 gl\nalice 140 he\n',
      },
    ],
    drawn: drawn(true),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n0\n' },
      { tag: 'minimum', input: 'a\n1\nalice a\n' },
      { tag: 'tricky', input: 'ab\n1\nalice a\n' },
      { tag: 'tricky', input: '\n2\nalice ab\nbob c\n' },
      { tag: 'tricky', input: 'ab\n4\nalice ab\nbob ab\ncarol a\ndave b\n' },
      {
        tag: 'tricky',
        input:
          'abcdef\n12\ndave c\nmallory d\numa d\nerin c\nniaj cf\nvictor b\nfrank b\nolivia a\nwalter e\ngrace b\npeggy a\n' +
          'alice b\n',
      },
    ],
    drawn: drawn(),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n0\n' },
      { tag: 'minimum', input: 'a\n1\nalice a\n' },
      { tag: 'tricky', input: 'ab\n1\nalice a\n' },
      { tag: 'tricky', input: '\n2\nalice ab\nbob c\n' },
      { tag: 'tricky', input: 'ab\n4\nzed ab\nbo b\nbob ab\nann a\n' },
      {
        tag: 'tricky',
        input:
          'abcdef\n12\ndave c\nmallory d\numa d\nerin c\nniaj cf\nvictor b\nfrank b\nolivia a\nwalter e\ngrace b\npeggy a\n' +
          'alice b\n',
      },
    ],
    drawn: drawn(),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n0\n' },
      { tag: 'minimum', input: 'a\n2\nalice a\nbob a\n' },
      { tag: 'tricky', input: 'a\n1\nalice a\n' },
      { tag: 'tricky', input: '\n2\nalice ab\nbob c\n' },
      { tag: 'tricky', input: 'abc\n3\nalice abc\nbob abc\ncarol abc\n' },
      {
        tag: 'tricky',
        input:
          'abcdef\n12\ndave c\nmallory d\numa d\nerin c\nniaj cf\nvictor b\nfrank b\nolivia af\nwalter e\ngrace b\npeggy a\n' +
          'alice be\n',
      },
    ],
    drawn: [
      { tag: 'typical', draw: typical(A_TO_H, false, 2) },
      { tag: 'typical', draw: typical(A_TO_H, false, 2) },
      { tag: 'typical', draw: typical(A_TO_H, false, 2) },
      { tag: 'maximum', draw: warRoom({ letters: A_TO_H, required: 8, engineers: 20, widest: 3, cover: 2 }) },
      { tag: 'maximum', draw: warRoom({ letters: A_TO_H, required: 8, engineers: 20, widest: 5, cover: 2 }) },
    ],
  },
});
