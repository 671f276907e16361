import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const p = (n: number, w = 2) => String(n).padStart(w, '0');

type Gen<T> = (random: Random) => T;

const DAY = 86400;

/** Seconds from 0001-01-01T00:00:00 to 0002-01-01T00:00:00, and to 9998-12-31T23:59:59: the local range. */
const LOCAL_FIRST = 365 * DAY;
const LOCAL_LAST = 3652059 * DAY - 365 * DAY - 1;

/** Seconds from 0001-01-01T00:00:00 to January 1 of `y`. */
const yearStart = (y: number) => {
  const b = y - 1;
  return (b * 365 + Math.floor(b / 4) - Math.floor(b / 100) + Math.floor(b / 400)) * DAY;
};

/** "YYYY-MM-DDTHH:MM:SS", `s` seconds after 0001-01-01T00:00:00. */
function clock(s: number): string {
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
  return `${p(y, 4)}-${p(m)}-${p(d)}T${p(Math.floor(r / 3600))}:${p(Math.floor(r / 60) % 60)}:${p(r % 60)}`;
}

/** Offsets in minutes that offices really use. */
const REAL_OFFSETS = [
  0, 60, 120, 180, 210, 270, 330, 345, 480, 525, 540, 570, 630, 765, 840, -60, -180, -210, -300, -420, -480, -570, -600,
  -720,
];

/** An offset in minutes, at most 14:00 either way: a real one or any other. */
const offset: Gen<number> = (random) =>
  random.chance(0.6) ? random.pick(REAL_OFFSETS) : random.pick([-1, 1]) * random.int(1, 14 * 60);

/** An offset written +HH:MM or -HH:MM (never -00:00). */
const zone = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${p(Math.floor(Math.abs(minutes) / 60))}:${p(Math.abs(minutes) % 60)}`;

/** The instant `utc` (seconds) written at `minutes` of offset, or with Z for a UTC clock now and then. */
const timestamp = (random: Random, utc: number, minutes: number) =>
  minutes === 0 && random.chance(0.5) ? `${clock(utc)}Z` : `${clock(utc + minutes * 60)}${zone(minutes)}`;

/** An instant whose local time at every offset stays in the local range. */
const safe = (s: number) => Math.max(LOCAL_FIRST + 14 * 3600, Math.min(LOCAL_LAST - 14 * 3600, s));

/** Timestamps of instants anywhere in the range; now and then right at its ends. */
const scattered =
  (n: number): Gen<string[]> =>
  (random) =>
    Array.from({ length: n }, () => {
      const minutes = offset(random);
      if (random.chance(0.03)) {
        const local = random.chance(0.5) ? LOCAL_FIRST + random.int(0, 3600) : LOCAL_LAST - random.int(0, 3600);
        return `${clock(local)}${zone(minutes)}`;
      }
      return timestamp(random, safe(random.int(LOCAL_FIRST, LOCAL_LAST)), minutes);
    });

/** Timestamps of an incident: instants within hours or days of a New Year or of another day, some of them equal. */
const burst =
  (n: number): Gen<string[]> =>
  (random) => {
    const y = random.chance(0.7) ? random.int(1990, 2040) : random.int(3, 9997);
    const center = yearStart(y) + (random.chance(0.4) ? 0 : random.int(0, 364) * DAY);
    const spread = random.pick([3600, 6 * 3600, DAY, 3 * DAY]);
    const seen: number[] = [];
    return Array.from({ length: n }, () => {
      const utc = seen.length && random.chance(0.15) ? random.pick(seen) : center + random.int(-spread, spread);
      seen.push(utc);
      return timestamp(random, utc, offset(random));
    });
  };

const WORDS = [
  'disk',
  'full',
  'on',
  'db-1',
  'pager:',
  'ack',
  'deploy',
  'started',
  'rolled',
  'back',
  'CI',
  'flaked',
  'p99',
  '4s',
  'OK',
  'retry',
  '#42',
  'oom!',
  '(eu-west)',
  'x=1',
];

/** A log message of 1 to 30 characters, words and noise, never starting or ending with a space. */
function message(random: Random): string {
  if (random.chance(0.1)) return random.string(random.int(1, 6), LOWERCASE);
  let text = random.pick(WORDS);
  for (let k = random.int(0, 4); k > 0; k--) {
    const word = random.pick(WORDS);
    if (text.length + 1 + word.length <= 30) text += ' ' + word;
  }
  return text;
}

/** N timestamps from `stamps`, with N from `min` to `max`. */
const stampsOf =
  (min: number, max: number, stamps: (n: number) => Gen<string[]>): Gen<string[]> =>
  (random) =>
    stamps(random.int(min, max))(random);

const drawnList = (make: (stamps: Gen<string[]>) => Gen<string>, q: number) =>
  [
    { tag: 'typical', draw: make(stampsOf(3, 12, burst)) },
    { tag: 'typical', draw: make(stampsOf(12, 60, burst)) },
    { tag: 'typical', draw: make(stampsOf(5, 40, scattered)) },
    { tag: 'maximum', draw: make(scattered(q)) },
    { tag: 'maximum', draw: make(burst(q)) },
  ] as const;

const plain =
  (stamps: Gen<string[]>): Gen<string> =>
  (random) =>
    list(stamps(random));

const logged =
  (stamps: Gen<string[]>): Gen<string> =>
  (random) =>
    list(stamps(random).map((s) => `${s} ${message(random)}`));

const toZone =
  (stamps: Gen<string[]>): Gen<string> =>
  (random) => {
    const target = offset(random);
    return zone(target) + '\n' + list(stamps(random));
  };

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['2000-01-01T00:00:00Z']) },
      {
        tag: 'tricky',
        input: list([
          '2024-03-01T05:00:00+05:45',
          '2023-03-01T05:00:00+05:45',
          '2100-03-01T10:00:00+14:00',
          '2024-02-29T23:00:00-12:00',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '2024-12-31T18:30:00-05:30',
          '2025-01-01T00:00:59+00:01',
          '0002-01-01T00:00:00+14:00',
          '9998-12-31T23:59:59-14:00',
        ]),
      },
    ],
    drawn: drawnList(plain, 600),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['2000-01-01T00:00:00Z x']) },
      {
        tag: 'tricky',
        input: list([
          '2024-03-01T10:00:00+02:00 b first',
          '2024-03-01T08:00:00Z a second',
          '2024-03-01T03:00:00-05:00 c third',
          '2024-03-01T08:00:00+00:00 d fourth',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '2025-01-01T00:30:00+01:00 new year in Paris',
          '2024-12-31T23:45:00Z old year in UTC',
          '2024-12-31T15:00:00-09:30 old year too',
        ]),
      },
    ],
    drawn: drawnList(logged, 400),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['2000-01-01T00:00:00Z']) },
      {
        tag: 'tricky',
        input: list(['2024-03-01T10:00:00+02:00', '2024-03-01T08:00:00Z', '2024-03-01T03:00:00-05:00']),
      },
      { tag: 'tricky', input: list(['0002-01-01T00:00:00+14:00', '9998-12-31T23:59:59-14:00']) },
    ],
    drawn: drawnList(plain, 600),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '+00:00\n0\n' },
      { tag: 'minimum', input: '+00:00\n' + list(['2000-01-01T00:00:00Z']) },
      {
        tag: 'tricky',
        input: '-12:00\n' + list(['2024-03-01T05:00:00+14:00', '2024-01-01T11:59:59Z', '2100-03-01T00:00:00+00:00']),
      },
      {
        tag: 'tricky',
        input:
          '+14:00\n' +
          list([
            '2024-02-28T10:00:00-12:00',
            '2023-02-28T10:00:00-12:00',
            '9998-12-31T09:59:59Z',
            '0002-01-01T00:00:00+14:00',
          ]),
      },
    ],
    drawn: drawnList(toZone, 600),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['2000-01-01T00:00:00Z']) },
      {
        tag: 'tricky',
        input: list([
          '2024-03-01T05:00:00+05:45',
          '2024-03-01T05:45:00+05:45',
          '2024-02-29T18:14:59-05:45',
          '2024-02-29T18:15:00-05:45',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '2024-12-31T18:30:00-05:30',
          '2025-01-01T00:00:59+00:01',
          '2025-01-01T13:59:59+14:00',
          '2024-12-31T12:00:00-12:00',
        ]),
      },
    ],
    drawn: drawnList(plain, 600),
  },
});
