import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, UPPERCASE, type Random } from '../../../random';

const MAX_URL = 2000;

const BASES = [
  'https://grafana.example.com/d/',
  'https://status.example.com/incidents',
  'http://10.0.0.7:3000/explore',
  'https://logs.example.com/search',
  'https://x.io/p',
  '/d/',
  '',
];

const KEYS = ['from', 'to', 'range', 'var', 'tag', 'page', 'sort', 'q', 'since', 'env', 'refresh', 'panel', 'debug'];
const ODD_KEYS = ['orgId', 'var-host', 'tags[]', 'a.b', 'X', '_', '0', 'tag_2'];
const VALUES = [
  'now-6h',
  'now',
  '1h',
  'db',
  'cache',
  'desc',
  'prod',
  'staging',
  'dark',
  '5s',
  'true',
  'net',
  'a=b',
  'x?y',
];

/** A key the first line may ask for: 1 to 20 characters among a-z, 0-9 and _. */
const ASKABLE = /^[a-z0-9_]{1,20}$/;

/** %XX for a character, in either case. */
function percent(random: Random, c: string): string {
  const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
  return '%' + (random.chance(0.5) ? hex.toUpperCase() : hex);
}

/** A value: a usual one, a number, an id, or a few of them joined. */
function value(random: Random): string {
  const kind = random.int(0, 9);
  if (kind < 4) return random.pick(VALUES);
  if (kind < 6) return String(random.int(0, 99999));
  if (kind < 8) return random.string(random.int(3, 10), LOWERCASE + DIGITS + '-_.:');
  return [random.pick(VALUES), random.int(0, 99)].join(random.pick([',', '/', '.', '%2C']));
}

/** A key: mostly the usual ones, now and then an odd one or a random one. */
function key(random: Random): string {
  const kind = random.int(0, 9);
  if (kind < 6) return random.pick(KEYS);
  if (kind < 8) return random.pick(ODD_KEYS);
  return random.string(random.int(1, 8), LOWERCASE + DIGITS + '_');
}

/** A piece of the query: key=value mostly, a bare key, or an empty piece (&&) now and then. */
function piece(random: Random, keyOf: (random: Random) => string = key): string {
  const r = random.int(0, 19);
  if (r === 0) return '';
  if (r < 3) return keyOf(random);
  return keyOf(random) + '=' + (random.chance(0.1) ? '' : value(random));
}

/** The part before the query: a base and now and then a path id. */
function base(random: Random): string {
  const start = random.pick(BASES);
  return start.endsWith('/') ? start + random.string(random.int(3, 9), LOWERCASE + DIGITS) : start;
}

/** A fragment, now and then, that looks like more parameters (without a ?, which would make the query ambiguous). */
function fragment(random: Random): string {
  if (!random.chance(0.3)) return '';
  const text = random.pick([
    'panel-' + random.int(1, 40),
    'tab=' + value(random),
    key(random) + '=' + value(random) + '&x=1',
  ]);
  return '#' + text.replace(/\?/g, '');
}

/** A dashboard link of `min` to `max` pieces; now and then one without any ?. */
function link(random: Random, min: number, max: number, keyOf = key): string {
  const pieces = Array.from({ length: random.int(min, max) }, () => piece(random, keyOf));
  if (random.chance(0.05))
    return random.pick(BASES.slice(0, 5)) + '/' + random.string(10, LOWERCASE + DIGITS) + fragment(random);
  return base(random) + '?' + pieces.join('&') + fragment(random);
}

/** The keys of a link's query that the first line may name. */
function askableKeys(url: string): string[] {
  const query = url.split('#')[0].split('?').slice(1).join('?');
  return query
    .split('&')
    .map((p) => p.split('=')[0])
    .filter((k) => ASKABLE.test(k));
}

/** A key the link has (mostly) or a near miss of one, then the link. */
const lookup = (min: number, max: number) => (random: Random) => {
  const url = link(random, min, max);
  const keys = askableKeys(url);
  const asked =
    keys.length && random.chance(0.8) ? random.pick(keys) : random.pick([...KEYS, 's', 'tags', 'from_', 'rng']);
  return `${asked}\n${url}\n`;
};

/** Pieces with keys from a small set, many repeated, filling the link to within a few percent of 2000 characters. */
function longLink(random: Random, keys: readonly string[], encoded = false): string {
  const start = base(random) + '?';
  const end = random.chance(0.5) ? '#' + random.string(random.int(1, 10), LOWERCASE) : '';
  const pieces: string[] = [];
  let length = start.length + end.length;
  for (;;) {
    const next = encoded ? encodedPiece(random) : piece(random, () => random.pick(keys));
    if (length + next.length + 1 > MAX_URL) break;
    pieces.push(next);
    length += next.length + 1;
  }
  return start + pieces.join('&') + end;
}

/** `count` keys k0, k1, ... as in a generated report. */
const numberedKeys = (count: number) => Array.from({ length: count }, (_, i) => 'k' + i);

/** A key asked for and a long link in which it occurs many times (or, with `absent`, only near misses of it do). */
const longLookup = (absent: boolean) => (random: Random) => {
  const keys = numberedKeys(random.int(20, 70));
  const asked = absent
    ? random.pick(['k', 'kk', 'k' + random.int(70, 99), random.string(3, LOWERCASE)])
    : random.pick(keys);
  return `${asked}\n${longLink(random, keys)}\n`;
};

const SPECIAL = ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** Plain text as people type it: words, spaces and punctuation. */
function text(random: Random): string {
  return random.string(random.int(1, 12), LOWERCASE + UPPERCASE + DIGITS + SPECIAL + '    ');
}

/** Text percent-encoded the way chat clients do: spaces as + or %20, specials as %XX, letters now and then too. */
function encode(random: Random, plain: string): string {
  return [...plain]
    .map((c) => {
      if (c === ' ') return random.chance(0.7) ? '+' : '%20';
      if (/[A-Za-z0-9]/.test(c)) return random.chance(0.05) ? percent(random, c) : c;
      if (/[-_.~]/.test(c) && random.chance(0.5)) return c;
      return percent(random, c);
    })
    .join('');
}

/** An encoded piece: key=value, or a bare key now and then. */
function encodedPiece(random: Random): string {
  const k = random.chance(0.5) ? random.pick(KEYS) : encode(random, text(random));
  return random.chance(0.1) ? k : k + '=' + encode(random, text(random));
}

/** A link of `min` to `max` encoded pieces. */
const encodedLink = (min: number, max: number) => (random: Random) => {
  const pieces = Array.from({ length: random.int(min, max) }, () => encodedPiece(random));
  return base(random) + '?' + pieces.join('&') + fragment(random) + '\n';
};

/** A plain link of `min` to `max` pieces. */
const plainLink = (min: number, max: number) => (random: Random) => link(random, min, max) + '\n';

/** A long link over `count` repeated keys, some values empty. */
const longPlain = (count: number) => (random: Random) => longLink(random, numberedKeys(count)) + '\n';

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: 'x\nhttps://example.com/\n' },
      { tag: 'minimum', input: 'a\n?a=1\n' },
      { tag: 'tricky', input: 'q\nhttps://x.io/p?q=a=b&q=c\n' },
      { tag: 'tricky', input: 'tab\nhttps://x.io/p?x=1#tab=2\n' },
      { tag: 'tricky', input: 'debug\nhttps://x.io/p?verbose=1&debug&debug=yes\n' },
      { tag: 'tricky', input: 'id\nhttps://x.io/p?uid=5&ids=6\n' },
    ],
    drawn: [
      { tag: 'typical', draw: lookup(4, 7) },
      { tag: 'typical', draw: lookup(6, 12) },
      { tag: 'typical', draw: lookup(10, 25) },
      { tag: 'maximum', draw: longLookup(false) },
      { tag: 'maximum', draw: longLookup(true) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: 'https://example.com/\n' },
      { tag: 'minimum', input: '?a\n' },
      { tag: 'tricky', input: 'https://x.io/p?&&&#a=1\n' },
      { tag: 'tricky', input: 'https://x.io/p?b=2&a-b=3&a=1&a=0\n' },
      { tag: 'tricky', input: 'https://x.io/p?Z=1&a=2&_=3&0=4\n' },
    ],
    drawn: [
      { tag: 'typical', draw: plainLink(4, 7) },
      { tag: 'typical', draw: plainLink(6, 12) },
      { tag: 'typical', draw: plainLink(10, 25) },
      { tag: 'maximum', draw: longPlain(61) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: 'https://example.com/search\n' },
      { tag: 'minimum', input: '?a=b\n' },
      { tag: 'tricky', input: 'https://x.io/p?a%3Db=c%26d&e=%2B%2b+\n' },
      { tag: 'tricky', input: 'https://x.io/p?%41%42%43=%7e%7E\n' },
      { tag: 'tricky', input: 'https://x.io/p?x=%2541\n' },
    ],
    drawn: [
      { tag: 'typical', draw: encodedLink(2, 4) },
      { tag: 'typical', draw: encodedLink(3, 8) },
      { tag: 'typical', draw: encodedLink(6, 15) },
      { tag: 'maximum', draw: (random) => longLink(random, KEYS, true) + '\n' },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: 'tag\nhttps://example.com/\n' },
      { tag: 'minimum', input: 'a\n?a=1\n' },
      { tag: 'tricky', input: 'a\nhttps://x.io/p?a=1&a&a=3\n' },
      { tag: 'tricky', input: 'a\nhttps://x.io/p?a\n' },
      { tag: 'tricky', input: 'tag\nhttps://x.io/p?tag=db#tag=net\n' },
      { tag: 'tricky', input: 'a\nhttps://x.io/p?A=1&aa=2&a_=3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: lookup(4, 7) },
      { tag: 'typical', draw: lookup(6, 12) },
      { tag: 'typical', draw: lookup(10, 25) },
      { tag: 'maximum', draw: longLookup(false) },
      { tag: 'maximum', draw: (random) => `k${random.int(0, 4)}\n${longPlain(5)(random)}` },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: 'https://example.com/\n' },
      { tag: 'minimum', input: '?a=1\n' },
      { tag: 'tricky', input: 'https://x.io/p?a=1&a=\n' },
      { tag: 'tricky', input: 'https://x.io/p?a=&a=1\n' },
      { tag: 'tricky', input: 'https://x.io/p?#x=1\n' },
      { tag: 'tricky', input: 'https://x.io/p?a-b=1&a=2&a_b=3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: plainLink(4, 7) },
      { tag: 'typical', draw: plainLink(6, 12) },
      { tag: 'typical', draw: plainLink(10, 25) },
      { tag: 'maximum', draw: longPlain(61) },
    ],
  },
});
