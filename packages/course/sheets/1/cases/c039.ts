import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const RANGES: readonly [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
];
const MINUTE = 60_000;
const DAY = 86_400_000;
const FIRST = Date.UTC(2000, 0, 1);
const LAST = Date.UTC(2099, 11, 31, 23, 59);
const DECADE = 3650 * DAY;

/** One item of a field: a value, a range, or * , each now and then with a step. */
function item(random: Random, [lo, hi]: readonly [number, number]): string {
  const step = () => '/' + random.int(2, Math.max(2, Math.min(hi - lo, random.pick([4, 10, 30]))));
  const a = random.int(lo, hi);
  switch (random.int(0, 9)) {
    case 0:
    case 1:
      return '*' + step();
    case 2:
    case 3: {
      const b = random.int(a, hi);
      return `${a}-${b}` + (random.chance(0.3) ? step() : '');
    }
    case 4:
      return a + step();
    default:
      return String(a);
  }
}

/** A field of `least` (one unless told) to `most` items. */
function field(random: Random, range: readonly [number, number], most: number, least = 1): string {
  return Array.from({ length: random.int(least, most) }, () => item(random, range)).join(',');
}

/** A crontab expression as people write them: a few fixed minutes and hours, days and months mostly *. */
function expression(random: Random): string {
  const [minute, hour] = RANGES;
  return [
    random.chance(0.1) ? '*' : field(random, minute, 3),
    random.chance(0.2) ? '*' : field(random, hour, 3),
    dayFields(random),
  ].join(' ');
}

/**
 * The same for A, where the expression is the whole input: always 2 to 5 minutes and 1 to 4 hours listed,
 * or rounds share lines like "59 * * * *" (28 repeats in 2000 rounds when A drew expression).
 */
function listedExpression(random: Random): string {
  const [minute, hour] = RANGES;
  return [field(random, minute, 5, 2), field(random, hour, 4), dayFields(random)].join(' ');
}

/** Day of month, month and day of week, mostly *. */
function dayFields(random: Random): string {
  const [, , dom, month, dow] = RANGES;
  return [
    random.chance(0.6) ? '*' : field(random, dom, 3),
    random.chance(0.7) ? '*' : field(random, month, 2),
    random.chance(0.6) ? '*' : random.chance(0.3) ? '1-5' : field(random, dow, 2),
  ].join(' ');
}

/** An expression with long lists of items, 285 to 300 characters long. */
function longExpression(random: Random): string {
  for (;;) {
    const fields = RANGES.map((range) => item(random, range));
    for (let tries = 0; tries < 200; tries++) {
      const i = random.pick([0, 0, 0, 1, 1, 2, 2, 3, 4]);
      const next = fields[i] + ',' + item(random, RANGES[i]);
      if (fields.join(' ').length - fields[i].length + next.length > 300) continue;
      fields[i] = next;
    }
    const text = fields.join(' ');
    if (text.length >= 285) return text;
  }
}

/** The values a field stands for. */
function expand(spec: string, [lo, hi]: readonly [number, number]): Set<number> {
  const out = new Set<number>();
  for (const part of spec.split(',')) {
    const [range, step] = part.split('/');
    const [a, b] =
      range === '*' ? [lo, hi] : range.includes('-') ? range.split('-').map(Number) : [+range, step ? hi : +range];
    for (let v = a; v <= b; v += step ? +step : 1) out.add(v);
  }
  return out;
}

/** When an expression fires: its minutes of the day, and whether a day (midnight, in ms) matches. */
function schedule(text: string) {
  const specs = text.split(' ');
  const [minutes, hours, dom, month, dow] = specs.map((spec, i) => expand(spec, RANGES[i]));
  const times = [...hours]
    .sort((x, y) => x - y)
    .flatMap((h) => [...minutes].sort((x, y) => x - y).map((m) => (h * 60 + m) * MINUTE));
  const either = specs[2] !== '*' && specs[4] !== '*';
  const dayOk = (day: number) => {
    const d = new Date(day);
    if (!month.has(d.getUTCMonth() + 1)) return false;
    const a = dom.has(d.getUTCDate());
    const b = dow.has(d.getUTCDay());
    return either ? a || b : a && b;
  };
  return { times, dayOk };
}

/** The moments an expression fires at from `from` (included) on, at most `count` of them and none after `to`. */
function firings(text: string, from: number, to: number, count: number): number[] {
  const { times, dayOk } = schedule(text);
  const out: number[] = [];
  for (let day = from - (from % DAY); day <= to && out.length < count; day += DAY) {
    if (!dayOk(day)) continue;
    for (const t of times) if (day + t >= from && day + t <= to && out.length < count) out.push(day + t);
  }
  return out;
}

/** The last moment an expression fires at, at or before `to` and not before `from`. */
function lastFiring(text: string, from: number, to: number): number | undefined {
  const { times, dayOk } = schedule(text);
  for (let day = to - (to % DAY); day >= from - (from % DAY); day -= DAY) {
    if (!dayOk(day)) continue;
    const fit = times.filter((t) => day + t <= to && day + t >= from);
    if (fit.length) return day + fit[fit.length - 1];
  }
  return undefined;
}

const format = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/** A moment between 2000 and 2099, to the minute. */
const moment = (random: Random, from = FIRST, to = LAST) => from + random.int(0, (to - from) / MINUTE) * MINUTE;

/** A moment just before one of the expression's firings (or on it), so that the next one is the interesting one. */
function nearFiring(random: Random, text: string, at: number): number {
  const [first] = firings(text, at, Math.min(LAST, at + DECADE), 1);
  return first === undefined ? at : first - random.pick([0, 0, MINUTE, random.int(0, 120) * MINUTE]);
}

/**
 * A moment on one of the expression's firings or up to 30 days after it, so that the next one is nearly as far
 * away as it gets (a leap day's, four years on). Not always on the firing itself: leap-day expressions have only
 * 35,000 such moments, and rounds would share them.
 */
function pastFiring(random: Random, text: string, at: number): number {
  const [first] = firings(text, at, Math.min(LAST, at + DECADE), 1);
  return first === undefined ? at : first + random.int(0, 30 * 1440) * MINUTE;
}

/** Where `ahead` moves its random moment to, given the expression. */
type Place = (random: Random, text: string, at: number) => number;

/** An expression and a moment (moved by `place`) whose next k firings come within ten years and before 2100. */
function ahead(make: (random: Random) => string, count: number, place?: Place) {
  return (random: Random) => {
    for (;;) {
      const text = make(random);
      let at = moment(random);
      if (place) at = place(random, text, at);
      if (at < FIRST) continue;
      if (firings(text, at + MINUTE, Math.min(LAST, at + DECADE), count).length === count) return { text, at };
    }
  };
}

/** Expressions that fire rarely: one day a year, or only on leap days. */
function rareExpression(random: Random): string {
  const time = `${random.int(0, 59)} ${random.int(0, 23)}`;
  if (random.chance(0.5)) return `${time} 29 2 *`;
  const month = random.int(1, 12);
  return `${time} ${random.int(1, [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1])} ${month} *`;
}

/** B: the expression and the moment. */
const next = (make: (random: Random) => string, place?: Place) => (random: Random) => {
  const { text, at } = ahead(make, 1, place)(random);
  return `${text}\n${format(at)}\n`;
};

/** C: the expression, the moment and k. */
const upcoming = (make: (random: Random) => string, count: (random: Random) => number) => (random: Random) => {
  const k = count(random);
  const { text, at } = ahead(make, k)(random);
  return `${text}\n${format(at)}\n${k}\n`;
};

/** D: the expression and a period of `span` at most ten years inside 2000 to 2099, most of the time with a firing in it. */
const period = (make: (random: Random) => string, span: (random: Random) => number) => (random: Random) => {
  const length = Math.min(span(random), DECADE);
  const text = make(random);
  let start = moment(random, FIRST, LAST - length);
  const [first] = random.chance(0.7) ? firings(text, start, LAST, 1) : [];
  // Drawn inside the bounds, not clamped to them: clamping made "2000-01-01 00:00" to "2009-12-29 00:00" again and again.
  if (first !== undefined) start = moment(random, Math.max(FIRST, first - length), Math.min(first, LAST - length));
  return `${text}\n${format(start)}\n${format(start + length)}\n`;
};

/** E: the expression and a moment with a firing at or within ten years before it, not before 2000. */
const previous =
  (make: (random: Random) => string, rare = false) =>
  (random: Random) => {
    for (;;) {
      const text = make(random);
      let at = moment(random);
      if (rare) {
        const [first] = firings(text, at, LAST, 1);
        if (first === undefined) continue;
        at = first - random.int(1, 120) * MINUTE;
      }
      if (lastFiring(text, Math.max(FIRST, at - DECADE), at) !== undefined) return `${text}\n${format(at)}\n`;
    }
  };

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '* * * * *\n' },
      { tag: 'minimum', input: '0 0 1 1 0\n' },
      { tag: 'tricky', input: '5/20 3 */10 2-3,11 0\n' },
      { tag: 'tricky', input: '1-5,3-7 */7 31 12 6,0,6\n' },
      { tag: 'tricky', input: '0-59/30 0-23/12 1-31/15 1-12/5 0-6/3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => listedExpression(random) + '\n' },
      { tag: 'typical', draw: (random) => listedExpression(random) + '\n' },
      { tag: 'typical', draw: (random) => RANGES.map((range) => field(random, range, 4)).join(' ') + '\n' },
      { tag: 'maximum', draw: (random) => longExpression(random) + '\n' },
      { tag: 'maximum', draw: (random) => longExpression(random) + '\n' },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '* * * * *\n2024-12-31 23:59\n' },
      { tag: 'minimum', input: '0 0 1 1 *\n2000-01-01 00:00\n' },
      { tag: 'tricky', input: '0 0 29 2 *\n2024-02-29 00:00\n' },
      { tag: 'tricky', input: '0 0 29 2 1\n2024-03-01 00:00\n' },
      { tag: 'tricky', input: '0 12 * * 0\n2024-06-09 12:00\n' },
      { tag: 'tricky', input: '15 3 31 * *\n2024-04-01 00:00\n' },
    ],
    drawn: [
      { tag: 'typical', draw: next(expression) },
      { tag: 'typical', draw: next(expression) },
      { tag: 'typical', draw: next(expression, nearFiring) },
      { tag: 'maximum', draw: next(rareExpression, pastFiring) },
      { tag: 'maximum', draw: next(longExpression) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '* * * * *\n2024-12-31 23:58\n1\n' },
      { tag: 'minimum', input: '0 0 1 1 *\n2000-01-01 00:00\n1\n' },
      { tag: 'tricky', input: '* * * * *\n2023-12-31 23:58\n3\n' },
      { tag: 'tricky', input: '0 0 29 2 *\n2024-01-01 00:00\n3\n' },
      { tag: 'tricky', input: '30 2 13 * 5\n2024-09-10 00:00\n5\n' },
    ],
    drawn: [
      { tag: 'typical', draw: upcoming(expression, (random) => random.int(1, 12)) },
      { tag: 'typical', draw: upcoming(expression, (random) => random.int(1, 12)) },
      { tag: 'typical', draw: upcoming(expression, (random) => random.int(10, 30)) },
      { tag: 'maximum', draw: upcoming(expression, () => 50) },
      { tag: 'maximum', draw: upcoming(longExpression, () => 50) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '* * * * *\n2024-05-05 05:05\n2024-05-05 05:05\n' },
      { tag: 'minimum', input: '* * * * *\n2024-05-05 05:05\n2024-05-05 05:06\n' },
      { tag: 'tricky', input: '0 0 29 2 *\n2000-01-01 00:00\n2009-12-31 23:59\n' },
      { tag: 'tricky', input: '0 0 13 * 5\n2024-01-01 00:00\n2025-01-01 00:00\n' },
      { tag: 'tricky', input: '30 12 * * *\n2024-03-01 12:30\n2024-03-03 12:30\n' },
    ],
    drawn: [
      { tag: 'typical', draw: period(expression, (random) => random.int(1, 72 * 60) * MINUTE) },
      { tag: 'typical', draw: period(expression, (random) => random.int(1, 90) * DAY + random.int(0, 1439) * MINUTE) },
      {
        tag: 'typical',
        draw: period(expression, (random) => random.int(1, 4 * 365) * DAY + random.int(0, 1439) * MINUTE),
      },
      {
        tag: 'maximum',
        draw: period(
          (random) => (random.chance(0.5) ? '* * * * *' : longExpression(random)),
          () => DECADE,
        ),
      },
      { tag: 'maximum', draw: period(expression, (random) => DECADE - random.int(0, 1439) * MINUTE) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '* * * * *\n2025-01-01 00:00\n' },
      { tag: 'minimum', input: '0 0 1 1 *\n2000-01-01 00:00\n' },
      { tag: 'tricky', input: '0 0 29 2 *\n2024-02-28 23:59\n' },
      { tag: 'tricky', input: '59 23 31 * *\n2024-05-01 00:00\n' },
      { tag: 'tricky', input: '0 0 29 2 1\n2024-03-10 00:00\n' },
      { tag: 'tricky', input: '0 12 * * 0\n2024-06-09 12:00\n' },
    ],
    drawn: [
      { tag: 'typical', draw: previous(expression) },
      { tag: 'typical', draw: previous(expression) },
      { tag: 'typical', draw: previous(expression, true) },
      { tag: 'maximum', draw: previous(rareExpression, true) },
      { tag: 'maximum', draw: previous(longExpression) },
    ],
  },
});
