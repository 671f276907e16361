import { lex } from '../measure/signals';
import { syntaxOf } from '../measure/syntax';
import { declaredByRules, rulesTokens } from './rules-tokens';

/**
 * A program's fingerprint for finding copies: the winnowed hashes of its normalised token k-grams,
 * as MOSS computes them (Schleimer, Wilkerson and Aiken, "Winnowing: local algorithms for document
 * fingerprinting", SIGMOD 2003). What a copier changes without changing the program is taken out
 * before hashing:
 * - comments, whitespace and layout: the program is read as tokens;
 * - names: an identifier the program itself declares reads as `<I>`, whatever it is called; names it
 *   does not declare (`split`, `print`, `Math`) stay, since they carry its meaning;
 * - literal values: every string reads as `<S>`, every number as `<N>`;
 * - the order of independent statements: k-grams are local, so statements moved as a whole keep
 *   every k-gram inside them.
 * Each language is read in its own syntax (measure/syntax.ts), and hashes are seeded with its group:
 * JavaScript and TypeScript share one, every other language has its own, so that a Java and a C#
 * program share no hash: translation is not what this finds.
 */
const K = 5;
const WINDOW = 4;

const WORD = /[A-Za-z_$][\w$]*/y;
const NUMBER = /(?:0[xXbBoO][\da-fA-F_]+|\d[\d_]*(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)n?/y;
const STRING = /(?:[rRbBuUfF]{0,2})(?:"""|'''|"|'|`)/y;
/** Operators, longest first so that `>>>=` is one token rather than `>>` and `>=`. */
const OPERATOR = new RegExp(
  [
    ['>>>=', '**=', '//=', '<<=', '>>=', '>>>', '===', '!==', '...', '=>', '==', '!=', '<=', '>=', '&&', '||', '??'],
    ['?.', '++', '--', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '**', '//', '<<', '>>', '->', ':='],
  ]
    .flat()
    .map((op) => op.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .concat('[-+*/%=<>!&|^~?:;,.()[\\]{}@#]')
    .join('|'),
  'y',
);

/** What a string, a number, a declared name and a regex read as: no token of a program can be one of them. */
const STRING_LITERAL = '<S>';
const NUMBER_LITERAL = '<N>';
const DECLARED_NAME = '<I>';
const REGEX_LITERAL = '<R>';

/**
 * How far a declaring phrase or an arrow function's parameter list is read: a bound, so that reading
 * a program costs time in proportion to its length whatever its shape.
 */
const PHRASE_TOKENS = 40;
/** A program is read up to this many tokens (a 64 KiB shot has fewer unless made to have more). */
const MAX_TOKENS = 20_000;

/** The tokens of a program with comments gone and string contents emptied by the lexers. */
function rawTokens(code: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < code.length && tokens.length < MAX_TOKENS) {
    if (/\s/.test(code[i])) {
      i++;
      continue;
    }
    if (code.startsWith('/r/', i)) {
      // A regular expression literal, as the lexer leaves it.
      tokens.push(REGEX_LITERAL);
      i += 3;
      continue;
    }
    let m: RegExpExecArray | null = null;
    let kind: RegExp | undefined;
    for (const re of [STRING, NUMBER, WORD, OPERATOR]) {
      re.lastIndex = i;
      m = re.exec(code);
      if (m && m[0].length) {
        kind = re;
        break;
      }
      m = null;
    }
    if (!m) {
      tokens.push(code[i]);
      i++;
      continue;
    }
    if (kind === STRING) {
      // The lexer left the quotes with nothing but newlines between them: skip to the closing quote.
      const quote = m[0].replace(/^[A-Za-z]*/, '');
      const close = code.indexOf(quote, i + m[0].length);
      tokens.push(STRING_LITERAL);
      i = close === -1 ? code.length : close + quote.length;
      continue;
    }
    tokens.push(kind === NUMBER ? NUMBER_LITERAL : m[0]);
    i += m[0].length;
  }
  return tokens;
}

/**
 * The names a program declares: after a declaring word, in a destructuring or parameter list that
 * follows one, a `for` variable, an arrow function's or Python function's parameters, and a Python
 * assignment's target.
 */
function declaredNames(tokens: string[], declarers: ReadonlySet<string>): Set<string> {
  const names = new Set<string>();
  const isName = (t: string | undefined) => t !== undefined && /^[A-Za-z_$][\w$]*$/.test(t);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (declarers.has(t) || t === 'for') {
      // Every name up to the end of the declaring phrase: `const [a, b] =`, `def f(x, y):`, `for (let i of`.
      for (let j = i + 1; j < tokens.length && j <= i + PHRASE_TOKENS; j++) {
        const u = tokens[j];
        if (u === '=' || u === 'in' || u === 'of' || u === '{' || u === ';' || (u === ':' && t !== 'def')) break;
        if (isName(u) && tokens[j + 1] !== '.' && tokens[j - 1] !== '.' && tokens[j - 1] !== ':') names.add(u);
        if (u === ')' && t !== 'for') break;
      }
    } else if (t === '=>') {
      // (a, b) => or a =>
      let j = i - 1;
      if (tokens[j] === ')') {
        for (j--; j >= 0 && j >= i - PHRASE_TOKENS && tokens[j] !== '('; j--)
          if (isName(tokens[j]) && tokens[j - 1] !== ':') names.add(tokens[j]);
      } else if (isName(tokens[j])) names.add(tokens[j]);
    } else if ((t === '=' || t === ':=') && isName(tokens[i - 1]) && tokens[i - 2] !== '.') {
      names.add(tokens[i - 1]);
    }
  }
  return names;
}

const KEYWORDS = new Set([
  ...(
    'break case catch class const continue default delete do else export extends finally for function if import in ' +
    'instanceof let new of return super switch this throw try typeof var void while with yield async await null ' +
    'undefined true false'
  ).split(' '),
  ...'and as assert def del elif except from global is lambda nonlocal not or pass raise None True False print'.split(
    ' ',
  ),
]);

/** The names a program declares, as its fingerprint reads them (a copier renames these). */
export function declaredNamesOf(source: string, language: string): Set<string> {
  const syntax = syntaxOf(language);
  if (!syntax) return new Set();
  if (syntax.lexer === 'rules') return declaredByRules(rulesTokens(lex(source, syntax).code, syntax), syntax);
  const { code } = lex(source, syntax);
  return new Set([...declaredNames(rawTokens(code), syntax.declarers)].filter((name) => !KEYWORDS.has(name)));
}

/** The program as normalised tokens: declared names as `<I>`, literals as `<S>` and `<N>`. */
export function normalisedTokens(source: string, language: string): string[] {
  const syntax = syntaxOf(language);
  if (!syntax) return [];
  const { code } = lex(source, syntax);
  if (syntax.lexer === 'rules') {
    const tokens = rulesTokens(code, syntax);
    const declared = declaredByRules(tokens, syntax);
    return tokens.texts.map((t) => (declared.has(t) ? DECLARED_NAME : t));
  }
  const tokens = rawTokens(code);
  const declared = declaredNames(tokens, syntax.declarers);
  return tokens.map((t) => (declared.has(t) && !KEYWORDS.has(t) ? DECLARED_NAME : t));
}

/** FNV-1a over the k-gram's tokens, seeded with the language's group: 32 bits, never 0. */
function hashGram(group: string, tokens: string[], from: number): number {
  let h = 0x811c9dc5;
  const mix = (s: string) => {
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x1f;
    h = Math.imul(h, 0x01000193);
  };
  mix(group);
  for (let i = from; i < from + K; i++) mix(tokens[i]);
  return h >>> 0 || 1;
}

/** Whether a language's programs are fingerprinted: prose and unknown languages are not. */
export const isFingerprinted = (language: string): boolean => syntaxOf(language) !== undefined;

/** The winnowed k-gram hashes of a program: of each window of WINDOW consecutive hashes, the rightmost smallest. */
export function winnow(source: string, language: string): number[] {
  const syntax = syntaxOf(language);
  if (!syntax) return [];
  const tokens = normalisedTokens(source, language);
  const grams: number[] = [];
  for (let i = 0; i + K <= tokens.length; i++) grams.push(hashGram(syntax.group, tokens, i));
  const picked = new Set<number>();
  if (grams.length <= WINDOW) grams.forEach((g) => picked.add(g));
  let previous = -1;
  for (let start = 0; start + WINDOW <= grams.length; start++) {
    let min = start;
    for (let i = start; i < start + WINDOW; i++) if (grams[i] <= grams[min]) min = i;
    if (min !== previous) picked.add(grams[min]);
    previous = min;
  }
  return [...picked].sort((a, b) => a - b);
}

/**
 * How much of two fingerprints is the same, 0 to 100: the hashes they share over the hashes of the
 * smaller (so a program copied whole into a longer one scores 100). Both sorted ascending.
 */
export function containment(a: readonly number[], b: readonly number[]): number {
  if (!a.length || !b.length) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return Math.round((100 * shared) / Math.min(a.length, b.length));
}
