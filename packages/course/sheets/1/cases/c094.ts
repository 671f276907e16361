import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const TEAMS = ['sre', 'payments', 'search', 'platform', 'mobile', 'data', 'infra-core', 'infra', 'growth', 'on-call'];

const ENGINEERS = ['ana', 'ben', 'chloe', 'dmitri', 'eve', 'fatima', 'gus', 'hana', 'igor', 'jo', 'kai', 'lena'];

const HEADER = 'team,engineer,minutes\n';

/** A made-up lowercase name, sometimes with a hyphen inside. */
const name = (random: Random): string =>
  random.string(random.int(1, 6), LOWERCASE) +
  (random.chance(0.2) ? '-' + random.string(random.int(1, 5), LOWERCASE) : '');

/** `count` distinct names: some of `known`, the rest made up. */
function names(random: Random, known: string[], count: number): string[] {
  const chosen = new Set(random.sample(known, Math.min(known.length, random.int(1, count))));
  while (chosen.size < count) chosen.add(name(random));
  return [...chosen];
}

/** Minutes awake for one page: mostly under three hours, often rounded to a quarter, rarely 0 or very long. */
function minutes(random: Random): number {
  if (random.chance(0.05)) return random.pick([0, random.int(180, 1000)]);
  const m = random.int(1, 180);
  return random.chance(0.4) ? m - (m % 15) : m;
}

/** `count` rows over `teams` teams and `engineers` engineers, each engineer mostly paged for one home team. */
function rows(random: Random, count: number, teams: number, engineers: number): string {
  const teamNames = names(random, TEAMS, teams),
    people = names(random, ENGINEERS, engineers);
  const home = new Map(people.map((p) => [p, random.pick(teamNames)]));
  return Array.from({ length: count }, () => {
    const person = random.pick(people);
    const team = random.chance(0.8) ? home.get(person)! : random.pick(teamNames);
    return `${team},${person},${minutes(random)}\n`;
  }).join('');
}

/** A pager export of `min` to `max` rows over a few teams. */
const pager = (min: number, max: number) => (random: Random) =>
  HEADER + rows(random, random.int(min, max), random.int(2, 8), random.int(3, 15));

/** 500 rows over a few teams. */
const full = (random: Random): string => HEADER + rows(random, 500, random.int(4, 10), random.int(8, 20));

/** 500 rows over forty-odd teams and a couple of dozen engineers: many groups, few rows each. */
const crowded = (random: Random): string => HEADER + rows(random, 500, random.int(38, 45), random.int(20, 26));

const drawn = [
  { tag: 'typical', draw: pager(2, 20) },
  { tag: 'typical', draw: pager(20, 100) },
  { tag: 'typical', draw: pager(100, 300) },
  { tag: 'maximum', draw: full },
  { tag: 'maximum', draw: crowded },
] as const;

/** Variation D's k (from `min` to `max`) before an export. */
const topK = (min: number, max: number, draw: (random: Random) => string) => (random: Random) =>
  `${random.int(min, max)}\n` + draw(random);

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: HEADER },
      { tag: 'minimum', input: HEADER + 'sre,ana,0\n' },
      { tag: 'tricky', input: HEADER + 'b,x,10\na,y,10\nc,z,9\nc,x,1\n' },
      { tag: 'tricky', input: HEADER + 'sre,ana,0\nsre,ben,0\ndata,kai,0\n' },
    ],
    drawn,
  },
  B: {
    fixed: [
      { tag: 'empty', input: HEADER },
      { tag: 'minimum', input: HEADER + 'sre,ana,5\n' },
      { tag: 'tricky', input: HEADER + 'sre,ana,5\nsre,ana,0\ndata,ana,3\nsre,Ana,1\n' },
      { tag: 'tricky', input: HEADER + 'infra-core,bo,1\ninfra,bo,1\ninfra-core,bo,2\n' },
    ],
    drawn,
  },
  C: {
    fixed: [
      { tag: 'empty', input: HEADER },
      { tag: 'minimum', input: HEADER + 'sre,ana,5\n' },
      { tag: 'tricky', input: HEADER + 'sre,zed,10\nsre,amy,4\nsre,amy,6\ndata,zed,100\n' },
      { tag: 'tricky', input: HEADER + 'sre,bob,0\nsre,al,0\n' },
    ],
    drawn,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '3\n' + HEADER },
      { tag: 'minimum', input: '1\n' + HEADER + 'sre,ana,5\n' },
      { tag: 'tricky', input: '2\n' + HEADER + 'b,x,10\nb,x,11\na,y,10\nc,z,10\nc,z,10\nc,z,11\n' },
      { tag: 'tricky', input: '50\n' + HEADER + 'sre,ana,1\nsre,ana,2\ndata,bo,1\n' },
    ],
    drawn: [
      { tag: 'typical', draw: topK(1, 5, pager(2, 20)) },
      { tag: 'typical', draw: topK(1, 8, pager(20, 100)) },
      { tag: 'typical', draw: topK(2, 10, pager(100, 300)) },
      { tag: 'maximum', draw: topK(1, 50, full) },
      { tag: 'maximum', draw: topK(30, 50, crowded) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: HEADER },
      { tag: 'minimum', input: HEADER + 'sre,ana,5\n' },
      { tag: 'tricky', input: HEADER + 'sre,ana,0\ndata,bo,0\n' },
      { tag: 'tricky', input: HEADER + 'a,x,1\nb,x,1\nc,x,1\n' },
    ],
    drawn,
  },
});
