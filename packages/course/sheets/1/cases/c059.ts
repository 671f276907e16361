import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const p = (n: number, w = 2) => String(n).padStart(w, '0');

type Gen<T> = (random: Random) => T;

/** A moment as [year, month, day, hour, minute, second]. */
type Parts = [number, number, number, number, number, number];

/** A duration's components Y, M, W, D, H, M, S; null where the component is not written. */
type Duration = (number | null)[];

const DAY = 86400;

/** Seconds from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
const LAST = 315537897599;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const monthLength = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

/** Days from 0001-01-01 to the date. */
function dayNumber(y: number, m: number, d: number): number {
  const b = y - 1;
  let days = b * 365 + Math.floor(b / 4) - Math.floor(b / 100) + Math.floor(b / 400);
  for (let k = 1; k < m; k++) days += monthLength(y, k);
  return days + d - 1;
}

const seconds = ([y, m, d, h, mi, s]: Parts) => dayNumber(y, m, d) * DAY + h * 3600 + mi * 60 + s;

/** The moment `s` seconds after 0001-01-01T00:00:00Z. */
function parts(s: number): Parts {
  const z = Math.floor(s / DAY) + 306;
  const r = s % DAY;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const m = mp < 10 ? mp + 3 : mp - 9;
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d, Math.floor(r / 3600), Math.floor(r / 60) % 60, r % 60];
}

const stamp = ([y, m, d, h, mi, s]: Parts) => `${p(y, 4)}-${p(m)}-${p(d)}T${p(h)}:${p(mi)}:${p(s)}Z`;

const durationText = (dur: Duration) => {
  const part = (from: number, units: string) =>
    [...units].map((u, i) => (dur[from + i] === null ? '' : `${dur[from + i]}${u}`)).join('');
  const time = part(4, 'HMS');
  return `P${part(0, 'YMWD')}${time ? 'T' + time : ''}`;
};

/** T + kD by the statement's rule (months first, clamping the day, then days, then the clock), or null when out of range. */
function shift(t: Parts, dur: Duration, k: number): number | null {
  const [Y, M, W, D, H, Mi, S] = dur.map((x) => x ?? 0);
  const total = t[0] * 12 + t[1] - 1 + k * (Y * 12 + M);
  const y = Math.floor(total / 12);
  const m = total - y * 12 + 1;
  if (y < 1 || y > 9999) return null;
  const s =
    (dayNumber(y, m, Math.min(t[2], monthLength(y, m))) + k * (7 * W + D)) * DAY +
    t[3] * 3600 +
    t[4] * 60 +
    t[5] +
    k * (H * 3600 + Mi * 60 + S);
  return s >= 0 && s <= LAST ? s : null;
}

/** A rough length of a duration, in seconds. */
const roughSpan = (dur: Duration) => {
  const [Y, M, W, D, H, Mi, S] = dur.map((x) => x ?? 0);
  return ((Y * 12 + M) * 30.437 + 7 * W + D) * DAY + H * 3600 + Mi * 60 + S;
};

/** A duration with the components at the given slots, valued by `value`. */
const withSlots = (slots: number[], value: (slot: number) => number): Duration =>
  Array.from({ length: 7 }, (_, i) => (slots.includes(i) ? value(i) : null));

/** One to three components of everyday size (a few months, weeks, hours...), rarely a zero. */
const everyday: Gen<Duration> = (random) => {
  const caps = [10, 18, 8, 60, 72, 180, 7200];
  const slots = random.sample([0, 1, 2, 3, 4, 5, 6], random.int(1, 3));
  return withSlots(slots, (i) => (random.chance(0.05) ? 0 : random.int(1, caps[i])));
};

/** Months or years only, what makes day clamping bite. */
const calendarOnly: Gen<Duration> = (random) =>
  withSlots(random.pick([[0], [1], [0, 1], [1, 3], [1, 4]]), (i) => random.int(1, i === 0 ? 12 : i === 1 ? 25 : 30));

/** One to seven components up to `limit` each, years kept to a few thousand, written in at most `chars` characters. */
const huge =
  (limit: number, chars: number): Gen<Duration> =>
  (random) => {
    const yearCap = random.pick([50, 500, 3000]);
    const cap = [Math.min(yearCap, limit), Math.min(limit, yearCap * 12), limit, limit, limit, limit, limit];
    const d: Duration = Array(7).fill(null);
    let length = 1;
    for (const i of random.sample([0, 1, 2, 3, 4, 5, 6], random.int(1, 7))) {
      const v = random.int(0, cap[i]);
      const more = String(v).length + 1 + (i >= 4 && d.slice(4).every((x) => x === null) ? 1 : 0);
      if (length + more > chars) break;
      d[i] = v;
      length += more;
    }
    return d;
  };

/** Where a start lies: anywhere, in recent years, or on one of the last days of its month. */
type Place = 'any' | 'recent' | 'monthEnd';

/** A start T and a duration D from `dur` such that T + kD stays in range. */
function fitted(random: Random, dur: Gen<Duration>, k: number, place: Place): [Parts, Duration] {
  for (;;) {
    const d = dur(random);
    const span = Math.ceil(roughSpan(d) * Math.abs(k)) + 40 * DAY;
    const [lo, hi] = k >= 0 ? [0, LAST - span] : [span, LAST];
    if (lo > hi) continue;
    const [a, b] =
      place === 'recent'
        ? [Math.max(lo, seconds([1990, 1, 1, 0, 0, 0])), Math.min(hi, seconds([2040, 1, 1, 0, 0, 0]))]
        : [lo, hi];
    const t = parts(a <= b ? random.int(a, b) : random.int(lo, hi));
    if (place === 'monthEnd') t[2] = Math.max(t[2], monthLength(t[0], t[1]) - random.int(0, 3));
    if (shift(t, d, k) !== null) return [t, d];
  }
}

/** "T D" such that T + kD is in range. */
const moved =
  (dur: Gen<Duration>, k: number, place: Place): Gen<string> =>
  (random) => {
    const [t, d] = fitted(random, dur, k, place);
    return `${stamp(t)} ${durationText(d)}`;
  };

/** "Rn/S/D" such that all n events are in range; n is given or from 1 to 12. */
const recurrence =
  (dur: Gen<Duration>, place: Place, n?: number): Gen<string> =>
  (random) => {
    const count = n ?? random.int(1, 12);
    const [t, d] = fitted(random, dur, count - 1, place);
    return `R${count}/${stamp(t)}/${durationText(d)}`;
  };

const anyMoment = (random: Random) => random.int(0, LAST);

/** Two moments A <= B: a recent start and an end seconds to years later. */
const nearPair: Gen<[number, number]> = (random) => {
  const a = random.int(seconds([1990, 1, 1, 0, 0, 0]), seconds([2040, 1, 1, 0, 0, 0]));
  return [a, a + random.int(0, random.pick([59, 3600, DAY, 30 * DAY, 3000 * DAY]))];
};

/** Two moments A <= B: a recent start and an end a day to years later, for reminders. */
const reminderPair: Gen<[number, number]> = (random) => {
  const a = random.int(seconds([1990, 1, 1, 0, 0, 0]), seconds([2040, 1, 1, 0, 0, 0]));
  return [a, a + random.int(DAY, random.pick([3 * DAY, 60 * DAY, 800 * DAY, 5000 * DAY]))];
};

const widePair: Gen<[number, number]> = (random) => {
  const [a, b] = [anyMoment(random), anyMoment(random)];
  return [Math.min(a, b), Math.max(a, b)];
};

/** Two moments A <= B, near the two ends of the range (within three years, sometimes exactly at them). */
const extremePair: Gen<[number, number]> = (random) => {
  const edge = () => (random.chance(0.1) ? 0 : random.int(0, 3 * 366 * DAY));
  return [edge(), LAST - edge()];
};

/** "A B" from `pair`. */
const outage =
  (pair: Gen<[number, number]>): Gen<string> =>
  (random) =>
    pair(random)
      .map((s) => stamp(parts(s)))
      .join(' ');

/** A duration with at least one non-zero component. */
const nonZero =
  (dur: Gen<Duration>): Gen<Duration> =>
  (random) => {
    for (;;) {
      const d = dur(random);
      if (d.some((x) => x)) return d;
    }
  };

/** "S E D" with S <= E from `pair` (both moved when S moves to a month end, now and then), D from `dur`. */
const reminders =
  (pair: Gen<[number, number]>, dur: Gen<Duration>): Gen<string> =>
  (random) => {
    const [a, b] = pair(random);
    const s = parts(a);
    if (random.chance(0.3)) s[2] = Math.max(s[2], monthLength(s[0], s[1]) - random.int(0, 2));
    const e = parts(Math.min(LAST, b + seconds(s) - a));
    return `${stamp(s)} ${stamp(e)} ${durationText(nonZero(dur)(random))}`;
  };

/** Q lines from `one`, with Q from `min` to `max`. */
const lines = (min: number, max: number, one: Gen<string>) => (random: Random) =>
  list(Array.from({ length: random.int(min, max) }, () => one(random)));

/** The drawn cases of T + kD, for k = 1 (addition) or k = -1 (subtraction). */
const movedCases = (k: number) =>
  [
    { tag: 'typical', draw: lines(3, 12, moved(everyday, k, 'recent')) },
    { tag: 'typical', draw: lines(12, 50, moved(everyday, k, 'any')) },
    { tag: 'typical', draw: lines(5, 30, moved(calendarOnly, k, 'monthEnd')) },
    { tag: 'maximum', draw: lines(300, 300, moved(huge(100000, 40), k, 'any')) },
    { tag: 'maximum', draw: lines(300, 300, moved(calendarOnly, k, 'monthEnd')) },
  ] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01T00:00:00Z PT0S']) },
      {
        tag: 'tricky',
        input: list([
          '2023-01-31T00:00:00Z P1M',
          '2024-01-31T00:00:00Z P1M1D',
          '2024-03-31T00:00:00Z P1M',
          '2023-12-31T23:00:00Z PT1H',
          '2024-02-29T00:00:00Z P4Y',
          '2024-02-29T00:00:00Z P100Y',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '2024-01-31T23:30:00Z P1MT30M',
          '2024-10-31T00:00:00Z P4M',
          '2024-05-31T00:00:00Z P1W',
          '0099-12-31T12:00:00Z PT12H',
        ]),
      },
    ],
    drawn: movedCases(1),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01T00:00:00Z PT0S']) },
      {
        tag: 'tricky',
        input: list([
          '2023-03-31T00:00:00Z P1M',
          '2024-03-31T00:00:00Z P1M',
          '2024-03-01T00:00:00Z P1D',
          '2024-01-01T00:00:00Z PT1S',
          '2028-02-29T00:00:00Z P4Y',
          '2100-02-28T00:00:00Z P100Y',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '2024-03-31T00:15:00Z P1MT30M',
          '2024-02-29T00:00:00Z P1M',
          '0100-01-01T00:00:00Z PT1S',
          '2024-07-31T00:00:00Z P5M',
        ]),
      },
    ],
    drawn: movedCases(-1),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01T00:00:00Z 0001-01-01T00:00:00Z']) },
      {
        tag: 'tricky',
        input: list([
          '2024-02-28T00:00:00Z 2024-03-01T00:00:00Z',
          '2023-02-28T00:00:00Z 2023-03-01T00:00:00Z',
          '2024-03-01T10:00:00Z 2024-03-01T10:00:01Z',
          '2024-03-01T10:00:00Z 2024-03-02T10:01:00Z',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '2024-12-31T23:59:59Z 2025-01-01T00:00:00Z',
          '2024-01-01T00:00:00Z 2024-01-01T01:00:00Z',
          '2024-01-01T00:00:00Z 2024-01-02T00:00:59Z',
        ]),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lines(3, 12, outage(nearPair)) },
      { tag: 'typical', draw: lines(12, 50, outage(nearPair)) },
      { tag: 'typical', draw: lines(5, 30, outage(widePair)) },
      { tag: 'maximum', draw: lines(400, 400, outage(widePair)) },
      { tag: 'maximum', draw: lines(400, 400, outage(extremePair)) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['R1/0001-01-01T00:00:00Z/PT0S']) },
      {
        tag: 'tricky',
        input: list(['R12/2024-01-31T00:00:00Z/P1M', 'R5/2024-02-29T00:00:00Z/P1Y', 'R4/2024-08-31T12:00:00Z/P3M']),
      },
      {
        tag: 'tricky',
        input: list(['R6/2024-01-31T23:00:00Z/P1MT1H', 'R3/2024-01-30T00:00:00Z/P1M1D', 'R2/9998-12-31T23:59:59Z/P1Y']),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lines(2, 6, recurrence(everyday, 'recent')) },
      { tag: 'typical', draw: lines(6, 20, recurrence(everyday, 'any')) },
      { tag: 'typical', draw: lines(3, 15, recurrence(calendarOnly, 'monthEnd')) },
      { tag: 'maximum', draw: lines(60, 60, recurrence(huge(10000, 40), 'any', 12)) },
      { tag: 'maximum', draw: lines(60, 60, recurrence(calendarOnly, 'monthEnd', 12)) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01T00:00:00Z 0001-01-01T00:00:00Z PT1S']) },
      {
        tag: 'tricky',
        input: list([
          '2024-01-31T00:00:00Z 2024-02-29T00:00:00Z P1M',
          '2024-01-31T00:00:00Z 2024-02-28T23:59:59Z P1M',
          '2024-02-29T00:00:00Z 2027-02-28T00:00:00Z P1Y',
          '2024-02-29T00:00:00Z 2028-02-28T23:59:59Z P1Y',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '2024-01-31T00:00:00Z 2024-12-31T00:00:00Z P1M1D',
          '2024-01-01T00:00:00Z 2024-01-01T00:00:00Z P100000Y',
          '2000-01-01T00:00:00Z 9999-12-31T23:59:59Z P1Y2M10DT2H30M',
        ]),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lines(3, 12, reminders(reminderPair, everyday)) },
      { tag: 'typical', draw: lines(12, 50, reminders(reminderPair, calendarOnly)) },
      { tag: 'typical', draw: lines(5, 30, reminders(widePair, everyday)) },
      { tag: 'maximum', draw: lines(300, 300, reminders(widePair, huge(100000, 20))) },
      {
        tag: 'maximum',
        draw: lines(
          300,
          300,
          reminders(extremePair, (random) => random.pick([everyday, calendarOnly])(random)),
        ),
      },
    ],
  },
});
