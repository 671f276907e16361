import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const WORDS = ['err', 'ping', 'timeout', 'oom', 'retry', 'ok', 'db', 'down', 'up', 'ack', 'page', 'warn', 'crit'];

/** A report's items: runs of letters, and repetitions of a sub-report k times. */
type Item = string | { k: number; body: Item[] };

/** The length of the expansion of `items`. */
function expansion(items: Item[]): bigint {
  return items.reduce(
    (sum, item) => sum + (typeof item === 'string' ? BigInt(item.length) : BigInt(item.k) * expansion(item.body)),
    0n,
  );
}

/** `items` written as k[X] repetitions. */
function bracketed(items: Item[]): string {
  return items.map((item) => (typeof item === 'string' ? item : `${item.k}[${bracketed(item.body)}]`)).join('');
}

/** `items` written with postfix counts: (X)k, or a letter followed directly by k; a count of 1 is left out. */
function postfix(items: Item[], random: Random): string {
  return items
    .map((item) => {
      if (typeof item === 'string') return item;
      const count = item.k > 1 ? String(item.k) : '';
      const body = item.body;
      if (body.length === 1 && typeof body[0] === 'string' && body[0].length === 1 && count && random.chance(0.5)) {
        return body[0] + count;
      }
      return `(${postfix(body, random)})${count}`;
    })
    .join('');
}

/** A word or a few random letters, cut to at most `room`. */
function fragment(random: Random, room: number): string {
  return (random.chance(0.7) ? random.pick(WORDS) : random.string(random.int(1, 4), LOWERCASE)).slice(0, room);
}

/**
 * A random report of at most `chars` characters (as k[X]) and at most `room` expanded letters,
 * nested at most `depth` deep, with counts from `smallest` to `largest`.
 */
function report(random: Random, chars: number, room: number, depth: number, smallest: number, largest: number): Item[] {
  const items: Item[] = [];
  let usedChars = 0;
  let usedRoom = 0;
  for (let i = random.int(1, 5); i > 0; i--) {
    const freeChars = chars - usedChars;
    const freeRoom = room - usedRoom;
    if (freeChars < 1 || freeRoom < 1) break;
    const k = random.int(smallest, Math.max(smallest, Math.min(largest, Math.floor(freeRoom / 2))));
    const wrapper = String(k).length + 2;
    if (depth > 0 && freeChars > wrapper && k <= freeRoom && random.chance(0.5)) {
      const body = report(
        random,
        random.int(1, freeChars - wrapper),
        Math.floor(freeRoom / k),
        depth - 1,
        smallest,
        largest,
      );
      items.push({ k, body });
      usedChars += wrapper + bracketed(body).length;
      usedRoom += k * Number(expansion(body));
    } else {
      const letters = fragment(random, Math.min(freeChars, freeRoom));
      items.push(letters);
      usedChars += letters.length;
      usedRoom += letters.length;
    }
  }
  return items.length ? items : [random.string(1, LOWERCASE)];
}

/** A short monitoring report of 20 to 80 characters, counts 1 to 12, whose expansion fits in 3000. */
function smallReport(random: Random): Item[] {
  let items: Item[] = [];
  while (bracketed(items).length < 20) items = report(random, random.int(20, 80), 3000, 3, 1, 12);
  return items;
}

/** A report nesting 2- or 3-fold repetitions as deep as an expansion of 10000 allows, with letters around. */
function deepDoubling(random: Random): Item[] {
  let items: Item[] = [random.string(random.int(1, 3), LOWERCASE)];
  let length = Number(expansion(items));
  for (;;) {
    const k = random.int(2, 3);
    const before = random.chance(0.4) ? random.string(1, LOWERCASE) : '';
    const after = random.chance(0.4) ? random.string(1, LOWERCASE) : '';
    if (before.length + k * length + after.length > 10000) {
      if (2 * length > 10000) return items;
      continue;
    }
    items = [before, { k, body: items }, after].filter((item) => item !== '');
    length = before.length + k * length + after.length;
  }
}

/** One repetition with a count of `smallest` to `largest` around as many letters as fit in 10000. */
const bigCount = (smallest: number, largest: number) => (random: Random) => {
  const k = random.int(smallest, largest);
  return [{ k, body: [random.string(Math.floor(10000 / k), LOWERCASE)] }];
};

/**
 * Repetitions nested as deep as 2000 characters allow, each level costing `levelChars` (and
 * `countChars` more for a count of 2): counts mostly 1, now and then 2 while the expansion stays
 * within 10000, and a letter here and there.
 */
function deepestNesting(random: Random, levelChars: number, countChars: number): Item[] {
  let items: Item[] = [random.string(1, LOWERCASE)];
  let used = 1;
  let length = 1;
  for (;;) {
    const k = random.chance(0.05) && 2 * length <= 10000 ? 2 : 1;
    const cost = levelChars + (k > 1 ? countChars : 0);
    if (used + cost > 2000) return items;
    const before = random.chance(0.03) && used + cost < 2000 && k * length < 10000 ? random.string(1, LOWERCASE) : '';
    items = [before, { k, body: items }].filter((item) => item !== '');
    used += cost + before.length;
    length = before.length + k * length;
  }
}

/** Nested repetitions, `levels` deep, with counts from `smallest` to `largest` and `letters` letters at each level. */
function deepPowers(random: Random, levels: number, smallest: number, largest: number, letters: number): Item[] {
  let items: Item[] = [random.string(1, LOWERCASE)];
  for (let i = 0; i < levels; i++) {
    const repetition = { k: random.int(smallest, largest), body: items };
    items = letters ? [random.string(letters, LOWERCASE), repetition] : [repetition];
  }
  return items;
}

/** Side by side repetitions of short words with counts up to 1000, some nested once, up to 2000 characters. */
function wideReport(random: Random): Item[] {
  const items: Item[] = [];
  for (let used = 1; ;) {
    const word = random.string(random.int(1, 5), LOWERCASE);
    let item: Item = { k: random.int(2, 1000), body: [word] };
    if (random.chance(0.2)) item = { k: random.int(2, 1000), body: [random.string(1, LOWERCASE), item] };
    const cost = bracketed([item]).length;
    if (used + cost > 2000) break;
    items.push(item);
    used += cost;
  }
  return [...items, random.string(1, LOWERCASE)];
}

/** A report without a bound on its expansion, of 15 to 120 characters and counts up to 1000. */
function hugeReport(random: Random): Item[] {
  let items: Item[] = [];
  while (bracketed(items).length < 15) items = report(random, random.int(15, 120), Infinity, 4, 1, 1000);
  return items;
}

/** Writes a report maker's items as one k[X] line. */
const asBrackets = (draw: (random: Random) => Item[]) => (random: Random) => bracketed(draw(random)) + '\n';

/** Writes a report maker's items as one postfix line. */
const asPostfix = (draw: (random: Random) => Item[]) => (random: Random) => postfix(draw(random), random) + '\n';

/** A position from 1 to `limit` (at most 10^18), drawn from 62 random bits. */
function position(random: Random, limit: bigint): bigint {
  const bits = (BigInt(random.int(0, 2 ** 31 - 1)) << 31n) | BigInt(random.int(0, 2 ** 31 - 1));
  return (bits % limit) + 1n;
}

const MAX_K = 10n ** 18n;

/** A position k in the expansion (now and then just past its end) and the report. */
const withPosition = (draw: (random: Random) => Item[]) => (random: Random) => {
  const items = draw(random);
  const length = expansion(items);
  let k = position(random, length < MAX_K ? length : MAX_K);
  if (random.chance(0.1)) k = length;
  if (length < MAX_K && random.chance(0.15)) k = length + BigInt(random.int(1, 10));
  if (k > MAX_K) k = MAX_K;
  return `${k}\n${bracketed(items)}\n`;
};

const deepTwos = (random: Random) => deepPowers(random, random.int(600, 640), 2, 9, 0);
const deepThreeDigits = (random: Random) => deepPowers(random, random.int(280, 330), 100, 999, 1);

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'minimum', input: '1[a]\n' },
      { tag: 'tricky', input: '10[x]\n' },
      { tag: 'tricky', input: '2[2[2[z]]]y\n' },
      { tag: 'tricky', input: '1[1[1[q]]]2[r]1[s]\n' },
    ],
    drawn: [
      { tag: 'typical', draw: asBrackets(smallReport) },
      { tag: 'typical', draw: asBrackets(smallReport) },
      { tag: 'typical', draw: asBrackets(smallReport) },
      { tag: 'maximum', draw: asBrackets(deepDoubling) },
      { tag: 'maximum', draw: asBrackets(bigCount(500, 1000)) },
      { tag: 'maximum', draw: asBrackets((random) => deepestNesting(random, 3, 0)) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'tricky', input: '1000[1000[1000[xy]]]\n' },
      { tag: 'tricky', input: '2[2[2[z]]]y\n' },
      { tag: 'tricky', input: '1[1[1[q]]]2[r]1[s]\n' },
    ],
    drawn: [
      { tag: 'typical', draw: asBrackets(smallReport) },
      { tag: 'typical', draw: asBrackets(hugeReport) },
      { tag: 'typical', draw: asBrackets(hugeReport) },
      { tag: 'maximum', draw: asBrackets(deepTwos) },
      { tag: 'maximum', draw: asBrackets(deepThreeDigits) },
      { tag: 'maximum', draw: asBrackets(wideReport) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '1\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '2\na\n' },
      { tag: 'tricky', input: '11\n2[ab3[c]]d\n' },
      { tag: 'tricky', input: '12\n2[ab3[c]]d\n' },
    ],
    drawn: [
      { tag: 'typical', draw: withPosition(smallReport) },
      { tag: 'typical', draw: withPosition(hugeReport) },
      { tag: 'typical', draw: withPosition(hugeReport) },
      { tag: 'maximum', draw: withPosition(deepTwos) },
      { tag: 'maximum', draw: withPosition(deepThreeDigits) },
      { tag: 'maximum', draw: withPosition((random) => deepPowers(random, 6, 900, 1000, 0)) },
      { tag: 'maximum', draw: withPosition(wideReport) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'tricky', input: 'ba\n' },
      { tag: 'tricky', input: '3[b]aaa\n' },
      { tag: 'tricky', input: '1000[1000[1000[xy]]]\n' },
    ],
    drawn: [
      { tag: 'typical', draw: asBrackets(smallReport) },
      { tag: 'typical', draw: asBrackets(smallReport) },
      { tag: 'typical', draw: asBrackets(hugeReport) },
      { tag: 'maximum', draw: asBrackets(deepTwos) },
      { tag: 'maximum', draw: asBrackets(deepThreeDigits) },
      { tag: 'maximum', draw: asBrackets(wideReport) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'minimum', input: '(a)\n' },
      { tag: 'tricky', input: 'a10\n' },
      { tag: 'tricky', input: '((z)2)2y\n' },
      { tag: 'tricky', input: 'ab2c(d)e3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: asPostfix(smallReport) },
      { tag: 'typical', draw: asPostfix(smallReport) },
      { tag: 'typical', draw: asPostfix(smallReport) },
      { tag: 'maximum', draw: asPostfix(deepDoubling) },
      { tag: 'maximum', draw: asPostfix(bigCount(1000, 2000)) },
      { tag: 'maximum', draw: asPostfix((random) => deepestNesting(random, 2, 1)) },
    ],
  },
});
