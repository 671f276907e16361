import { defineCases } from '../../../cases';
import { PRINTABLE, type Random } from '../../../random';

const ATOMS = [
  'config',
  'service',
  'api',
  'replicas',
  'retry',
  'backoff',
  'exp',
  'max-attempts',
  'alert',
  'when',
  '>',
  'error-rate',
  '0.05',
  'page-oncall',
  'p1',
  'p2',
  'severity',
  'db.primary',
  'db.replica',
  'timeout:30s',
  'deploy-freeze',
  'friday',
  'and',
  'or',
  'not',
  'nil',
  'coffee',
  '3',
  '5',
  'define',
  'lambda',
  'let',
  '+',
  '*',
  '=',
  '#t',
  "'quoted",
];

type Sexp = string | Sexp[];

/** What an atom may not contain: whitespace and parentheses, and for the commented dialect also ; and ". */
const atomChars = (commented: boolean) =>
  [...PRINTABLE]
    .filter((c) => c !== ' ' && c !== '(' && c !== ')' && !(commented && (c === ';' || c === '"')))
    .join('');

const PLAIN = atomChars(false);
const BARE = atomChars(true);

/** An atom: mostly a config word or a number, sometimes up to 30 arbitrary characters, or (commented) a string. */
function atom(random: Random, commented: boolean): string {
  const roll = random.int(0, 99);
  if (roll < 70) return random.pick(ATOMS);
  if (roll < 88) return String(random.int(0, 99999));
  if (commented && roll < 96) {
    const inside = random.string(random.int(0, 28), PRINTABLE.replace('"', ''));
    return `"${inside}"`;
  }
  return random.string(random.chance(0.3) ? 30 : random.int(1, 12), commented ? BARE : PLAIN);
}

/** An expression at most `room` levels deep (an atom needs none): lists of 0 to `widest` elements, atoms more likely deeper down. */
function expression(random: Random, room: number, widest: number, commented: boolean): Sexp {
  if (room === 0 || random.chance(0.45)) return atom(random, commented);
  const k = random.chance(0.05) ? 0 : random.int(1, widest);
  return Array.from({ length: k }, () => expression(random, room - 1, widest, commented));
}

/** A list nested exactly `room` levels deep: a chain of lists with atoms and small lists around each link. */
function chain(random: Random, room: number, commented: boolean): Sexp {
  const list: Sexp[] = Array.from({ length: random.int(0, 2) }, () =>
    expression(random, Math.min(2, room - 1), 3, commented),
  );
  if (room > 1) list.splice(random.int(0, list.length), 0, chain(random, room - 1, commented));
  return list.length ? list : [atom(random, commented)];
}

/** A comment to the end of the line: any printable characters. */
const comment = (random: Random) => '; ' + random.string(random.int(0, 30)).trimEnd() + '\n';

/** Whitespace between two elements (`optional` next to a parenthesis), indented for a line break; (commented) now and then a comment. */
function gap(random: Random, indent: number, optional: boolean, commented: boolean): string {
  if (commented && random.chance(0.06)) return ' ' + comment(random) + ' '.repeat(indent);
  const roll = random.int(0, 99);
  if (optional && roll < 12) return '';
  if (roll < 75) return ' ';
  if (roll < 85) return ' '.repeat(random.int(2, 4));
  return '\n' + ' '.repeat(indent);
}

/** The expression written with varied whitespace, its elements indented by `indent` after line breaks. */
function write(random: Random, e: Sexp, indent: number, commented: boolean): string {
  if (typeof e === 'string') return e;
  let text = '(' + (random.chance(0.05) ? gap(random, indent, false, commented) : '');
  e.forEach((x, i) => {
    const optional = typeof x !== 'string' || typeof e[i - 1] !== 'string';
    if (i) text += gap(random, indent, optional, commented);
    text += write(random, x, indent + 2, commented);
  });
  return text + (random.chance(0.05) ? gap(random, indent, false, commented) : '') + ')';
}

interface Shape {
  /** How to pick the width W. */
  width: (random: Random) => number;
  /** How to pick the most characters the expression text may take. */
  most: (random: Random) => number;
  /** How many levels the items of the top list may nest. */
  deepest: number;
  /** Whether one item is a chain reaching the nesting limit of 30. */
  deep?: boolean;
}

/**
 * A config: a top list (config ...) whose items are expressions, added while the text stays within
 * its size; a deep shape puts a chain nested to depth 30 among them.
 */
const config =
  ({ width, most, deepest, deep = false }: Shape, commented = false) =>
  (random: Random) => {
    const w = width(random);
    const limit = most(random) - 1;
    let text = '(config';
    if (deep) text += gap(random, 2, true, commented) + write(random, chain(random, 29, commented), 4, commented);
    for (let misses = 0; misses < 30 && limit - text.length > 20;) {
      const item = expression(random, random.int(1, deepest), random.int(2, 6), commented);
      const next = gap(random, 2, typeof item !== 'string', commented) + write(random, item, 4, commented);
      if (text.length + next.length + 1 > limit) misses++;
      else text += next;
    }
    return `${w}\n${text})\n`;
  };

/** A config of 100 to 1500 characters for a width of 10 to 100. */
const typical: Shape = { width: (r) => r.int(10, 100), most: (r) => r.int(100, 1500), deepest: 4 };

/** Nearly 5000 characters for the widest lines. */
const wide: Shape = { width: () => 100, most: (r) => r.int(4900, 5000), deepest: 6 };

/** Nearly 5000 characters for narrow lines: most lists break. */
const narrow: Shape = { width: (r) => r.int(30, 50), most: (r) => r.int(4900, 5000), deepest: 6 };

/** Nearly 5000 characters with one item nested to depth 30. */
const deep: Shape = { width: (r) => r.int(60, 100), most: (r) => r.int(4900, 5000), deepest: 5, deep: true };

const drawn = (commented = false) => [
  { tag: 'typical' as const, draw: config(typical, commented) },
  { tag: 'typical' as const, draw: config(typical, commented) },
  { tag: 'typical' as const, draw: config(typical, commented) },
  { tag: 'maximum' as const, draw: config(wide, commented) },
  { tag: 'maximum' as const, draw: config(narrow, commented) },
  { tag: 'maximum' as const, draw: config(deep, commented) },
];

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '10\n()\n' },
      { tag: 'minimum', input: '10\nx\n' },
      { tag: 'tricky', input: '10\n(retry-policy-payment-gateway x)\n' },
      { tag: 'tricky', input: '12\n((((((abc))))))\n' },
      { tag: 'tricky', input: '15\n(  a(b   c)\n   (d)e\n()  )\n' },
      {
        tag: 'tricky',
        input:
          '30\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n',
      },
    ],
    drawn: drawn(),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '10\n()\n' },
      { tag: 'minimum', input: '10\nx\n' },
      { tag: 'tricky', input: '10\n(retry-policy-payment-gateway x)\n' },
      { tag: 'tricky', input: '12\n((((((abc))))))\n' },
      { tag: 'tricky', input: '15\n(  a(b   c)\n   (d)e\n()  )\n' },
      {
        tag: 'tricky',
        input:
          '30\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n',
      },
    ],
    drawn: drawn(),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '10\n()\n' },
      { tag: 'minimum', input: '10\nx\n' },
      { tag: 'tricky', input: '10\n(retry-policy-payment-gateway x)\n' },
      { tag: 'tricky', input: '12\n((((((abc))))))\n' },
      { tag: 'tricky', input: '15\n(  a(b   c)\n   (d)e\n()  )\n' },
      {
        tag: 'tricky',
        input:
          '30\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n',
      },
    ],
    drawn: drawn(),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '10\n()\n' },
      { tag: 'minimum', input: '10\nx\n' },
      { tag: 'tricky', input: '10\n(retry-policy-payment-gateway x)\n' },
      { tag: 'tricky', input: '12\n((((((abc))))))\n' },
      { tag: 'tricky', input: '15\n(  a(b   c)\n   (d)e\n()  )\n' },
      {
        tag: 'tricky',
        input:
          '30\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n',
      },
      { tag: 'tricky', input: '20\n(msg "a ; b" ; real comment ("x")\n "(not a list)" y)\n' },
    ],
    drawn: drawn(true),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '10\n()\n' },
      { tag: 'minimum', input: '10\nx\n' },
      { tag: 'tricky', input: '10\n(retry-policy-payment-gateway x)\n' },
      { tag: 'tricky', input: '12\n((((((abc))))))\n' },
      { tag: 'tricky', input: '15\n(  a(b   c)\n   (d)e\n()  )\n' },
      {
        tag: 'tricky',
        input:
          '30\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n',
      },
    ],
    drawn: drawn(),
  },
});
