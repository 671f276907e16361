import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const BILLION = 1_000_000_000;
const QUINTILLION = 10n ** 18n;

/** An integer from `low` to `high` (both at most 10^18), from 62 random bits. */
function big(random: Random, low: bigint, high: bigint): bigint {
  const bits = (BigInt(random.int(0, 2 ** 31 - 1)) << 31n) | BigInt(random.int(0, 2 ** 31 - 1));
  return low + (bits % (high - low + 1n));
}

/** A period near the top: from 970000000 to 1000000000. */
const topPeriod = (random: Random) => random.int(970_000_000, BILLION);

/** Two cron periods sharing a factor of 1 to 10000, each at most 20 million. */
function cronPair(random: Random): [number, number] {
  const g = random.int(1, 10000);
  const limit = Math.floor(20_000_000 / g);
  return [g * random.int(1, limit), g * random.int(1, limit)];
}

/** Two cron periods sharing a factor of 1 to 1000, each a multiple of it up to 100 times. */
function smallCronPair(random: Random): [number, number] {
  const g = random.int(1, 1000);
  return [g * random.int(1, 100), g * random.int(1, 100)];
}

/** Two periods from 90% of 10^9 to 10^9 that share a factor of 100000 to 10 million. */
function sharedTopPair(random: Random): [number, number] {
  const g = random.int(100_000, 10_000_000);
  const high = Math.floor(BILLION / g);
  const low = Math.ceil((0.9 * BILLION) / g);
  return [g * random.int(low, high), g * random.int(low, high)];
}

/** One period near 10^9 and one anywhere, in either order. */
function oneTopPair(random: Random): [number, number] {
  const pair: [number, number] = [topPeriod(random), random.int(1, BILLION)];
  return random.chance(0.5) ? pair : [pair[1], pair[0]];
}

/** The pair `draw` makes as an input line, followed by a horizon T when `horizon` is given. */
const pairLine =
  (draw: (random: Random) => [number, number], horizon?: (random: Random) => bigint) => (random: Random) =>
    draw(random).join(' ') + (horizon ? ` ${horizon(random)}` : '') + '\n';

/** A horizon of a day to a few years of minutes, or up to 10^12. */
const typicalHorizon = (random: Random) =>
  random.chance(0.5) ? BigInt(random.int(1440, 3_000_000)) : big(random, 0n, 10n ** 12n);

/** A horizon from 97% of 10^18 to 10^18. */
const topHorizon = (random: Random) => big(random, (QUINTILLION * 97n) / 100n, QUINTILLION);

/** A count line and the values line. */
function list(values: (number | bigint)[]): string {
  return `${values.length}\n${values.join(' ')}\n`;
}

/** 8 to 20 cron periods: divisors of a day in minutes, and some others. */
function cronPeriods(random: Random): string {
  const usual = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 720, 1000];
  return list(
    Array.from({ length: random.int(8, 20) }, () => (random.chance(0.7) ? random.pick(usual) : random.int(1, 1000))),
  );
}

/** `count` periods drawn from `low` to `high`. */
const periods = (count: number, low: number, high: number) => (random: Random) =>
  list(Array.from({ length: count }, () => random.int(low, high)));

/** 100 periods up to 1000 that all divide one smooth number, so their lcm stays small. */
function smoothPeriods(random: Random): string {
  const base = 2 ** random.int(3, 9) * 3 ** random.int(1, 5) * 5 ** random.int(0, 3) * 7 ** random.int(0, 2);
  const divisors = Array.from({ length: 1000 }, (_, i) => i + 1).filter((d) => base % d === 0);
  return list(random.picks(divisors, 100));
}

/** 3 to 10 periods sharing a factor up to a million, each at most 10^12. */
function sharedPeriods(random: Random): string {
  const g = random.int(1, 1_000_000);
  return list(Array.from({ length: random.int(3, 10) }, () => BigInt(g) * BigInt(random.int(1, 1_000_000))));
}

/** 100 periods from 97% of 10^18 to 10^18. */
function topPeriods(random: Random): string {
  return list(Array.from({ length: 100 }, () => topHorizon(random)));
}

/** 100 periods near 10^18 that are all multiples of one large factor. */
function largeFactor(random: Random): string {
  const g = big(random, 10n ** 12n, 10n ** 15n);
  const high = QUINTILLION / g;
  return list(Array.from({ length: 100 }, () => g * big(random, (high * 9n) / 10n, high)));
}

/** One period near 10^18, 100 times. */
function sameTopPeriod(random: Random): string {
  return list(new Array<bigint>(100).fill(topHorizon(random)));
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '1 1\n' },
      { tag: 'minimum', input: '1 7\n' },
      { tag: 'tricky', input: '12 12\n' },
      { tag: 'tricky', input: '4 6\n' },
      { tag: 'tricky', input: '999999937 999999929\n' },
    ],
    drawn: [
      { tag: 'typical', draw: pairLine(cronPair) },
      { tag: 'typical', draw: pairLine(cronPair) },
      { tag: 'typical', draw: pairLine((random) => [random.int(1, 1_000_000), random.int(1, 1_000_000)]) },
      { tag: 'maximum', draw: pairLine((random) => [topPeriod(random), topPeriod(random)]) },
      { tag: 'maximum', draw: pairLine(sharedTopPair) },
      { tag: 'maximum', draw: pairLine(oneTopPair) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\n1\n' },
      { tag: 'minimum', input: '1\n997\n' },
      { tag: 'tricky', input: '4\n2 4 8 16\n' },
      { tag: 'tricky', input: '3\n7 7 7\n' },
    ],
    drawn: [
      { tag: 'typical', draw: cronPeriods },
      { tag: 'typical', draw: cronPeriods },
      { tag: 'typical', draw: (random) => periods(random.int(8, 20), 1, 100)(random) },
      { tag: 'maximum', draw: periods(100, 900, 1000) },
      { tag: 'maximum', draw: periods(100, 1, 1000) },
      { tag: 'maximum', draw: smoothPeriods },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '1 1 0\n' },
      { tag: 'minimum', input: '1 1 1\n' },
      { tag: 'tricky', input: '6 10 29\n' },
      { tag: 'tricky', input: '6 10 30\n' },
      { tag: 'tricky', input: '1000000000 999999999 999999998999999999\n' },
    ],
    drawn: [
      { tag: 'typical', draw: pairLine(smallCronPair, typicalHorizon) },
      { tag: 'typical', draw: pairLine(smallCronPair, typicalHorizon) },
      { tag: 'typical', draw: pairLine((random) => [random.int(1, 100), random.int(1, 100)], typicalHorizon) },
      { tag: 'maximum', draw: pairLine((random) => [topPeriod(random), topPeriod(random)], topHorizon) },
      { tag: 'maximum', draw: pairLine((random) => [random.int(1, 20), random.int(1, 20)], topHorizon) },
      { tag: 'maximum', draw: pairLine(sharedTopPair, topHorizon) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '1 1 0\n' },
      { tag: 'minimum', input: '1 1 1\n' },
      { tag: 'tricky', input: '4 4 17\n' },
      { tag: 'tricky', input: '2 3 5\n' },
      { tag: 'tricky', input: '1000000000 999999999 999999998999999999\n' },
    ],
    drawn: [
      { tag: 'typical', draw: pairLine(smallCronPair, typicalHorizon) },
      { tag: 'typical', draw: pairLine(smallCronPair, typicalHorizon) },
      { tag: 'typical', draw: pairLine((random) => [random.int(1, 100), random.int(1, 100)], typicalHorizon) },
      { tag: 'maximum', draw: pairLine((random) => [topPeriod(random), topPeriod(random)], topHorizon) },
      { tag: 'maximum', draw: pairLine((random) => [random.int(1, 20), random.int(1, 20)], topHorizon) },
      { tag: 'maximum', draw: pairLine(sharedTopPair, topHorizon) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\n1\n' },
      { tag: 'minimum', input: '1\n1000000000000000000\n' },
      { tag: 'tricky', input: '2\n1000000000000000000 999999999999999999\n' },
      { tag: 'tricky', input: '2\n576460752303423488 288230376151711744\n' },
    ],
    drawn: [
      { tag: 'typical', draw: sharedPeriods },
      { tag: 'typical', draw: sharedPeriods },
      { tag: 'typical', draw: cronPeriods },
      { tag: 'maximum', draw: topPeriods },
      { tag: 'maximum', draw: largeFactor },
      { tag: 'maximum', draw: sameTopPeriod },
    ],
  },
});
