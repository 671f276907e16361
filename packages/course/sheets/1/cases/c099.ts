import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const SERVICES = ['api', 'db', 'cdn', 'queue', 'auth', 'dns', 'search', 'mail'];

const DAY = 86_400;

const iso = (t: number): string => new Date(t * 1000).toISOString().replace('.000Z', 'Z');

/** A second in 2001-2097, often just before a month, leap day or year boundary. */
function base(random: Random): number {
  const year = random.int(2001, 2097);
  const day = random.pick([
    Date.UTC(year, random.int(0, 11), random.int(1, 28)),
    Date.UTC(year - (year % 4), 1, 27),
    Date.UTC(year, 11, 30),
    Date.UTC(year, random.int(0, 11), 1) - 2 * DAY * 1000,
  ]);
  return day / 1000 + random.int(0, DAY - 1);
}

/** An outage length: usually minutes to hours, sometimes seconds, rarely most of a day. */
function duration(random: Random): number {
  const kind = random.int(1, 50);
  if (kind <= 10) return random.int(1, 120);
  if (kind <= 49) return random.int(60, 3 * 3600);
  return random.int(3 * 3600, DAY);
}

/**
 * `count` outages within `spread` seconds of `from`, in random order: some start exactly when another ends, some
 * end together, and some services report the same outage twice.
 */
function outages(random: Random, from: number, count: number, spread: number): string {
  const services = [
    ...random.sample(SERVICES, random.int(2, 6)),
    ...Array.from({ length: random.int(0, 2) }, () => random.string(random.int(2, 6), LOWERCASE)),
  ];
  const lines: string[] = [];
  let previous = [from, from + 60];
  while (lines.length < count) {
    const service = random.pick(services);
    let start = from + random.int(0, spread);
    if (random.chance(0.15)) start = previous[1];
    const together = previous[1] > start && previous[1] - start <= 3 * 3600 && random.chance(0.2);
    const end = together ? previous[1] : start + duration(random);
    lines.push(`${service} ${iso(start)} ${iso(end)}`);
    if (random.chance(0.05) && lines.length < count) lines.push(`${service} ${iso(start)} ${iso(end)}`);
    previous = [start, end];
  }
  return random.shuffle(lines).join('\n') + '\n';
}

/** `min` to `max` outages spread over `days` days. */
const report = (min: number, max: number, days: number) => (random: Random) =>
  outages(random, base(random), random.int(min, max), days * DAY);

/** A window around (or inside) the outages' span, then `min` to `max` outages over `days` days. */
const windowed = (min: number, max: number, days: number) => (random: Random) => {
  const from = base(random),
    spread = days * DAY;
  const a = from + random.int(-DAY, spread),
    b = from + random.int(-DAY, spread + 2 * DAY);
  const [lo, hi] = a < b ? [a, b] : b < a ? [b, a] : [a, a + 3600];
  return `${iso(lo)} ${iso(hi)}\n` + outages(random, from, random.int(min, max), spread);
};

/** The drawn cases of a variation whose maximum spreads its 350 outages over `days` days. */
const drawn = (days: number) =>
  [
    { tag: 'typical', draw: report(3, 20, 1) },
    { tag: 'typical', draw: report(20, 100, 10) },
    { tag: 'typical', draw: report(100, 250, 30) },
    { tag: 'maximum', draw: report(350, 350, days) },
  ] as const;

const TRICKY =
  'db 2000-02-28T23:59:00Z 2000-03-01T00:01:00Z\napi 2000-01-01T00:00:00Z 2000-01-01T00:00:01Z\n' +
  'db 2000-02-29T12:00:00Z 2000-02-29T13:00:00Z\ncdn 2099-12-31T23:00:00Z 2099-12-31T23:59:59Z\n';

const TOUCH =
  'api 2024-01-01T00:00:00Z 2024-01-01T01:00:00Z\ndb 2024-01-01T01:00:00Z 2024-01-01T02:00:00Z\n' +
  'api 2024-01-01T02:00:00Z 2024-01-01T02:30:00Z\n';

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'api 2024-01-01T00:00:00Z 2024-01-01T00:00:01Z\n' },
      { tag: 'tricky', input: TRICKY },
      { tag: 'tricky', input: TOUCH + 'db 2024-01-01T00:10:00Z 2024-01-01T00:20:00Z\n' },
    ],
    drawn: drawn(20),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'api 2024-01-01T00:00:00Z 2024-01-01T00:00:01Z\n' },
      { tag: 'tricky', input: TRICKY },
      { tag: 'tricky', input: TOUCH + TOUCH + 'db 2024-01-01T00:10:00Z 2024-01-01T01:20:00Z\n' },
    ],
    drawn: drawn(20),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'api 2024-01-01T00:00:00Z 2024-01-01T00:00:01Z\n' },
      { tag: 'tricky', input: TRICKY },
      { tag: 'tricky', input: TOUCH + 'db 2024-01-01T01:30:00Z 2024-01-01T02:00:01Z\n' },
    ],
    drawn: drawn(20),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'api 2024-01-01T00:00:00Z 2024-01-01T00:00:01Z\n' },
      { tag: 'tricky', input: TRICKY },
      { tag: 'tricky', input: TOUCH + 'db 2024-01-01T02:30:01Z 2024-01-01T02:40:00Z\n' },
    ],
    drawn: drawn(60),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '2024-01-01T00:00:00Z 2024-01-02T00:00:00Z\n' },
      {
        tag: 'minimum',
        input: '2024-01-01T00:00:00Z 2024-01-01T00:00:01Z\napi 2024-01-01T00:00:00Z 2024-01-01T00:00:01Z\n',
      },
      { tag: 'tricky', input: '2000-02-28T00:00:00Z 2000-03-02T00:00:00Z\n' + TRICKY },
      {
        tag: 'tricky',
        input:
          '2024-01-01T00:30:00Z 2024-01-01T03:00:00Z\n' +
          TOUCH +
          'db 2023-12-31T00:00:00Z 2024-01-01T00:45:00Z\ncdn 2024-01-01T05:00:00Z 2024-01-01T06:00:00Z\n',
      },
    ],
    drawn: [
      { tag: 'typical', draw: windowed(3, 20, 1) },
      { tag: 'typical', draw: windowed(20, 100, 10) },
      { tag: 'typical', draw: windowed(100, 250, 30) },
      { tag: 'maximum', draw: windowed(350, 350, 60) },
    ],
  },
});
