import { defineCases } from '../../../cases';
import { DIGITS, type Random } from '../../../random';

const MAX_N = 1000;

const p2 = (x: number) => String(x).padStart(2, '0');

const hms = (h: number, m: number, s: number) => `${p2(h)}:${p2(m)}:${p2(s)}`;

/** An outage: mostly minutes long, sometimes hours, rarely days. */
function outage(random: Random): string {
  const hours = random.chance(0.6) ? 0 : random.chance(0.8) ? random.int(1, 9) : random.int(10, 99);
  return hms(hours, random.int(0, 59), random.int(0, 59));
}

/** Any duration from 00:00:00 to 99:59:59. */
const anyDuration = (random: Random) => hms(random.int(0, 99), random.int(0, 59), random.int(0, 59));

/** A duration of 95 hours or more: sums and averages near the largest. */
const longDuration = (random: Random) => hms(random.int(95, 99), random.int(0, 59), random.int(0, 59));

/** n and the n durations. */
const listed = (durations: readonly string[]) => `${durations.length}\n` + durations.map((d) => d + '\n').join('');

/** `min` to `max` durations from `duration`. */
const outages =
  (min: number, max: number, duration = outage) =>
  (random: Random) =>
    listed(Array.from({ length: random.int(min, max) }, () => duration(random)));

/** 1000 short durations from a narrow range, the longest one late in the list (repeated now and then). */
function lateLongest(random: Random): string {
  const base = random.int(0, 3000);
  const durations = Array.from({ length: MAX_N }, () => base + random.int(0, 60));
  const top = base + random.int(61, 120);
  for (let k = random.int(1, 3); k > 0; k--) durations[random.int(900, MAX_N - 1)] = top;
  return listed(durations.map((t) => hms(Math.floor(t / 3600), Math.floor(t / 60) % 60, t % 60)));
}

/** 999 durations of 95 hours or more and one short one anywhere. */
function oneShort(random: Random): string {
  const durations = Array.from({ length: MAX_N }, () => longDuration(random));
  durations[random.int(0, MAX_N - 1)] = hms(0, random.int(0, 59), random.int(0, 59));
  return listed(durations);
}

/** A number of 1 to 4 digits, zero-padded now and then. */
function amount(random: Random, max: number): string {
  const text = String(random.int(0, max));
  return random.chance(0.15) && text.length < 4 ? '0'.repeat(random.int(1, 4 - text.length)) + text : text;
}

/** A duration such as 1h05m, 45s, 2h or 3m20s: one to three of the parts, in order. */
function compact(random: Random): string {
  const parts = random.pick([
    [true, false, false],
    [false, true, false],
    [false, false, true],
    [true, true, false],
    [false, true, true],
    [true, false, true],
    [true, true, true],
  ]);
  const [h, m, s] = [amount(random, 30), amount(random, 150), amount(random, 150)];
  return (parts[0] ? h + 'h' : '') + (parts[1] ? m + 'm' : '') + (parts[2] ? s + 's' : '');
}

/** Every part present with four digits: the largest total. */
const fourDigits = (random: Random) =>
  `${random.string(4, DIGITS)}h${random.string(4, DIGITS)}m${random.string(4, DIGITS)}s`;

/** Parts present at random, each with 1 to 4 digits of any value. */
function anyCompact(random: Random): string {
  const part = (unit: string) => random.string(random.int(1, 4), DIGITS) + unit;
  const parts = [random.chance(0.5) && part('h'), random.chance(0.5) && part('m'), random.chance(0.5) && part('s')];
  return parts.filter(Boolean).join('') || part('s');
}

const sums = [
  { tag: 'typical', draw: outages(3, 10) },
  { tag: 'typical', draw: outages(10, 60) },
  { tag: 'typical', draw: outages(60, 300) },
  { tag: 'maximum', draw: outages(MAX_N, MAX_N, anyDuration) },
  { tag: 'maximum', draw: outages(MAX_N, MAX_N, longDuration) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n00:00:00\n' },
      { tag: 'minimum', input: '1\n00:00:01\n' },
      { tag: 'tricky', input: '2\n00:00:59\n00:00:01\n' },
      { tag: 'tricky', input: '1\n08:09:07\n' },
    ],
    drawn: sums,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n00:00:00\n' },
      { tag: 'tricky', input: '2\n00:00:59\n00:00:01\n' },
      { tag: 'tricky', input: '2\n00:59:59\n00:00:01\n' },
      { tag: 'tricky', input: '1\n07:08:09\n' },
    ],
    drawn: sums,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n00:00:00\n' },
      { tag: 'tricky', input: '3\n00:00:09\n00:00:10\n00:00:08\n' },
      { tag: 'tricky', input: '3\n00:59:59\n01:00:00\n00:58:00\n' },
    ],
    drawn: [
      { tag: 'typical', draw: outages(3, 10) },
      { tag: 'typical', draw: outages(10, 60) },
      { tag: 'typical', draw: outages(60, 300) },
      { tag: 'maximum', draw: outages(MAX_N, MAX_N, anyDuration) },
      { tag: 'maximum', draw: lateLongest },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n0s\n' },
      { tag: 'tricky', input: '1\n90m\n' },
      { tag: 'tricky', input: '2\n1h1s\n0010m\n' },
    ],
    drawn: [
      { tag: 'typical', draw: outages(3, 10, compact) },
      { tag: 'typical', draw: outages(10, 60, compact) },
      { tag: 'typical', draw: outages(60, 300, compact) },
      { tag: 'maximum', draw: outages(MAX_N, MAX_N, fourDigits) },
      { tag: 'maximum', draw: outages(MAX_N, MAX_N, anyCompact) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n00:00:00\n' },
      { tag: 'tricky', input: '3\n00:00:01\n00:00:01\n00:00:00\n' },
      { tag: 'tricky', input: '2\n00:00:59\n00:01:00\n' },
    ],
    drawn: [
      { tag: 'typical', draw: outages(3, 10) },
      { tag: 'typical', draw: outages(10, 60) },
      { tag: 'typical', draw: outages(60, 300) },
      { tag: 'maximum', draw: outages(MAX_N, MAX_N, anyDuration) },
      { tag: 'maximum', draw: oneShort },
    ],
  },
});
