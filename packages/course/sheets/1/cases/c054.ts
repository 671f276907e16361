import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const list = (xs: (string | number)[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const p = (n: number, w = 2) => String(n).padStart(w, '0');

const MIN = '0001-01-01T00:00:00Z';

/** Seconds from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z, and to the Unix epoch. */
const LAST = 315537897599;
const EPOCH = 62135596800;

const DAY = 86400;
const YEAR = 365 * DAY;

/** The timestamp `s` seconds after 0001-01-01T00:00:00Z. */
function stamp(s: number): string {
  const z = Math.floor(s / DAY) + 306;
  const r = s % DAY;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${p(y, 4)}-${p(m)}-${p(d)}T${p(Math.floor(r / 3600))}:${p(Math.floor(r / 60) % 60)}:${p(r % 60)}Z`;
}

/** An instant anywhere from 0001 to 9999. */
const anyTime = (random: Random) => random.int(0, LAST);

/** An instant between 1970 and 2040, now and then on a round hour or at midnight. */
function recentTime(random: Random): number {
  const s = EPOCH + random.int(0, 70 * YEAR);
  return random.chance(0.3) ? s - (s % random.pick([3600, DAY])) : s;
}

/** How far from an end of the range an extreme instant is: within three years, sometimes 0. */
const edge = (random: Random) => (random.chance(0.1) ? 0 : random.int(0, 3 * YEAR));

/** An instant within three years of either end of the range. */
const extremeTime = (random: Random) => (random.chance(0.5) ? edge(random) : LAST - edge(random));

/** An instant seconds to years away from `s`, kept in range. */
function near(random: Random, s: number): number {
  const scale = random.pick([60, 3600, DAY, 40 * DAY, 10 * YEAR]);
  return Math.max(0, Math.min(LAST, s + random.int(-scale, scale)));
}

type Pair = (random: Random) => [number, number];

/** Two instants of recent years, seconds to years apart. */
const nearPair: Pair = (random) => {
  const a = recentTime(random);
  return [a, near(random, a)];
};

const widePair: Pair = (random) => [anyTime(random), anyTime(random)];

/** Two instants at the opposite ends of the range. */
const extremePair: Pair = (random) => {
  const [low, high] = [edge(random), LAST - edge(random)];
  return random.chance(0.5) ? [low, high] : [high, low];
};

/** "A B" from `pair`, in either order, or with A <= B when `ordered`. */
const twoStamps =
  (pair: Pair, ordered = false) =>
  (random: Random) => {
    const [a, b] = pair(random);
    return ordered ? `${stamp(Math.min(a, b))} ${stamp(Math.max(a, b))}` : `${stamp(a)} ${stamp(b)}`;
  };

/** "T N": an instant from `pair` and the signed seconds to the other. */
const shift = (pair: Pair) => (random: Random) => {
  const [a, b] = pair(random);
  return `${stamp(a)} ${b - a}`;
};

/** Q lines of `one`, with Q from `min` to `max`. */
const lines = (min: number, max: number, one: (random: Random) => string | number) => (random: Random) =>
  list(Array.from({ length: random.int(min, max) }, () => one(random)));

/** The drawn cases of a variation whose lines are made from a pair of instants by `make`; at most `q` lines. */
const drawnFor = (q: number, make: (pair: Pair) => (random: Random) => string) =>
  [
    { tag: 'typical', draw: lines(2, 10, make(nearPair)) },
    { tag: 'typical', draw: lines(10, 40, make(nearPair)) },
    { tag: 'typical', draw: lines(5, 30, make(widePair)) },
    { tag: 'maximum', draw: lines(q, q, make(widePair)) },
    { tag: 'maximum', draw: lines(q, q, make(extremePair)) },
  ] as const;

/** The drawn cases of a variation whose lines are made from one instant by `make`; at most `q` lines. */
const drawnForOne = (q: number, make: (s: number) => string | number) =>
  [
    { tag: 'typical', draw: lines(2, 10, (random) => make(recentTime(random))) },
    { tag: 'typical', draw: lines(10, 50, (random) => make(recentTime(random))) },
    { tag: 'typical', draw: lines(5, 30, (random) => make(anyTime(random))) },
    { tag: 'maximum', draw: lines(q, q, (random) => make(anyTime(random))) },
    { tag: 'maximum', draw: lines(q, q, (random) => make(extremeTime(random))) },
  ] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list([`${MIN} ${MIN}`]) },
      {
        tag: 'tricky',
        input: list([
          '2000-02-28T23:59:59Z 2000-03-01T00:00:00Z',
          '1900-02-28T23:59:59Z 1900-03-01T00:00:00Z',
          '0099-12-31T23:59:59Z 0100-01-01T00:00:00Z',
        ]),
      },
      {
        tag: 'tricky',
        input: list(['1969-12-31T23:59:59Z 1970-01-01T00:00:01Z', '2038-01-19T03:14:07Z 2038-01-19T03:14:08Z']),
      },
    ],
    drawn: drawnFor(400, (pair) => twoStamps(pair)),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list([`${MIN} 0`]) },
      {
        tag: 'tricky',
        input: list([
          '2000-02-28T23:59:59Z 1',
          '1900-02-28T23:59:59Z 1',
          '2100-03-01T00:00:00Z -1',
          '0100-01-01T00:00:00Z -1',
        ]),
      },
      {
        tag: 'tricky',
        input: list(['1970-01-01T00:00:00Z -1', '1970-01-01T00:00:00Z 2147483648', '0004-02-28T12:00:00Z 86400']),
      },
    ],
    drawn: drawnFor(500, shift),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list([-62135596800]) },
      { tag: 'tricky', input: list([-86400, -86401, -1, 86399, 951782400, 951868800, -2203891200]) },
      { tag: 'tricky', input: list([2147483647, 2147483648, -2147483648, 4102444800]) },
    ],
    drawn: drawnForOne(900, (s) => s - EPOCH),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list([MIN]) },
      {
        tag: 'tricky',
        input: list(['1900-03-01T00:00:00Z', '2000-03-01T00:00:00Z', '0099-12-31T23:59:59Z', '0004-02-29T12:00:00Z']),
      },
      { tag: 'tricky', input: list(['2038-01-19T03:14:07Z', '2038-01-19T03:14:08Z', '1901-12-13T20:45:52Z']) },
    ],
    drawn: drawnForOne(800, stamp),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list([`${MIN} ${MIN}`]) },
      {
        tag: 'tricky',
        input: list([
          '2000-02-28T23:59:59Z 2000-03-01T00:00:00Z',
          '1900-02-28T23:59:59Z 1900-03-01T00:00:00Z',
          '2023-12-31T23:59:59Z 2024-01-01T00:00:00Z',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '2024-01-01T00:00:00Z 2024-01-02T00:00:00Z',
          '2024-01-01T00:00:01Z 2024-01-02T00:00:00Z',
          '0099-12-31T12:00:00Z 0100-01-01T11:59:59Z',
        ]),
      },
    ],
    drawn: drawnFor(400, (pair) => twoStamps(pair, true)),
  },
});
