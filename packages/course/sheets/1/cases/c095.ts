import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, type Random } from '../../../random';

const NAMES = ['disk_full', 'cpu_high', 'api_5xx', 'p99_slow', 'cert_exp', 'queue_lag', 'oom_kill', 'dns_fail'];

const SEVERITIES = ['info', 'info', 'info', 'info', 'warning', 'warning', 'warning', 'critical', 'critical'];

/** `count` alert names of at most 9 characters: some of NAMES, some made up (node7_down style). */
function names(random: Random, count: number): string[] {
  const chosen = new Set(random.sample(NAMES, random.int(1, Math.min(count, NAMES.length))));
  while (chosen.size < count)
    chosen.add(
      random.string(random.int(1, 4), LOWERCASE) +
        random.pick(['_', '']) +
        random.string(random.int(1, 4), LOWERCASE + DIGITS),
    );
  return [...chosen];
}

/**
 * `count` alert lines in time order from a random start: storms of alerts a few seconds apart (often the
 * same second), separated by quiet gaps of up to `gap` seconds, all before 10^9; with `severity`, each line ends with one.
 */
function alerts(random: Random, count: number, gap: number, severity = false): string {
  const pool = names(random, random.int(2, 12));
  let t = random.int(0, 1_000_000_000 - count * gap),
    text = '';
  for (let i = 0; i < count; i++) {
    t += random.chance(0.1) ? random.int(0, gap) : random.chance(0.3) ? 0 : random.int(1, 30);
    text += `${t} ${random.pick(pool)}${severity ? ' ' + random.pick(SEVERITIES) : ''}\n`;
  }
  return text;
}

/** A window W from `min` to `max`, rounded to 5 seconds half the time so that gaps of exactly W happen. */
function window(random: Random, min: number, max: number): number {
  const w = random.int(min, max);
  return random.chance(0.5) && w >= 5 ? w - (w % 5) : w;
}

/** W from `min` to `max`, then `count` alerts (from `countMin` to `countMax`), with severities when asked. */
const dedup =
  (wMin: number, wMax: number, countMin: number, countMax: number, severity = false) =>
  (random: Random) =>
    `${window(random, wMin, wMax)}\n` +
    alerts(random, random.int(countMin, countMax), Math.min(2 * wMax, 1_000_000), severity);

/** K from `kMin` to `kMax` and W, then alerts whose quiet gaps stay under W / 4, so windows fill up. */
const rateLimit =
  (kMin: number, kMax: number, wMin: number, wMax: number, countMin: number, countMax: number) => (random: Random) => {
    const w = window(random, wMin, wMax);
    return (
      `${random.int(kMin, kMax)} ${w}\n` +
      alerts(random, random.int(countMin, countMax), Math.max(30, Math.floor(w / 4)))
    );
  };

/** The longest window: after its first alert, every name stays quiet for the rest of the storm. */
const forever =
  (count: number, severity = false) =>
  (random: Random) =>
    `${random.int(990_000, 1_000_000)}\n` + alerts(random, count, 3600, severity);

const typical = (severity = false) =>
  [
    { tag: 'typical', draw: dedup(5, 60, 5, 25, severity) },
    { tag: 'typical', draw: dedup(30, 300, 25, 120, severity) },
    { tag: 'typical', draw: dedup(1, 20, 120, 300, severity) },
  ] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '60\n' },
      { tag: 'minimum', input: '1\n0 a\n' },
      { tag: 'tricky', input: '10\n5 a\n15 a\n24 a\n25 a\n' },
      { tag: 'tricky', input: '10\n7 a\n7 a\n7 b\n8 b\n17 a\n' },
    ],
    drawn: [...typical(), { tag: 'maximum', draw: dedup(60, 600, 700, 700) }, { tag: 'maximum', draw: forever(700) }],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '60\n' },
      { tag: 'minimum', input: '1\n0 a\n' },
      { tag: 'tricky', input: '10\n5 a\n14 a\n23 a\n32 a\n42 a\n' },
      { tag: 'tricky', input: '10\n7 a\n7 a\n7 b\n17 a\n17 b\n' },
    ],
    drawn: [
      ...typical(),
      { tag: 'maximum', draw: dedup(30, 120, 700, 700) },
      { tag: 'maximum', draw: dedup(1000, 3000, 700, 700) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '60\n' },
      { tag: 'minimum', input: '1\n0 a\n' },
      { tag: 'tricky', input: '10\n5 b\n15 b\n24 b\n25 b\n25 a\n25 a\n' },
      { tag: 'tricky', input: '1000000\n0 z\n999999 z\n1000000 z\n' },
    ],
    drawn: [
      ...typical(),
      { tag: 'maximum', draw: dedup(60, 600, 700, 700) },
      { tag: 'maximum', draw: dedup(30, 90, 700, 700) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '60\n' },
      { tag: 'minimum', input: '1\n0 a info\n' },
      { tag: 'tricky', input: '10\n0 a critical\n1 a critical\n2 a warning\n10 a info\n11 a warning\n12 a warning\n' },
      { tag: 'tricky', input: '10\n0 a info\n1 b critical\n2 a warning\n3 a warning\n4 b info\n' },
    ],
    drawn: [
      ...typical(true),
      { tag: 'maximum', draw: dedup(60, 600, 600, 600, true) },
      { tag: 'maximum', draw: forever(600, true) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '1 60\n' },
      { tag: 'minimum', input: '1 1\n0 a\n' },
      { tag: 'tricky', input: '2 10\n5 a\n5 b\n5 c\n14 d\n15 e\n15 f\n15 g\n' },
      { tag: 'tricky', input: '1 1\n3 a\n3 b\n4 c\n4 d\n' },
    ],
    drawn: [
      { tag: 'typical', draw: rateLimit(1, 3, 5, 60, 5, 25) },
      { tag: 'typical', draw: rateLimit(2, 10, 30, 300, 25, 120) },
      { tag: 'typical', draw: rateLimit(1, 5, 1, 20, 120, 300) },
      { tag: 'maximum', draw: rateLimit(2, 8, 60, 900, 700, 700) },
      { tag: 'maximum', draw: rateLimit(20, 100, 10_000, 1_000_000, 700, 700) },
    ],
  },
});
