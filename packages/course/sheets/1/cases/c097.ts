import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const USERS = ['amy', 'bob', 'cy', 'dana', 'eli', 'fay', 'gil', 'hal', 'ivy', 'jun'];

/** Actions, with logout (which ends a session in variation E) and a lookalike. */
const ACTIONS = [
  'login',
  'click',
  'click',
  'click',
  'search',
  'view',
  'view',
  'checkout',
  'logout',
  'logout',
  'logouts',
];

const iso = (t: number): string => new Date(t * 1000).toISOString().replace('.000Z', 'Z');

/** A starting second in 2001-2095 (so 500 events stay within 2000-2099), now and then just before a month, leap day or year boundary. */
function start(random: Random): number {
  const year = random.int(2001, 2095);
  const base = random.pick([
    Date.UTC(year, random.int(0, 11), random.int(1, 28)),
    Date.UTC(year - (year % 4), 1, 28),
    Date.UTC(year, 11, 31),
    Date.UTC(year, random.int(0, 11), 1) - 86_400_000,
  ]);
  return base / 1000 + random.int(0, 86_399);
}

/** A gap inside a session: up to G minutes, sometimes exactly G, sometimes zero. */
const within = (random: Random, g: number): number =>
  random.chance(0.1) ? g * 60 : random.chance(0.05) ? 0 : random.int(1, g * 60);

/**
 * `count` events of a few users in no particular order: each user's visits are runs of events at most G minutes
 * apart, and a new visit starts later than that (sometimes by a single second more than G).
 */
function events(random: Random, g: number, count: number): string {
  const users = [
    ...random.sample(USERS, random.int(2, 8)),
    ...Array.from({ length: random.int(0, 4) }, () => random.string(random.int(2, 6), LOWERCASE)),
  ];
  const clock = new Map(users.map((u) => [u, start(random)]));
  const lines: string[] = [];
  while (lines.length < count) {
    const user = random.pick(users);
    let t = clock.get(user)! + (random.chance(0.15) ? g * 60 + 1 : random.int(g * 60 + 1, g * 60 + 86_400));
    for (let k = random.int(1, Math.min(8, count - lines.length)); k > 0; k--) {
      lines.push(`${iso(t)} ${user} ${random.pick(ACTIONS)}`);
      t += within(random, g);
    }
    clock.set(user, t);
  }
  return random.shuffle(lines).join('\n') + '\n';
}

/** A limit G from `gMin` to `gMax` and `min` to `max` events. */
const clickstream = (gMin: number, gMax: number, min: number, max: number) => (random: Random) => {
  const g = random.int(gMin, gMax);
  return `${g}\n` + events(random, g, random.int(min, max));
};

const drawn = [
  { tag: 'typical', draw: clickstream(5, 60, 5, 30) },
  { tag: 'typical', draw: clickstream(10, 120, 30, 150) },
  { tag: 'typical', draw: clickstream(1, 1440, 150, 350) },
  { tag: 'maximum', draw: clickstream(1, 1440, 500, 500) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '30\n' },
      { tag: 'minimum', input: '1\n2024-01-01T00:00:00Z amy login\n' },
      {
        tag: 'tricky',
        input:
          '10\n2024-01-01T00:20:00Z amy c\n2024-01-01T00:00:00Z amy a\n2024-01-01T00:10:00Z amy b\n2024-01-01T00:30:01Z amy d\n',
      },
      {
        tag: 'tricky',
        input:
          '60\n2023-12-31T23:30:00Z bob a\n2024-01-01T00:30:00Z bob b\n2024-02-28T23:59:00Z bob c\n' +
          '2024-02-29T00:58:00Z bob d\n2024-03-01T00:00:00Z bob e\n',
      },
    ],
    drawn,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '30\n' },
      { tag: 'minimum', input: '1\n2024-01-01T00:00:00Z amy login\n' },
      {
        tag: 'tricky',
        input:
          '10\n2024-01-01T00:20:00Z amy c\n2024-01-01T00:00:00Z amy a\n2024-01-01T00:10:00Z amy b\n2024-01-01T00:30:01Z amy d\n',
      },
      {
        tag: 'tricky',
        input:
          '60\n2023-12-31T23:30:00Z bob a\n2024-01-01T00:30:00Z bob b\n2024-02-28T23:59:00Z bob c\n' +
          '2024-02-29T00:58:00Z bob d\n2024-02-29T01:58:00Z bob e\n2023-02-28T23:59:00Z cy a\n' +
          '2023-03-01T00:58:59Z cy b\n',
      },
    ],
    drawn,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '30\n' },
      { tag: 'minimum', input: '1\n2024-01-01T00:00:00Z amy login\n' },
      {
        tag: 'tricky',
        input:
          '10\n2024-01-01T00:20:00Z bob c\n2024-01-01T00:00:00Z amy a\n2024-01-01T00:10:00Z amy b\n' +
          '2024-01-01T00:00:00Z bob d\n2024-01-01T00:10:00Z bob e\n',
      },
      {
        tag: 'tricky',
        input:
          '60\n2023-12-31T23:30:00Z bob a\n2024-01-01T00:30:00Z bob b\n2024-02-28T23:59:00Z bob c\n' +
          '2024-02-29T00:58:00Z bob d\n2024-03-01T00:00:00Z bob e\n',
      },
    ],
    drawn,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '30\n' },
      { tag: 'minimum', input: '1\n2024-01-01T00:00:00Z amy login\n' },
      {
        tag: 'tricky',
        input:
          '10\n2024-01-01T00:20:00Z amy c\n2024-01-01T00:00:00Z amy a\n2024-01-01T00:10:00Z amy b\n' +
          '2024-01-01T00:30:01Z amy d\n2024-01-01T00:30:01Z amy e\n',
      },
      {
        tag: 'tricky',
        input:
          '60\n2023-12-31T23:30:00Z bob a\n2024-01-01T00:30:00Z bob b\n2024-02-28T23:59:00Z bob c\n' +
          '2024-02-29T00:58:00Z bob d\n2024-03-01T00:00:00Z bob e\n',
      },
    ],
    drawn,
  },
  E: {
    fixed: [
      { tag: 'empty', input: '30\n' },
      { tag: 'minimum', input: '1\n2024-01-01T00:00:00Z amy logout\n' },
      {
        tag: 'tricky',
        input:
          '10\n2024-01-01T00:05:00Z amy login\n2024-01-01T00:05:00Z amy logout\n' +
          '2024-01-01T00:05:00Z amy login\n2024-01-01T00:05:00Z amy click\n',
      },
      {
        tag: 'tricky',
        input:
          '60\n2024-01-01T00:10:00Z bob logout\n2024-01-01T00:00:00Z bob login\n' +
          '2024-01-01T01:10:00Z bob login\n2024-01-01T02:10:01Z bob logouts\n2024-01-01T02:11:00Z bob x\n',
      },
    ],
    drawn: [...drawn, { tag: 'maximum', draw: clickstream(10, 30, 500, 500) }],
  },
});
