import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const p = (n: number, w = 2) => String(n).padStart(w, '0');

const NEVER = ['0 0 30 2 *', '0 4 31 4,6,9,11 *', '0 0 30,31 FEB *'];

type Gen<T> = (random: Random) => T;

/** A cron field's range and, for months and weekdays, the names of its values from `lo` on. */
interface Spec {
  lo: number;
  hi: number;
  names?: string[];
}

const SECOND: Spec = { lo: 0, hi: 59 };
const MINUTE: Spec = { lo: 0, hi: 59 };
const HOUR: Spec = { lo: 0, hi: 23 };
const DOM: Spec = { lo: 1, hi: 31 };
const MONTH: Spec = { lo: 1, hi: 12, names: 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ') };
const DOW: Spec = { lo: 0, hi: 7, names: 'SUN MON TUE WED THU FRI SAT'.split(' ') };

/** Value `v` of the field, written as its name now and then when it has one. */
const value = (random: Random, spec: Spec, v: number) => {
  const name = spec.names?.[v - spec.lo];
  return name && random.chance(0.4) ? name : String(v);
};

/** Any item of the grammar: *, a, a-b, each optionally with a step /s; values all named or all numbers. */
function wildItem(random: Random, spec: Spec): string {
  const { lo, hi } = spec;
  const step = () => `/${random.int(2, Math.max(2, Math.ceil((hi - lo + 1) / 2)))}`;
  const a = random.int(lo, hi);
  const b = random.int(a, hi);
  const range = random.chance(0.5);
  const names = random.chance(0.3) ? spec.names : undefined;
  const v = (x: number) => (names?.[a - lo] && names[b - lo] ? names[x - lo] : String(x));
  switch (random.int(0, 4)) {
    case 0:
      return '*';
    case 1:
      return `*${step()}`;
    case 2:
      return v(a);
    case 3:
      return `${v(a)}-${v(b)}`;
    default:
      return range ? `${v(a)}-${v(b)}${step()}` : `${v(a)}${step()}`;
  }
}

/** A field of one to three items of any shape; a leading * sometimes, to switch the day rule. */
const wildField = (random: Random, spec: Spec) =>
  Array.from({ length: random.chance(0.6) ? 1 : random.int(2, 3) }, () => wildItem(random, spec)).join(',');

/** Fields of a schedule a team would really write. */
const everydayFields = (random: Random): string[] => {
  const minute = random.pick([
    '0',
    '0',
    String(random.int(0, 59)),
    '*/5',
    '*/15',
    '*/30',
    `${random.int(0, 29)},${random.int(30, 59)}`,
  ]);
  const from = random.int(0, 12);
  const hour = random.pick([
    '*',
    String(random.int(0, 23)),
    `${from}-${random.int(from, 23)}`,
    '*/6',
    `${random.int(0, 11)},${random.int(12, 23)}`,
    '9-17',
  ]);
  const dom = random.pick([
    '*',
    '*',
    '*',
    '1',
    '1,15',
    String(random.int(1, 31)),
    '*/10',
    `${random.int(1, 20)}-${random.int(20, 31)}`,
  ]);
  const month = random.pick(['*', '*', '*', value(random, MONTH, random.int(1, 12)), 'JAN-MAR', '*/3', '1,7']);
  const dow = random.pick([
    '*',
    '*',
    'MON-FRI',
    '1-5',
    value(random, DOW, random.int(0, 6)),
    'SAT,SUN',
    '0',
    '7',
    '6-7',
  ]);
  return [minute, hour, dom, month, dow];
};

/** Fields drawn from the whole grammar. */
const wildFields = (random: Random): string[] => [MINUTE, HOUR, DOM, MONTH, DOW].map((spec) => wildField(random, spec));

/** Fields of rare schedules: a few days a year or fewer, where the day rules matter most. */
const rareFields = (random: Random): string[] => [
  String(random.int(0, 59)),
  String(random.int(0, 23)),
  random.pick(['29', '13', '31', '*/28', `${random.int(1, 31)}`, '30,31']),
  random.pick(['2', 'FEB', value(random, MONTH, random.int(1, 12)), `${random.int(1, 12)},${random.int(1, 12)}`]),
  random.pick(['*', '*/7', 'FRI', String(random.int(0, 7)), `*/${random.int(2, 7)}`]),
];

/** The values a field lists. */
function values(field: string, spec: Spec): Set<number> {
  const val = (x: string) => (spec.names?.includes(x) ? spec.names.indexOf(x) + spec.lo : Number(x));
  const out = new Set<number>();
  for (const item of field.split(',')) {
    const [range, step] = item.split('/');
    const [a, b] = range === '*' ? [spec.lo, spec.hi] : range.split('-').map(val);
    for (let v = a; v <= (b ?? (step ? spec.hi : a)); v += Number(step ?? 1)) out.add(v);
  }
  return out;
}

/** How often the day fields match, in days per year on average; 0 if they never do (February 30). */
function rate([, , dom, month, dow]: string[]): number {
  if (dom[0] !== '*' && dow[0] !== '*') return Infinity;
  const days = [...values(dom, DOM)];
  const weekdays = new Set([...values(dow, DOW)].map((d) => d % 7)).size;
  const dates = [...values(month, MONTH)].reduce(
    (sum, m) =>
      sum +
      days.filter((d) => d <= [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]).length +
      (m === 2 && days.includes(29) ? 0.2425 : 0),
    0,
  );
  return (dates * weekdays) / 7;
}

/**
 * Fields from `fields` that fire at least once (the schedules that never fire are fixed cases), often
 * enough that `n` firings come within about 60 years: the references walk the calendar day by day.
 */
const firing = (random: Random, fields: Gen<string[]>, n = 1): string[] => {
  for (;;) {
    const f = fields(random);
    if (rate(f) * 60 >= n) return f;
  }
};

/** Fields from one of the three kinds above. */
const anyFields: Gen<string[]> = (random) =>
  random.pick([everydayFields, everydayFields, wildFields, rareFields])(random);

/** Minutes from 2000-01-01T00:00Z to 3000-01-01T00:00Z, the range of T. */
const END = (Date.UTC(3000, 0, 1) - Date.UTC(2000, 0, 1)) / 6e4;

/** "YYYY-MM-DDTHH:MM", `t` minutes after 2000-01-01T00:00Z. */
const clock = (t: number) => new Date(Date.UTC(2000, 0, 1) + t * 6e4).toISOString().slice(0, 16);

/** A moment T, as minutes since 2000: a recent one, a year end, or anywhere in 2000-2999. */
const moment: Gen<number> = (random) => {
  const roll = random.int(0, 9);
  if (roll < 5) return random.int(12 * 525960, 35 * 525960);
  if (roll < 7) {
    const y = random.int(2001, 2999);
    return (Date.UTC(y, 0, 1) - Date.UTC(2000, 0, 1)) / 6e4 - random.int(1, 3 * 1440);
  }
  return random.int(0, END - 1);
};

/** Q lines from `one`, with Q from `min` to `max`. */
const lines = (min: number, max: number, one: Gen<string>) => (random: Random) =>
  list(Array.from({ length: random.int(min, max) }, () => one(random)));

/** "fields T N" (A), with N up to 10. */
const nextQuery =
  (fields: Gen<string[]>, n?: number): Gen<string> =>
  (random) => {
    const count = n ?? random.int(1, 10);
    return `${firing(random, fields, count).join(' ')} ${clock(moment(random))}Z ${count}`;
  };

/** "fields T1 T2" (B), T2 about `days` days after T1 (kept under 50 years and in range). */
const countQuery =
  (fields: Gen<string[]>, days: Gen<number>): Gen<string> =>
  (random) => {
    const t1 = moment(random);
    const t2 = Math.min(END - 1, t1 + days(random) * 1440 + random.int(-1439, 1439));
    return `${firing(random, fields).join(' ')} ${clock(t1)}Z ${clock(Math.max(t1, t2))}Z`;
  };

/** "fields T" (C). */
const lastQuery =
  (fields: Gen<string[]>): Gen<string> =>
  (random) =>
    `${firing(random, fields).join(' ')} ${clock(moment(random))}Z`;

/** "seconds fields T N" (D), with N up to 10. */
const secondsQuery =
  (fields: Gen<string[]>, n?: number): Gen<string> =>
  (random) => {
    const second = random.chance(0.5) ? random.pick(['0', '*/10', '30', '*/20', '15,45']) : wildField(random, SECOND);
    const count = n ?? random.int(1, 10);
    return `${second} ${firing(random, fields, count).join(' ')} ${clock(moment(random))}:${p(random.int(0, 59))}Z ${count}`;
  };

/** An offset +HH:MM or -HH:MM of at most 14:00 (never -00:00). */
const offset: Gen<string> = (random) => {
  const minutes = random.chance(0.5)
    ? random.pick([0, 60, 120, 330, 345, 480, 525, 540, 570, 765, 840, -180, -210, -300, -480, -570, -720])
    : random.pick([-1, 1]) * random.int(1, 840);
  return `${minutes < 0 ? '-' : '+'}${p(Math.floor(Math.abs(minutes) / 60))}:${p(Math.abs(minutes) % 60)}`;
};

/** "fields OFFSET T N" (E), with N up to 10. */
const zonedQuery =
  (fields: Gen<string[]>, n?: number): Gen<string> =>
  (random) => {
    const count = n ?? random.int(1, 10);
    return `${firing(random, fields, count).join(' ')} ${offset(random)} ${clock(moment(random))}Z ${count}`;
  };

/** A span in days: from within a day to a few years. */
const spanDays: Gen<number> = (random) => random.int(0, random.pick([1, 10, 100, 1000, 3000]));

/**
 * Q = 20 counting queries up to a year long, with fields from `fields`, and `long` of them replaced by
 * rare schedules counted over 40 to 50 years (the references walk the range day by day).
 */
const countMany =
  (fields: Gen<string[]>, long: number): Gen<string> =>
  (random) => {
    const qs = Array.from({ length: 20 }, () => countQuery(fields, (r) => r.int(0, 366))(random));
    for (const at of random.sample([...qs.keys()], long))
      qs[at] = countQuery(rareFields, (r) => r.int(40 * 365, 50 * 365 - 2))(random);
    return list(qs);
  };

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['* * * * * 2000-01-01T00:00Z 1']) },
      {
        tag: 'tricky',
        input: list([
          '0 12 13 * */7 2024-01-01T00:00Z 3',
          '0 0 29 2 1 2023-01-01T00:00Z 6',
          '0 0 */28 2 */8 2024-01-01T00:00Z 3',
          '0 0 29 2 */7 2024-01-01T00:00Z 2',
        ]),
      },
      {
        tag: 'tricky',
        input: list(
          NEVER.map((e) => `${e} 2024-01-01T00:00Z 3`).concat([
            '30 2 29 2 * 2096-03-01T00:00Z 2',
            '59 23 31 DEC 7 2024-12-01T00:00Z 4',
          ]),
        ),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lines(2, 6, nextQuery(everydayFields)) },
      { tag: 'typical', draw: lines(4, 10, nextQuery(wildFields)) },
      { tag: 'typical', draw: lines(3, 8, nextQuery(rareFields)) },
      { tag: 'maximum', draw: lines(20, 20, nextQuery(anyFields, 10)) },
      { tag: 'maximum', draw: lines(20, 20, nextQuery(rareFields, 10)) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['* * * * * 2000-01-01T00:00Z 2000-01-01T00:00Z']) },
      {
        tag: 'tricky',
        input: list([
          '0 12 13 * */7 2024-01-01T00:00Z 2034-01-01T00:00Z',
          '0 0 29 2 1 2000-01-01T00:00Z 2050-01-01T00:00Z',
          '0 0 29 2 */7 2000-01-01T00:00Z 2049-12-31T23:59Z',
          '0 0 */28 2 */8 2000-01-01T00:00Z 2049-12-31T23:59Z',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '0 0 30 2 * 2000-01-01T00:00Z 2049-12-31T23:59Z',
          '0 12 * * * 2024-03-08T12:00Z 2024-03-09T12:00Z',
          '0 12 * * * 2024-03-08T12:01Z 2024-03-09T12:01Z',
          '30 2 29 2 * 2096-01-01T00:00Z 2104-12-31T23:59Z',
        ]),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lines(2, 6, countQuery(everydayFields, spanDays)) },
      { tag: 'typical', draw: lines(4, 10, countQuery(wildFields, spanDays)) },
      {
        tag: 'typical',
        draw: lines(
          2,
          4,
          countQuery(rareFields, (random) => random.int(365, 4000)),
        ),
      },
      { tag: 'maximum', draw: countMany(anyFields, 0) },
      { tag: 'maximum', draw: countMany(anyFields, 1) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['* * * * * 2000-01-01T00:00Z']) },
      {
        tag: 'tricky',
        input: list([
          '0 12 13 * */7 2024-01-01T00:00Z',
          '0 0 29 2 1 2024-02-05T00:00Z',
          '0 0 29 2 */7 2024-01-01T00:00Z',
          '0 0 */28 2 */8 2000-01-01T00:00Z',
        ]),
      },
      {
        tag: 'tricky',
        input: list(
          NEVER.map((e) => `${e} 2024-01-01T00:00Z`).concat([
            '30 2 29 2 * 2104-01-01T00:00Z',
            '20 4 1 1 * 2000-01-01T04:20Z',
            '20 4 1 1 * 2000-01-01T04:21Z',
          ]),
        ),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lines(2, 6, lastQuery(everydayFields)) },
      { tag: 'typical', draw: lines(4, 10, lastQuery(wildFields)) },
      { tag: 'typical', draw: lines(3, 8, lastQuery(rareFields)) },
      { tag: 'maximum', draw: lines(20, 20, lastQuery(anyFields)) },
      { tag: 'maximum', draw: lines(20, 20, lastQuery(rareFields)) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['* * * * * * 2000-01-01T00:00:00Z 1']) },
      {
        tag: 'tricky',
        input: list([
          '59 59 23 31 DEC * 2024-12-31T23:59:59Z 2',
          '0 0 0 29 2 1 2023-01-01T00:00:00Z 6',
          '30 0 0 */28 2 */8 2024-01-01T00:00:00Z 3',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '0 0 4 31 4,6,9,11 * 2024-01-01T00:00:00Z 3',
          '5/20 * * * * * 2024-02-29T23:59:45Z 4',
          '0 30 2 29 2 * 2096-03-01T00:00:00Z 2',
        ]),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lines(2, 6, secondsQuery(everydayFields)) },
      { tag: 'typical', draw: lines(4, 10, secondsQuery(wildFields)) },
      { tag: 'typical', draw: lines(3, 8, secondsQuery(rareFields)) },
      { tag: 'maximum', draw: lines(20, 20, secondsQuery(anyFields, 10)) },
      { tag: 'maximum', draw: lines(20, 20, secondsQuery(rareFields, 10)) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['* * * * * +00:00 2000-01-01T00:00Z 1']) },
      {
        tag: 'tricky',
        input: list([
          '0 0 29 2 * +14:00 2024-02-28T10:00Z 2',
          '0 0 29 2 * -12:00 2024-02-29T11:59Z 2',
          '0 0 1 1 * +09:45 2024-12-31T14:14Z 2',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '0 0 30 2 * +05:30 2024-01-01T00:00Z 2',
          '0 12 13 * FRI -03:30 2024-09-13T15:29Z 3',
          '30 23 * * SUN +01:00 2024-03-10T22:29Z 2',
        ]),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lines(2, 6, zonedQuery(everydayFields)) },
      { tag: 'typical', draw: lines(4, 10, zonedQuery(wildFields)) },
      { tag: 'typical', draw: lines(3, 8, zonedQuery(rareFields)) },
      { tag: 'maximum', draw: lines(20, 20, zonedQuery(anyFields, 10)) },
      { tag: 'maximum', draw: lines(20, 20, zonedQuery(rareFields, 10)) },
    ],
  },
});
