import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const NAMES = [
  'ana',
  'ben',
  'chloe',
  'dmitri',
  'eve',
  'fatima',
  'gus',
  'hana',
  'igor',
  'jo',
  'kai',
  'lena',
  'mo',
  'nia',
  'oscar',
  'pia',
  'quinn',
];

const TEAMS = ['sre', 'payments', 'search', 'platform', 'data', 'mobile', 'growth', 'infra'];

const EMPTY = 'id,name,team\n---\nincident,owner,minutes\n';

/** `count` distinct user ids below `below` (small ids make 1, 10, 100 lookalikes likely). */
const userIds = (random: Random, count: number, below: number): number[] => {
  const ids = new Set<number>();
  while (ids.size < count) ids.add(random.int(1, below - 1));
  return [...ids];
};

/** An id that is not in `ids`: a user who left, or a typo. */
function unknownId(random: Random, ids: number[]): number {
  for (;;) {
    const id = random.chance(0.5) ? random.pick(ids) * 10 + random.int(0, 9) : random.int(1, 99999);
    if (!ids.includes(id)) return id;
  }
}

/**
 * A user table of `users` rows and an incident table of `incidents` rows, about `unknown` of whose owners are
 * not in the user table; with `shared`, an owner field may list several ids, some repeated.
 */
function tables(random: Random, users: number, incidents: number, unknown: number, shared = false): string {
  const ids = userIds(random, users, random.pick([users * 2 + 10, 1000, 100000]));
  const teams = random.sample(TEAMS, random.int(1, TEAMS.length));
  let text = 'id,name,team\n';
  for (const id of ids) text += `${id},${random.pick(NAMES)},${random.pick(teams)}\n`;
  text += '---\nincident,owner,minutes\n';
  const owner = () => (ids.length === 0 || random.chance(unknown) ? unknownId(random, ids) : random.pick(ids));
  let number = random.int(1, 9000);
  for (let i = 0; i < incidents; i++) {
    number += random.int(1, 20);
    const first = owner();
    const owners =
      shared && random.chance(0.4)
        ? [first, ...Array.from({ length: random.int(1, 3) }, () => (random.chance(0.3) ? first : owner()))]
        : [first];
    text += `INC-${number},${owners.join(';')},${random.chance(0.1) ? random.int(0, 1000) : random.int(0, 240)}\n`;
  }
  return text;
}

/** Tables of `users` and `incidents` rows within the ranges; some draws have no unknown owner at all. */
const join =
  (users: [number, number], incidents: [number, number], shared = false) =>
  (random: Random) =>
    tables(
      random,
      random.int(...users),
      random.int(...incidents),
      random.chance(0.15) ? 0 : random.int(5, 25) / 100,
      shared,
    );

/** The drawn cases of a variation, with or without shared ownership. */
const drawn = (shared = false) =>
  [
    { tag: 'typical', draw: join([3, 15], [5, 30], shared) },
    { tag: 'typical', draw: join([15, 60], [30, 150], shared) },
    { tag: 'typical', draw: join([60, 150], [100, 300], shared) },
    { tag: 'maximum', draw: join([200, 200], [400, 400], shared) },
  ] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: 'id,name,team\n1,ana,sre\n---\nincident,owner,minutes\nINC-1,1,0\n' },
      {
        tag: 'tricky',
        input:
          'id,name,team\n1,ana,sre\n2,ana,data\n10,bo,sre\n---\nincident,owner,minutes\nINC-1,2,5\nINC-2,1,6\nINC-3,01,7\nINC-4,10,8\n',
      },
      { tag: 'tricky', input: 'id,name,team\n1,ana,sre\n---\nincident,owner,minutes\nINC-9,2,50\n' },
    ],
    drawn: drawn(),
  },
  B: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: 'id,name,team\n1,ana,sre\n---\nincident,owner,minutes\n' },
      {
        tag: 'tricky',
        input:
          'id,name,team\n1,ana,sre\n2,ana,data\n10,bo,sre\n---\nincident,owner,minutes\nINC-1,2,5\nINC-2,1,6\nINC-3,100,7\nINC-4,10,8\n',
      },
      { tag: 'tricky', input: EMPTY + 'INC-1,1,10\n' },
    ],
    drawn: drawn(),
  },
  C: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: 'id,name,team\n---\nincident,owner,minutes\nINC-1,1,0\n' },
      {
        tag: 'tricky',
        input:
          'id,name,team\n1,ana,sre\n10,bo,sre\n---\nincident,owner,minutes\nINC-1,01,5\nINC-2,1,6\nINC-3,100,7\nINC-4,10,8\n',
      },
      { tag: 'tricky', input: 'id,name,team\n5,ana,sre\n---\nincident,owner,minutes\nINC-1,5,5\n' },
    ],
    drawn: drawn(),
  },
  D: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: 'id,name,team\n1,ana,sre\n---\nincident,owner,minutes\n' },
      { tag: 'tricky', input: EMPTY + 'INC-1,1,10\nINC-2,2,0\n' },
      {
        tag: 'tricky',
        input: 'id,name,team\n1,ana,sre\n2,ben,data\n---\nincident,owner,minutes\nINC-1,2,0\nINC-2,3,0\n',
      },
    ],
    drawn: drawn(),
  },
  E: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: 'id,name,team\n1,ana,sre\n---\nincident,owner,minutes\n' },
      {
        tag: 'tricky',
        input:
          'id,name,team\n1,ana,sre\n11,bo,sre\n---\nincident,owner,minutes\nINC-1,1;11;1,5\nINC-2,11;111,6\nINC-3,111,7\n',
      },
      { tag: 'tricky', input: 'id,name,team\n1,ana,sre\n2,ana,data\n---\nincident,owner,minutes\nINC-1,2;1,10\n' },
    ],
    drawn: drawn(true),
  },
});
