import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, type Random } from '../../../random';

const SERVICES = ['gateway', 'auth', 'cart', 'db', 'search', 'cache', 'payments', 'queue'];

interface Span {
  id: string;
  parent: string;
  service: string;
  s: number;
  e: number;
}

/**
 * One trace of `size` spans as a tree: each span's parent is a random earlier span, biased to the latest ones when
 * `deep`. Children mostly run inside their parent, a few end after it (clock skew), and some call their own service.
 */
function trace(random: Random, size: number, deep: boolean): Span[] {
  const ids = new Set<string>();
  const id = () => {
    let x = '';
    do x = random.chance(0.5) ? 's' + random.int(0, 99) : random.string(random.int(1, 3), LOWERCASE + DIGITS);
    while (ids.has(x));
    ids.add(x);
    return x;
  };
  const start = random.int(0, 900_000_000);
  const spans: Span[] = [
    { id: id(), parent: '-', service: random.pick(SERVICES.slice(0, 2)), s: start, e: start + random.int(50, 100_000) },
  ];
  for (let j = 1; j < size; j++) {
    const p = spans[deep && random.chance(0.7) ? j - 1 : random.int(0, j - 1)];
    const s = random.int(p.s, p.e - 1);
    const e = random.chance(0.1)
      ? p.e + random.int(1, 500)
      : random.int(s + 1, random.chance(0.5) ? p.e : s + 1 + Math.floor((p.e - s) / 3));
    spans.push({ id: id(), parent: p.id, service: random.chance(0.15) ? p.service : random.pick(SERVICES), s, e });
  }
  return spans;
}

/** Distinct trace ids, of different lengths so that character order is not numeric order. */
function traceIds(random: Random, count: number): string[] {
  const ids = new Set<string>();
  while (ids.size < count)
    ids.add(random.chance(0.5) ? 't' + random.int(0, 999) : random.string(random.int(2, 4), LOWERCASE + DIGITS));
  return [...ids];
}

/** A dump of traces of the given sizes, its lines in random order. */
function dump(random: Random, sizes: number[]): string {
  const names = traceIds(random, sizes.length);
  const lines = sizes.flatMap((size, t) =>
    trace(random, size, random.chance(0.4)).map((x) => `${names[t]} ${x.id} ${x.parent} ${x.service} ${x.s} ${x.e}`),
  );
  return random.shuffle(lines).join('\n') + '\n';
}

/** `min` to `max` traces of 1 to `largest` spans each. */
const traces = (min: number, max: number, largest: number) => (random: Random) =>
  dump(
    random,
    Array.from({ length: random.int(min, max) }, () => random.int(1, largest)),
  );

/** Exactly 400 spans over 5 to 15 traces. */
function full(random: Random): string {
  const count = random.int(5, 15);
  const cuts = [
    0,
    ...random
      .sample([...Array(399).keys()], count - 1)
      .map((k) => k + 1)
      .sort((a, b) => a - b),
    400,
  ];
  return dump(
    random,
    cuts.slice(1).map((c, i) => c - cuts[i]),
  );
}

const drawn = [
  { tag: 'typical', draw: traces(1, 3, 8) },
  { tag: 'typical', draw: traces(3, 8, 20) },
  { tag: 'typical', draw: traces(2, 6, 60) },
  { tag: 'maximum', draw: full },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x r - api 0 1\n' },
      {
        tag: 'tricky',
        input: 'x r - api 100 200\nx a r db 0 50\nx b r db 150 400\nx c r db 160 170\nx d r cache 190 199\n',
      },
      { tag: 'tricky', input: 'a s1 - api 0 100\nb s1 - api 0 100\nb s2 s1 db 0 100\na s2 s1 db 10 20\n' },
    ],
    drawn,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x r - api 0 1\n' },
      { tag: 'tricky', input: 'x c b db 3 4\nx b a api 2 5\nx a - api 1 6\ny a - api 1 2\ny b a api 1 2\n' },
      {
        tag: 'tricky',
        input: 't10 s0 - api 0 9\nt9 s0 - api 0 9\nt9 s1 s0 api 0 9\nt10 s1 s0 db 0 1\nt10 s2 s1 db 0 1\n',
      },
    ],
    drawn,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x r - api 0 1\n' },
      {
        tag: 'tricky',
        input: 'x r - api 0 100\nx b r db 10 90\nx a r cache 20 90\nx c r auth 10 90\nx d c queue 10 20\n',
      },
      { tag: 'tricky', input: 'x r - api 0 100\nx s10 r db 10 90\nx s9 r cache 10 90\nx z s9 auth 0 1\n' },
    ],
    drawn,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x r - api 0 1\n' },
      { tag: 'tricky', input: 'x r - api 0 100\nx a r api 0 10\nx b a db 0 5\ny r - db 0 9\ny a r api 1 2\n' },
      { tag: 'tricky', input: 'x r - a 0 9\nx b r ab 0 1\nx c r a 0 1\nx d c b 0 2\nx e r ab 1 2\n' },
    ],
    drawn,
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x r - api 0 1\n' },
      {
        tag: 'tricky',
        input: 'x r - api 0 100\nx a r db 0 50\nx b r db 50 100\ny r - api 0 100\ny a r db 0 100\ny b a api 0 50\n',
      },
      { tag: 'tricky', input: 'x r - zed 0 10\nx a r amy 100 200\nx b r zed 5 10\n' },
    ],
    drawn,
  },
});
