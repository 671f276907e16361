import type { RulesSyntax } from '../measure/syntax';

/**
 * The fingerprint's reading of a language lexed from its syntax table (every language but
 * JavaScript, TypeScript and Python, which fingerprint.ts reads as it always did): its tokens, each
 * with its line, and the names the program declares, which read as `<I>` whatever they are called.
 */
export interface LineTokens {
  texts: string[];
  lines: number[];
}

const STRING_LITERAL = '<S>';
const NUMBER_LITERAL = '<N>';
const REGEX_LITERAL = '<R>';

/** How far a declaring phrase is read (a bound, so that reading costs time in proportion to the length). */
const PHRASE_TOKENS = 40;
/** A program is read up to this many tokens. */
const MAX_TOKENS = 20_000;

/** The lexer leaves a string as "" and a character as '', with nothing but the newlines of its body inside. */
const LEXED_LITERAL = /(["'])(\n*)\1/y;
/** A number, with its type suffix (10L, 1u64, 2.5f) and digit separators (1_000, 1'000). */
const NUMBER = /(?:0[xXbBoO][\da-fA-F_']+|\d[\d_']*(?:\.\d[\d_']*)?(?:[eE][+-]?\d+)?)[A-Za-z_\d]*/y;
/** Operators, longest first. */
const OPERATOR = new RegExp(
  [
    ['>>>=', '<<=', '>>=', '**=', '//=', '...', '..=', '<=>', '>>>', '===', '!==', '::', '->', '=>', '<-', '=='],
    ['!=', '<=', '>=', '&&', '||', '??', '?.', '?:', '!!', '++', '--', '+=', '-=', '*=', '/=', '%=', '&=', '|='],
    ['^=', '**', '<<', '>>', '..', ':=', '=~', '!~', '&^'],
  ]
    .flat()
    .map((op) => op.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .concat('[-+*/%=<>!&|^~?:;,.()[\\]{}@#$\\\\`]')
    .join('|'),
  'y',
);
/** Brackets and punctuation, where operators are runs of symbols (Haskell). */
const PUNCTUATION = /[()[\]{},;`]/y;

const NAME = /^[A-Za-z_][\w']*[?!]?$/;
const isName = (t: string | undefined): t is string => t !== undefined && NAME.test(t);
const isLowerName = (t: string | undefined): t is string => t !== undefined && /^[a-z_][\w']*$/.test(t);

/** The tokens of lexed code, with their lines. */
export function rulesTokens(code: string, syntax: RulesSyntax): LineTokens {
  const texts: string[] = [];
  const lines: number[] = [];
  const word = new RegExp(syntax.word.source, 'y');
  const operators = syntax.operatorRun ? [PUNCTUATION, syntax.operatorRun] : [OPERATOR];
  let line = 0;
  let i = 0;
  const push = (text: string) => {
    texts.push(text);
    lines.push(line);
  };
  while (i < code.length && texts.length < MAX_TOKENS) {
    const ch = code[i];
    if (ch === '\n') {
      line++;
      i++;
      continue;
    }
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (code.startsWith('/r/', i)) {
      push(REGEX_LITERAL);
      i += 3;
      continue;
    }
    let m: RegExpExecArray | null = null;
    if (ch === '"' || ch === "'") {
      LEXED_LITERAL.lastIndex = i;
      m = LEXED_LITERAL.exec(code);
      if (m) {
        push(STRING_LITERAL);
        line += m[2].length;
        i += m[0].length;
        continue;
      }
    }
    if (syntax.sigils?.includes(ch)) {
      // A variable with its sigil ($x, @items, %seen, Perl's $#items) is one token: `x` is not `$x`.
      const sigil = code[i + 1] === '#' && syntax.sigils.length > 1 ? ch + '#' : ch;
      word.lastIndex = i + sigil.length;
      m = word.exec(code);
      if (m) {
        push(sigil + m[0]);
        i += sigil.length + m[0].length;
        continue;
      }
    }
    const kinds: RegExp[] = [NUMBER, word, ...operators];
    let kind: RegExp | undefined;
    for (const re of kinds) {
      re.lastIndex = i;
      m = re.exec(code);
      if (m && m[0].length) {
        kind = re;
        break;
      }
      m = null;
    }
    if (!m) {
      push(ch);
      i++;
      continue;
    }
    push(kind === NUMBER ? NUMBER_LITERAL : m[0]);
    i += m[0].length;
  }
  return { texts, lines };
}

/** After these, a name is a member or a path, not a name the program declares here. */
const QUALIFIERS = new Set(['.', '::', '->', '?.']);

/** C, C++, Java, C#: what may stand between a type and the name it declares, or inside the type. */
const TYPE_PUNCTUATION = new Set(['::', '.', '*', '&', '&&', '[', ']', '?', '...']);
/** Where a declaration can start: after these, `Type name` declares `name`. */
const TYPE_BOUNDARIES = new Set([';', '{', '}', '(', ',', ')', ':', '@']);
/** After `Type name`, one of these: `=`, `;`, `,`, `)`, `[`, `:`, `(` (a function), `{`, `in` (C#'s foreach). */
const DECLARATION_FOLLOWERS = new Set(['=', ';', ',', ')', '[', ':', '(', '{', 'in']);
/** Words before a name that make it no declaration (`return x;`, `new Foo(`). */
const NOT_TYPES = new Set(
  (
    'return new throw delete case goto else do sizeof typeof using namespace package import yield await ' +
    'co_return co_yield co_await is as instanceof not and or print echo operator throws extends implements where ' +
    'permits'
  ).split(' '),
);
/** Words that qualify a declaration without being its type. */
const MODIFIERS = new Set(
  (
    'public private protected static final const constexpr volatile abstract synchronized native transient readonly ' +
    'override virtual sealed internal extern inline register mutable unsafe async ref out in params this struct enum ' +
    'union class typename template friend explicit default unsigned signed'
  ).split(' '),
);
/** A declaring phrase stops at these, at any depth. */
const PHRASE_ENDS = new Set([';', 'in', '<-', 'do', 'then']);
/** ...and at these outside brackets. */
const PHRASE_ENDS_OUTSIDE = new Set(['=', ':=', '->', '=>', '{', '}']);
/** After a name, these mean no type follows it (Go: `a, b int`, but `f(`, `x =`, `a, b`). */
const NO_TYPE_AFTER = new Set([',', ')', '(', '[', '=', ':=', '{', ';']);

/** The names a program declares, read from its tokens by its syntax's rules. */
export function declaredByRules(tokens: LineTokens, syntax: RulesSyntax): Set<string> {
  const names = new Set<string>();
  const { texts: t, lines } = tokens;
  const qualified = (j: number) => QUALIFIERS.has(t[j - 1]) || (syntax.commandOptions === true && t[j - 1] === '-');
  if (syntax.bindings === 'haskell') haskellBindings(tokens, names);
  else {
    for (let i = 0; i < t.length; i++) {
      const x = t[i];
      if (syntax.declarers.has(x) && !qualified(i)) readPhrase(i);
      else if ((x === '=' || x === ':=') && isName(t[i - 1]) && !qualified(i - 1)) assignment(i);
      else if (x === syntax.arrow) arrowParameters(i);
      else if (x === '|' && syntax.closurePipes && opensClosure(i)) closureParameters(i);
      const variable = syntax.sigils?.includes(x[0]) ? x.replace(/^.#?/, '') : '';
      if (isName(variable) && !syntax.builtins.has(variable)) names.add(x);
      if (syntax.typedDeclarations) typedDeclaration(i);
    }
  }
  for (const keyword of syntax.keywords) names.delete(keyword);
  return names;

  /** `let mut x: T =`, `fn f<T: Ord>(a: T, b: &[T]) ->`, `var a, b int`, `my ($x, $y) =`, `for (i, x) in`. */
  function readPhrase(i: number): void {
    let depth = 0;
    let skipping = false;
    let skipDepth = 0;
    let angles = 0;
    for (let j = i + 1; j < t.length && j <= i + PHRASE_TOKENS; j++) {
      const u = t[j];
      if (depth === 0 && lines[j] !== lines[j - 1]) break;
      if (PHRASE_ENDS.has(u) || (depth === 0 && PHRASE_ENDS_OUTSIDE.has(u))) break;
      const angle = syntax.angleBrackets === true && !skipping;
      if (u === '(' || u === '[' || (u === '<' && angle)) {
        depth++;
        continue;
      }
      if (u === ')' || u === ']' || ((u === '>' || u === '>>') && angle)) {
        depth -= u === '>>' ? 2 : 1;
        if (depth < 0) break;
        if (skipping && depth < skipDepth) skipping = false;
        continue;
      }
      if (skipping) {
        if (u === '<') angles++;
        else if (u === '>' || u === '>>') angles -= u === '>>' ? 2 : 1;
        else if (u === ',' && depth === skipDepth && angles <= 0) skipping = false;
        if (angles < 0 && depth > 0) {
          // The `>` closing a generic parameter list opened before the type: `<T: Ord>`.
          skipping = false;
          angles = 0;
          depth--;
        }
        continue;
      }
      if (u === ':' || u === '::' || (u === '=' && depth > 0)) {
        skipping = true;
        skipDepth = depth;
        angles = 0;
        continue;
      }
      if (isName(u) && !qualified(j)) {
        names.add(u);
        const next = t[j + 1];
        if (syntax.typeAfterName && next !== undefined && lines[j + 1] === lines[j] && !NO_TYPE_AFTER.has(next)) {
          skipping = true;
          skipDepth = depth;
          angles = 0;
        }
      }
    }
  }

  /** `x = ...`, and `a, b = ...` or `a, b := ...` from the start of the line. */
  function assignment(i: number): void {
    names.add(t[i - 1]);
    for (let j = i - 1; t[j - 1] === ',' && isName(t[j - 2]) && !qualified(j - 2) && lines[j - 2] === lines[i]; j -= 2)
      names.add(t[j - 2]);
  }

  /** `x -> ...`, `(a, b) -> ...`, `{ a, b -> ...}`, `Some(v) => ...`. */
  function arrowParameters(i: number): void {
    let j = i - 1;
    if (t[j] === ')') {
      for (j--; j >= 0 && j >= i - PHRASE_TOKENS && t[j] !== '('; j--)
        if (isName(t[j]) && t[j - 1] !== ':' && !qualified(j)) names.add(t[j]);
      return;
    }
    while (isName(t[j]) && !qualified(j) && t[j - 1] !== 'case' && j >= i - PHRASE_TOKENS) {
      names.add(t[j]);
      if (t[j - 1] !== ',') break;
      j -= 2;
    }
  }

  function opensClosure(i: number): boolean {
    const before = t[i - 1];
    return (
      i === 0 ||
      lines[i - 1] !== lines[i] ||
      ['(', ',', '=', '{', 'do', 'move', 'return', '=>', ';', ':'].includes(before ?? '')
    );
  }

  /** `|a, b|` (Rust's closures, Ruby's blocks), with Rust's `: T` left out. */
  function closureParameters(i: number): void {
    let skipping = false;
    for (let j = i + 1; j < t.length && j <= i + PHRASE_TOKENS && t[j] !== '|'; j++) {
      if (t[j] === ':') skipping = true;
      else if (t[j] === ',') skipping = false;
      else if (!skipping && isName(t[j]) && !qualified(j)) names.add(t[j]);
    }
  }

  /** `int x`, `List<String> names =`, `static long gcd(long a, long b)`, `int a = 1, b = 2;`, `auto [k, v]`. */
  function typedDeclaration(i: number): void {
    if (t[i] === '[' && (t[i - 1] === 'auto' || ((t[i - 1] === '&' || t[i - 1] === '&&') && t[i - 2] === 'auto'))) {
      for (let j = i + 1; j < t.length && j <= i + PHRASE_TOKENS && t[j] !== ']'; j++)
        if (isName(t[j])) names.add(t[j]);
      return;
    }
    if (!isName(t[i]) || !DECLARATION_FOLLOWERS.has(t[i + 1]) || qualified(i)) return;
    let k = i - 1;
    let angle = 0;
    let typeWords = 0;
    for (; k >= 0 && i - k <= PHRASE_TOKENS; k--) {
      const u = t[k];
      if (angle > 0) {
        if (u === '<') angle--;
        else if (u === '>' || u === '>>') angle += u === '>>' ? 2 : 1;
        else if (!isName(u) && u !== ',' && !TYPE_PUNCTUATION.has(u)) return;
        continue;
      }
      if (u === '>' || u === '>>') angle += u === '>>' ? 2 : 1;
      else if (isName(u)) {
        if (NOT_TYPES.has(u)) return;
        if (!MODIFIERS.has(u)) typeWords++;
      } else if (!TYPE_PUNCTUATION.has(u)) break;
    }
    if (typeWords === 0 || angle !== 0 || (k >= 0 && !TYPE_BOUNDARIES.has(t[k]))) return;
    names.add(t[i]);
    // `int a = 1, b[3], *c;`: the names after commas at the statement's level.
    if (t[i + 1] === '(' || !(k < 0 || [';', '{', '}'].includes(t[k]) || (t[k] === '(' && t[k - 1] === 'for'))) return;
    let depth = 0;
    for (let j = i + 1; j < t.length && j <= i + 4 * PHRASE_TOKENS; j++) {
      const u = t[j];
      if (u === '(' || u === '[' || u === '{') depth++;
      else if (u === ')' || u === ']' || u === '}') {
        if (--depth < 0) return;
      } else if (depth === 0 && (u === ';' || u === ':')) return;
      else if (depth === 0 && u === ',') {
        let n = j + 1;
        while (t[n] === '*' || t[n] === '&') n++;
        if (isName(t[n]) && DECLARATION_FOLLOWERS.has(t[n + 1])) names.add(t[n]);
      }
    }
  }
}

/**
 * Haskell: the names an equation binds (`go acc (x:xs) = ...`, in `let` and `where` too), a type
 * signature's names, the patterns of `case` alternatives, lambdas' and generators' patterns
 * (`\x y ->`, `x <- xs`).
 */
function haskellBindings(tokens: LineTokens, names: Set<string>): void {
  const { texts: t, lines } = tokens;
  const declareLower = (from: number, to: number) => {
    for (let j = from; j < to; j++) if (isLowerName(t[j]) && t[j - 1] !== '.' && t[j - 1] !== '`') names.add(t[j]);
  };
  let inCase = false;
  for (let start = 0; start < t.length;) {
    let end = start + 1;
    while (end < t.length && lines[end] === lines[start]) end++;
    let k = start;
    while (k < end && (t[k] === 'let' || t[k] === 'where')) k++;
    // The first separator outside brackets: what comes before it is a pattern.
    let separator = -1;
    for (let j = k, depth = 0; j < end; j++) {
      if (['(', '[', '{'].includes(t[j])) depth++;
      else if ([')', ']', '}'].includes(t[j])) depth--;
      else if (depth === 0 && ['=', '|', '::', '<-', '->'].includes(t[j])) {
        separator = j;
        break;
      }
    }
    const sep = separator === -1 ? undefined : t[separator];
    const startsWithName = isLowerName(t[k]) && !['if', 'then', 'else', 'case', 'of', 'in', 'do'].includes(t[k]);
    if (sep === '::' && startsWithName) declareLower(k, separator);
    else if ((sep === '=' || sep === '|' || sep === '<-') && startsWithName) declareLower(k, separator);
    else if ((sep === '=' || sep === '<-') && (t[k] === '(' || t[k] === '[')) declareLower(k, separator);
    else if (sep === '->' && inCase && t[k] !== '\\') declareLower(k, separator);
    else if (sep === undefined && startsWithName && t[end] === '|' && lines[end] === lines[end - 1] + 1)
      declareLower(k, end); // a head whose guards follow on the next lines
    inCase = t[end - 1] === 'of' || (inCase && sep === '->');
    for (let j = start; j < end; j++) {
      if (t[j] === '\\') {
        // \x (y, z) -> ...
        let n = j + 1;
        while (n < t.length && n <= j + 40 && t[n] !== '->') n++;
        declareLower(j + 1, n);
      } else if (t[j] === '<-') {
        // x <- xs, (a, b) <- pairs: back to the generator's start.
        let n = j - 1;
        for (let depth = 0; n >= start && n >= j - 40; n--) {
          if ([')', ']'].includes(t[n])) depth++;
          else if (['(', '['].includes(t[n])) {
            if (depth-- === 0) break;
          } else if (depth === 0 && ['|', ',', 'do', '{', ';'].includes(t[n])) break;
        }
        declareLower(n + 1, j);
      } else if (t[j] === 'of' && j + 1 < end) {
        // case x of Just y -> ...
        let n = j + 1;
        while (n < end && n <= j + 40 && t[n] !== '->' && t[n] !== '|') n++;
        if (n < end && (t[n] === '->' || t[n] === '|')) declareLower(j + 1, n);
      } else if (t[j] === 'let' && j > start) {
        let n = j + 1;
        while (n < end && n <= j + 40 && t[n] !== '=') n++;
        if (n < end && t[n] === '=') declareLower(j + 1, n);
      }
    }
    start = end;
  }
}
