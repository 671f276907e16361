import { defineCases } from '../../../cases';
import { UPPERCASE, type Random } from '../../../random';

/** An expression: its tokens, how tightly its top operator binds, and its value under an assignment. */
interface Expr {
  tokens: string[];
  prec: number;
  value: (honest: boolean[]) => boolean;
}

/** Tightest first: atoms and parentheses, !, &, |, > (only in variation C). */
const PREC: Record<string, number> = { '>': 1, '|': 2, '&': 3, '!': 4 };

const wrap = (e: Expr): string[] => ['(', ...e.tokens, ')'];

function not(e: Expr): Expr {
  return { tokens: ['!', ...(e.prec < PREC['!'] ? wrap(e) : e.tokens)], prec: PREC['!'], value: (v) => !e.value(v) };
}

/** A binary operation, with the parentheses precedence and associativity (> to the right) require. */
function binary(op: string, left: Expr, right: Expr): Expr {
  const p = PREC[op],
    rightAssoc = op === '>';
  const l = left.prec < p || (rightAssoc && left.prec === p) ? wrap(left) : left.tokens;
  const r = right.prec < p || (!rightAssoc && right.prec === p) ? wrap(right) : right.tokens;
  const value: Expr['value'] =
    op === '&'
      ? (v) => left.value(v) && right.value(v)
      : op === '|'
        ? (v) => left.value(v) || right.value(v)
        : (v) => !left.value(v) || right.value(v);
  return { tokens: [...l, op, ...r], prec: p, value };
}

/** What a statement may use: n engineers, the binary operators, and whether digits count the honest. */
interface Language {
  n: number;
  ops: string[];
  digits: boolean;
}

function atom(random: Random, { n, digits }: Language): Expr {
  if (digits && random.chance(0.2)) {
    const d = random.chance(0.9) ? random.int(0, Math.min(n, 9)) : random.int(0, 9);
    return { tokens: [String(d)], prec: 5, value: (v) => v.filter((x) => x).length === d };
  }
  const i = random.int(0, n - 1);
  return { tokens: [UPPERCASE[i]], prec: 5, value: (v) => v[i] };
}

/** A random expression over about `size` atoms, now and then with parentheses it does not need. */
function expression(random: Random, language: Language, size: number): Expr {
  let e: Expr;
  if (size <= 1) e = random.chance(0.25) ? not(atom(random, language)) : atom(random, language);
  else if (random.chance(0.15)) e = not(expression(random, language, size));
  else {
    const k = random.int(1, size - 1);
    e = binary(random.pick(language.ops), expression(random, language, k), expression(random, language, size - k));
  }
  return e.prec < 5 && random.chance(0.1) ? { ...e, tokens: wrap(e), prec: 5 } : e;
}

/** The tokens joined as people write them: usually spaced around binary operators, sometimes tight or sloppy. */
function spell(random: Random, speaker: string, tokens: string[]): string {
  const style = random.int(1, 10);
  if (style === 1) return speaker + ':' + tokens.join('');
  if (style === 2) {
    const gap = () => ' '.repeat(random.int(0, 2));
    return speaker + gap() + ':' + gap() + tokens.map((t, i) => (i ? gap() : '') + t).join('');
  }
  return speaker + ': ' + tokens.map((t) => (t in PREC && t !== '!' ? ` ${t} ` : t)).join('');
}

/**
 * A statement of at most 80 characters by a random speaker. When `truth` is given, it is true exactly when
 * the speaker is honest in it, so that assignment stays consistent.
 */
function statement(random: Random, language: Language, size: number, truth?: boolean[]): string {
  for (let s = size; ; s = Math.max(1, s - 1)) {
    const speaker = random.int(0, language.n - 1);
    let e = expression(random, language, s);
    if (truth && e.value(truth) !== truth[speaker]) e = not(e);
    const line = spell(random, UPPERCASE[speaker], e.tokens);
    if (line.length <= 80) return line + '\n';
  }
}

/** A meeting of n engineers and `count` statements of about `size` atoms, consistent with a hidden assignment most of the time. */
function meeting(random: Random, language: Language, count: number, size: () => number, plantOdds: number): string {
  const truth = random.chance(plantOdds) ? Array.from({ length: language.n }, () => random.chance(0.5)) : undefined;
  let text = `${language.n}\n`;
  for (let k = 0; k < count; k++) text += statement(random, language, size(), truth);
  return text;
}

/** A meeting of nMin..nMax engineers making about one statement each. */
const typical = (ops: string[], digits: boolean, nMin: number, nMax: number) => (random: Random) => {
  const n = random.int(nMin, nMax);
  return meeting(random, { n, ops, digits }, random.int(n - 1, n + 3), () => random.int(1, 6), 0.8);
};

/** Ten engineers and twenty long statements. */
const crowded = (ops: string[], digits: boolean) => (random: Random) =>
  meeting(random, { n: 10, ops, digits }, 20, () => random.int(8, 16), 0.7);

/** Ten engineers and twenty statements that all hold in one hidden assignment. */
const crowdedConsistent = (ops: string[], digits: boolean) => (random: Random) =>
  meeting(random, { n: 10, ops, digits }, 20, () => random.int(3, 16), 1);

/** The drawn cases of a variation with these operators. */
const drawn = (ops: string[], digits = false) =>
  [
    { tag: 'typical', draw: typical(ops, digits, 3, 5) },
    { tag: 'typical', draw: typical(ops, digits, 4, 7) },
    { tag: 'typical', draw: typical(ops, digits, 6, 9) },
    { tag: 'maximum', draw: crowded(ops, digits) },
    { tag: 'maximum', draw: crowdedConsistent(ops, digits) },
  ] as const;

const AND_OR = ['&', '|'];

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '1\nA: !A\n' },
      { tag: 'tricky', input: '2\nA: A\nB: B\n' },
      { tag: 'tricky', input: '3\nA:!( B|!C )\nB :  !!A &C\nC:C|  A\n' },
      { tag: 'tricky', input: '10\n' },
    ],
    drawn: drawn(AND_OR),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'minimum', input: '1\nA: A & !A\n' },
      { tag: 'tricky', input: '1\nA: !A\n' },
      { tag: 'tricky', input: '2\nA: !A | !B\n' },
      { tag: 'tricky', input: '3\nA:!( B|!C )\nB :  !!A &C\nC:C|  A\n' },
    ],
    drawn: drawn(AND_OR),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '1\nA: A > !A\n' },
      { tag: 'tricky', input: '3\nA: B > C > A\n' },
      { tag: 'tricky', input: '3\nA: (B > C) > A\n' },
      { tag: 'tricky', input: '3\nA: !B | C > A & B\nC:!(A>B)\n' },
    ],
    drawn: drawn([...AND_OR, '>']),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'minimum', input: '1\nA: !A\n' },
      { tag: 'tricky', input: '2\nA: !A | !B\n' },
      { tag: 'tricky', input: '3\nA:!( B|!C )\nB :  !!A &C\nC:C|  A\n' },
    ],
    drawn: drawn(AND_OR),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '1\nA: 1\n' },
      { tag: 'tricky', input: '1\nA: 0\n' },
      { tag: 'tricky', input: '3\nA: 0\nB: 1\nC: 2\n' },
    ],
    drawn: drawn(AND_OR, true),
  },
});
