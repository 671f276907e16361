import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const LIMIT = 1e15;
const SUM = 1;
const PRODUCT = 2;
const UNARY = 3;
const POWER = 4;
const ATOM = 5;

/** An expression as written, with what it evaluates to and how tightly it binds. */
interface Expr {
  text: string;
  value: number;
  level: number;
  /** It uses a variable that is not assigned: evaluating it stops there. */
  unknown?: boolean;
  /** It divides by zero somewhere. */
  zero?: boolean;
}

/** What a variation's expressions may contain. */
interface Grammar {
  ops: readonly string[];
  /** A variable to use, with its value, or without one when it is not assigned; none for a literal. */
  variable?: (random: Random) => [string, number | undefined] | undefined;
  /** How often a division gets a divisor that is zero. */
  zero?: number;
}

const ARITHMETIC: Grammar = { ops: ['+', '-', '*', '/', '+', '-', '*'] };
const POWERS: Grammar = { ops: ['+', '-', '*', '/', '%', '^', '+', '-', '*'] };
const LEVEL: Record<string, number> = { '+': SUM, '-': SUM, '*': PRODUCT, '/': PRODUCT, '%': PRODUCT, '^': POWER };

/** A spacing style for one line: always spaced, never, or now and then. */
function spacing(random: Random): () => string {
  const style = random.int(0, 3);
  return () => (style === 0 ? ' ' : style === 1 ? '' : random.chance(0.6) ? ' ' : random.pick(['', '  ']));
}

/** A literal: mostly small, now and then up to 10^9, now and then with leading zeros. */
function literal(random: Random, value = random.int(0, random.pick([9, 100, 5000, 1e9]))): Expr {
  return { text: (random.chance(0.05) ? '0'.repeat(random.int(1, 2)) : '') + value, value, level: ATOM };
}

function wrap(e: Expr, gap: () => string): Expr {
  return { ...e, text: '(' + gap() + e.text + gap() + ')', level: ATOM };
}

function negate(e: Expr, gap: () => string): Expr {
  const inner = e.level < UNARY ? wrap(e, gap) : e;
  return { ...inner, text: '-' + inner.text, value: -e.value, level: UNARY };
}

/** b raised to e, or Infinity when it would pass the limit. */
function power(b: number, e: number): number {
  let v = 1;
  for (let i = 0; i < e; i++) {
    v *= b;
    if (Math.abs(v) > LIMIT) return Infinity;
  }
  return v;
}

/** l op r with the parentheses the precedence needs; undefined when the value would break the limits. */
function binary(op: string, l: Expr, r: Expr, gap: () => string): Expr | undefined {
  const level = LEVEL[op];
  const left = l.level < (op === '^' ? ATOM : level) ? wrap(l, gap) : l;
  const right = r.level < (op === '^' ? UNARY : level + 1) ? wrap(r, gap) : r;
  let value: number;
  let zero = l.zero || r.zero;
  if (op === '+') value = l.value + r.value;
  else if (op === '-') value = l.value - r.value;
  else if (op === '*') value = l.value * r.value;
  else if (op === '^') value = r.value < 0 || r.value > 60 ? Infinity : power(l.value, r.value);
  else if (r.value === 0 && !r.unknown) {
    if (!r.zero || op !== '/') return undefined;
    [value, zero] = [0, true];
  } else value = op === '/' ? Math.trunc(l.value / r.value) : l.value % r.value;
  if (!(Math.abs(value) <= LIMIT)) return undefined;
  const text = left.text + gap() + op + gap() + right.text;
  return { text, value: value === 0 ? 0 : value, level, unknown: l.unknown || r.unknown, zero };
}

/** A leaf: a literal, or (with variables) a variable now and then. */
function leaf(random: Random, grammar: Grammar): Expr {
  const variable = random.chance(0.45) ? grammar.variable?.(random) : undefined;
  if (variable) {
    const [name, value] = variable;
    return { text: name, value: value ?? 1, level: ATOM, unknown: value === undefined };
  }
  return literal(random);
}

/** A divisor that is zero: 0, or a difference of two equal literals. */
function zeroDivisor(random: Random, gap: () => string): Expr {
  const v = random.int(0, 50);
  const e = random.chance(0.5)
    ? literal(random, 0)
    : wrap({ text: `${v}${gap()}-${gap()}${v}`, value: 0, level: SUM }, gap);
  return { ...e, zero: true };
}

/** A random expression of about `size` operands within the limits of the statement. */
function expression(random: Random, grammar: Grammar, size: number, gap: () => string): Expr {
  if (size <= 1) return random.chance(0.1) ? negate(leaf(random, grammar), gap) : leaf(random, grammar);
  const kind = random.int(0, 99);
  if (kind < 5) return negate(expression(random, grammar, size, gap), gap);
  if (kind < 10) return wrap(expression(random, grammar, size, gap), gap);
  const split = random.int(1, size - 1);
  const l = expression(random, grammar, split, gap);
  const r = expression(random, grammar, size - split, gap);
  for (let tries = 0; tries < 4; tries++) {
    const op = random.pick(grammar.ops);
    let right = r;
    if (op === '^') right = literal(random, random.int(0, 6));
    else if (op === '/' && grammar.zero && random.chance(grammar.zero)) right = zeroDivisor(random, gap);
    const e = binary(op, l, right, gap);
    if (e) return e;
  }
  return binary('+', l, r, gap) ?? binary('-', l, r, gap) ?? l;
}

/** One line of an expression of about `size` operands, at most `max` characters. */
function line(random: Random, grammar: Grammar, size: number, max = 200): string {
  for (;;) {
    const gap = spacing(random);
    const text = expression(random, grammar, size, gap).text;
    if (text.length <= max) return text;
    size = Math.max(1, Math.min(size - 1, Math.floor((size * max) / text.length)));
  }
}

/** An expression nested deeply: each step wraps the previous one in parentheses. */
function nested(random: Random, grammar: Grammar, max: number): string {
  const gap = random.chance(0.5) ? () => '' : () => ' ';
  const ops = grammar.ops.filter((o) => o !== '^');
  let e = leaf(random, grammar);
  for (;;) {
    const op = random.pick(ops);
    const next = random.chance(0.2)
      ? negate(wrap(e, gap), gap)
      : random.chance(0.5)
        ? binary(op, wrap(e, gap), literal(random, random.int(1, 9)), gap)
        : binary(op, literal(random, random.int(1, 9)), wrap(e, gap), gap);
    if (next && next.text.length <= max) e = next;
    else if (wrap(e, gap).text.length <= max) e = wrap(e, gap);
    else break;
  }
  return e.text;
}

const lines = (n: number, make: (random: Random) => string) => (random: Random) =>
  `${n}\n` + Array.from({ length: n }, () => make(random) + '\n').join('');

/** n lines of expressions of 1 to `size` operands. */
const expressions = (n: number, size: number, grammar: Grammar, max = 200) =>
  lines(n, (random) => line(random, grammar, random.int(1, size), max));

/** A typical runbook: a few to some tens of moderate expressions. */
const typical = (grammar: Grammar, min: number, max: number, size: number) => (random: Random) =>
  expressions(random.int(min, max), size, grammar)(random);

/** 100 lines: deeply nested expressions and long flat ones, near the 200 characters. */
const deep = (grammar: Grammar, max: number) =>
  lines(100, (random) => (random.chance(0.5) ? nested(random, grammar, max) : line(random, grammar, 28, max)));

const VARIABLES = [
  'peak',
  'replicas',
  'base',
  'factor',
  'total',
  'margin',
  'cpu',
  'mem',
  'nodes',
  'pods',
  'x',
  'y',
  'a',
  'ab',
  'limit',
  'burst',
  'quota',
  'rps',
  'shards',
];

/** A program of n lines: assignments and bare expressions, some using variables not assigned (yet). */
function program(n: number, size: number) {
  return (random: Random) => {
    const pool = [
      ...random.sample(VARIABLES, random.int(3, 8)),
      ...Array.from({ length: random.int(0, 3) }, () => random.string(random.int(1, 10), LOWERCASE)),
    ];
    const env = new Map<string, number>();
    const grammar: Grammar = {
      ops: ARITHMETIC.ops,
      variable: (r) => {
        const known = [...env.keys()];
        if (!known.length && r.chance(0.8)) return undefined;
        const name = known.length && r.chance(0.9) ? r.pick(known) : r.pick(pool);
        return [name, env.get(name)];
      },
    };
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const gap = spacing(random);
      const e = expression(random, grammar, random.int(1, size), gap);
      if (e.text.length > 180) {
        i--;
        continue;
      }
      if (random.chance(0.55)) {
        const name = random.pick(pool);
        out.push(name + gap() + '=' + gap() + e.text);
        if (!e.unknown) env.set(name, e.value);
      } else out.push(e.text);
    }
    return `${n}\n` + out.map((l) => l + '\n').join('');
  };
}

const BROKEN: ((e: string, random: Random) => string)[] = [
  (e, random) => e + ' ' + random.pick(['+', '-', '*', '/']),
  (e, random) => random.pick(['* ', '/ ', '+', '*']) + e,
  (e) => (e.includes(')') ? e.replace(')', '') : '(' + e),
  (e, random) => e + ' ' + random.int(0, 99),
  (e) => e.replace(/\d+/, '()'),
  (e) => (e.includes('(') ? e.replace('(', ')(') : e + ' )'),
  (_e, random) => ' '.repeat(random.int(0, 3)),
];

const CHECKED: Grammar = { ops: ARITHMETIC.ops, zero: 0.3 };

/** n lines: valid expressions, some dividing by zero, and broken ones. */
const judged = (n: number, size: number) =>
  lines(n, (random) => {
    const e = line(random, CHECKED, random.int(1, size), 190);
    return random.chance(0.45) ? random.pick(BROKEN)(e, random) : e;
  });

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n0\n' },
      { tag: 'tricky', input: '4\n2--3\n- -4\n-(-(5))\n007 * 2\n' },
      { tag: 'tricky', input: '4\n-7/2\n7/-2\n-7/-2\n1-2-3-4\n' },
      { tag: 'tricky', input: '3\n100/10/5\n2*-3*-4\n8 / 3 * 3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: typical(ARITHMETIC, 2, 6, 6) },
      { tag: 'typical', draw: typical(ARITHMETIC, 8, 25, 12) },
      { tag: 'typical', draw: typical(ARITHMETIC, 20, 50, 20) },
      { tag: 'maximum', draw: expressions(100, 28, ARITHMETIC, 190) },
      { tag: 'maximum', draw: deep(ARITHMETIC, 190) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n5\n' },
      { tag: 'tricky', input: '4\n2^3^2\n(2^3)^2\n-2^2\n(-2)^2\n' },
      { tag: 'tricky', input: '4\n-7 % 3\n7 % -3\n-7 % -3\n0^0\n' },
      { tag: 'tricky', input: '3\n2^-(-3)\n10 % 4 % 3\n2 * 3 ^ 2\n' },
    ],
    drawn: [
      { tag: 'typical', draw: typical(POWERS, 2, 6, 6) },
      { tag: 'typical', draw: typical(POWERS, 8, 25, 12) },
      { tag: 'typical', draw: typical(POWERS, 20, 50, 20) },
      { tag: 'maximum', draw: expressions(100, 28, POWERS, 190) },
      { tag: 'maximum', draw: deep(POWERS, 190) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n7\n' },
      { tag: 'tricky', input: '3\n1 - 2 - 3\n1 - (2 - 3)\n2 - -3\n' },
      { tag: 'tricky', input: '3\n--5\n-2 * 3\n2 * -3\n' },
      { tag: 'tricky', input: '2\n000\n0012 / 00\n' },
    ],
    drawn: [
      { tag: 'typical', draw: typical(ARITHMETIC, 2, 6, 6) },
      { tag: 'typical', draw: typical(ARITHMETIC, 8, 25, 12) },
      { tag: 'typical', draw: typical(ARITHMETIC, 20, 50, 20) },
      { tag: 'maximum', draw: expressions(100, 28, ARITHMETIC, 140) },
      { tag: 'maximum', draw: deep(ARITHMETIC, 175) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\nx\n' },
      { tag: 'tricky', input: '4\nx = y\nx\ny = 2\nx = y * y\n' },
      { tag: 'tricky', input: '5\na = 1\na = a + 1\na = a * -a\na\n-a/3\n' },
      { tag: 'tricky', input: '3\nab = 5\na\nab\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => program(random.int(3, 8), 5)(random) },
      { tag: 'typical', draw: (random) => program(random.int(10, 30), 8)(random) },
      { tag: 'typical', draw: (random) => program(random.int(30, 60), 12)(random) },
      { tag: 'maximum', draw: program(100, 30) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n1\n' },
      { tag: 'tricky', input: '6\n\n()\n(3\n3)\n3 4\n* 2\n' },
      { tag: 'tricky', input: '4\n--2\n2 - - - 2\n2 -\n-\n' },
      { tag: 'tricky', input: '4\n0 * (1 / 0)\n1 / (2 / 3)\n(5)(6)\n7 / 0 /\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => judged(random.int(3, 8), 6)(random) },
      { tag: 'typical', draw: (random) => judged(random.int(10, 30), 10)(random) },
      { tag: 'typical', draw: (random) => judged(random.int(30, 60), 16)(random) },
      { tag: 'maximum', draw: judged(100, 28) },
      {
        tag: 'maximum',
        draw: lines(100, (random) => {
          const e = nested(random, CHECKED, 185);
          return random.chance(0.4) ? random.pick(BROKEN)(e, random) : e;
        }),
      },
    ],
  },
});
