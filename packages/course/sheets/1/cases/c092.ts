import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const SERVICES = ['api', 'auth', 'billing', 'search', 'cron', 'mailer', 'cdn', 'queue', 'payments', 'dns'];

const HEADER = 'date,service,minutes\n';

/** A real calendar date from 2019 to 2025 as YYYY-MM-DD. */
const date = (random: Random): string =>
  new Date(Date.UTC(2019, 0, 1) + random.int(0, 7 * 365) * 86_400_000).toISOString().slice(0, 10);

/** Outage minutes as they come: mostly short, often rounded to 5, now and then a very long one. */
function minutes(random: Random): number {
  if (random.chance(0.08)) return random.int(0, 10000);
  const m = random.int(0, 240);
  return random.chance(0.4) ? m - (m % 5) : m;
}

/** `count` rows whose minutes come from `value`. */
const rows = (random: Random, count: number, value: (random: Random) => number = minutes): string =>
  Array.from({ length: count }, () => `${date(random)},${random.pick(SERVICES)},${value(random)}\n`).join('');

/** A sheet of `min` to `max` rows. */
const sheet = (min: number, max: number) => (random: Random) => HEADER + rows(random, random.int(min, max));

const typical = [
  { tag: 'typical', draw: sheet(2, 20) },
  { tag: 'typical', draw: sheet(20, 100) },
  { tag: 'typical', draw: sheet(100, 300) },
] as const;

/** 500 rows of ordinary minutes. */
const full = sheet(500, 500);

/** 500 rows of `low` to `high` minutes each: near the largest total the limits allow. */
const fullBetween = (low: number, high: number) => (random: Random) =>
  HEADER + rows(random, 500, (r) => r.int(low, high));

/** 499 rows below 10000 and a last row at 10000: the worst outage comes last. */
const worstLast = (random: Random): string =>
  HEADER + rows(random, 499, (r) => r.int(0, 9999)) + `${date(random)},${random.pick(SERVICES)},10000\n`;

/** A threshold somewhere among the minutes, then a sheet of `min` to `max` rows. */
const threshold = (min: number, max: number) => (random: Random) =>
  `${random.chance(0.1) ? random.int(0, 10000) : random.int(0, 240)}\n` + sheet(min, max)(random);

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: HEADER },
      { tag: 'minimum', input: HEADER + '2024-01-01,api,0\n' },
      { tag: 'minimum', input: HEADER + '2024-01-01,api,7\n' },
      { tag: 'tricky', input: HEADER + '2024-01-01,api,10000\n2024-01-02,api,10000\n2024-01-03,cdn,0\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: full }, { tag: 'maximum', draw: fullBetween(9900, 10000) }],
  },
  B: {
    fixed: [
      { tag: 'empty', input: HEADER },
      { tag: 'minimum', input: HEADER + '2024-01-01,cdn,0\n' },
      {
        tag: 'tricky',
        input: HEADER + '2024-01-01,api,9\n2024-01-02,auth,10\n2024-01-03,cdn,100\n2024-01-04,cron,99\n',
      },
      { tag: 'tricky', input: HEADER + '2024-01-01,auth,0\n2024-01-02,api,0\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: full }, { tag: 'maximum', draw: worstLast }],
  },
  C: {
    fixed: [
      { tag: 'empty', input: HEADER },
      { tag: 'minimum', input: HEADER + '2024-01-01,api,7\n' },
      { tag: 'tricky', input: HEADER + '2024-01-01,api,1\n2024-01-02,api,0\n' },
      { tag: 'tricky', input: HEADER + '2024-01-01,api,5\n2024-01-02,api,5\n2024-01-03,api,6\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: full }, { tag: 'maximum', draw: fullBetween(9900, 10000) }],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '5\n' + HEADER },
      { tag: 'minimum', input: '0\n' + HEADER + '2024-01-01,api,0\n' },
      {
        tag: 'tricky',
        input: '100\n' + HEADER + '2024-01-01,api,99\n2024-01-02,api,100\n2024-01-03,api,1000\n2024-01-04,api,9\n',
      },
      { tag: 'tricky', input: '10000\n' + HEADER + '2024-01-01,api,10000\n2024-01-02,api,9999\n' },
    ],
    drawn: [
      { tag: 'typical', draw: threshold(2, 20) },
      { tag: 'typical', draw: threshold(20, 100) },
      { tag: 'typical', draw: threshold(100, 300) },
      { tag: 'maximum', draw: threshold(500, 500) },
      { tag: 'maximum', draw: (random: Random) => '0\n' + full(random) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: HEADER },
      { tag: 'minimum', input: HEADER + '2024-01-01,api,7\n' },
      { tag: 'tricky', input: HEADER + '2024-01-01,api,100\n2024-01-02,api,9\n' },
      { tag: 'tricky', input: HEADER + '2024-01-01,api,10\n2024-01-02,api,9\n2024-01-03,api,100\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: full }, { tag: 'maximum', draw: sheet(499, 499) }],
  },
});
