import { C_LIKE_CONSTRUCTS, detectConstructs, PYTHON_CONSTRUCTS, type Construct } from './constructs';
import { humorSignals, type HumorSignals } from './humor';
import { lexCLike, lexPython, type Lexed } from './lexer';

/** What the static signals read from a program (style.ts turns them into scores). */
export interface CodeSignals {
  /** Non-blank lines that hold code. */
  codeLines: number;
  /** Lines of comment text (docstrings included). */
  commentLines: number;
  /** User-chosen names, distinct, in order of first appearance (keywords, builtins and members excluded). */
  identifiers: string[];
  /** Share of identifiers that are descriptive (3+ characters, or a conventional index such as i, j, k). */
  descriptiveNames: number;
  /** Deepest block nesting: braces in JavaScript-like code, indentation levels in Python. */
  blockDepth: number;
  /** Deepest nesting of parentheses and brackets within an expression. */
  expressionDepth: number;
  longestLine: number;
  functions: number;
  /** Extra copies of identical code lines of 20+ characters. */
  duplicateLines: number;
  mixedIndentation: boolean;
  /** Distinct words of 3+ letters in the comments. */
  commentVocabulary: number;
  constructs: Construct[];
  humor: HumorSignals;
}

const C_LIKE_RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else export extends false finally for function if import in ' +
    'instanceof let new null of return static super switch this throw true try typeof undefined var void while with yield async await ' +
    'as from type interface enum implements readonly number string boolean any unknown never keyof ' +
    'declare namespace private public protected ' +
    'console require process module exports Math JSON Number String Boolean Array Object Map Set BigInt Date RegExp Symbol parseInt ' +
    'parseFloat isNaN Infinity NaN Buffer Error Promise globalThis fs'
  ).split(' '),
);

const PYTHON_RESERVED = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except finally for from global if import in is ' +
    'lambda nonlocal not or pass raise return try while with yield match case print input len range int str float list dict set tuple ' +
    'sorted reversed enumerate zip map filter sum min max abs any all open sys re math itertools functools collections self ord chr ' +
    'divmod pow round bool isinstance iter next repr format hex bin oct Counter defaultdict deque stdin stdout readline read split ' +
    'strip join append extend pop sort items keys values get exit lru_cache cache reduce string'
  ).split(' '),
);

const CONVENTIONAL_SHORT = new Set(['i', 'j', 'k', 'n', 'x', 'y', 'id', 'ok', 'dx', 'dy', 'lo', 'hi']);

export function codeSignals(source: string, family: 'c_like' | 'python'): CodeSignals {
  const lexed = family === 'python' ? lexPython(source) : lexCLike(source);
  const reserved = family === 'python' ? PYTHON_RESERVED : C_LIKE_RESERVED;
  const lines = lexed.code.split('\n');
  const codeLines = lines.filter((l) => l.trim() !== '');
  const identifiers = userIdentifiers(lexed, reserved);
  const descriptive = identifiers.filter(
    (id) => id.replace(/^_+/, '').length >= 3 || CONVENTIONAL_SHORT.has(id),
  ).length;
  return {
    codeLines: codeLines.length,
    commentLines: lexed.comments.reduce((sum, c) => sum + c.split('\n').filter((l) => l.trim() !== '').length, 0),
    identifiers,
    descriptiveNames: identifiers.length ? descriptive / identifiers.length : 1,
    blockDepth: family === 'python' ? indentDepth(codeLines) : maxDepth(lexed.code, '{', '}'),
    expressionDepth: Math.max(maxDepth(lexed.code, '(', ')'), maxDepth(lexed.code, '[', ']')),
    longestLine: Math.max(0, ...source.split('\n').map((l) => [...l.replace(/\s+$/, '')].length)),
    functions: (lexed.code.match(family === 'python' ? /\bdef\s|\blambda\b/g : /\bfunction\b|=>/g) ?? []).length,
    duplicateLines: duplicates(codeLines),
    mixedIndentation: codeLines.some((l) => l.startsWith('\t')) && codeLines.some((l) => l.startsWith(' ')),
    commentVocabulary: new Set(
      lexed.comments
        .join(' ')
        .toLowerCase()
        .match(/[a-z]{3,}/g) ?? [],
    ).size,
    constructs: detectConstructs(lexed, family === 'python' ? PYTHON_CONSTRUCTS : C_LIKE_CONSTRUCTS),
    humor: humorSignals([...lexed.comments, ...lexed.strings], identifiers),
  };
}

function userIdentifiers(lexed: Lexed, reserved: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  for (const m of lexed.code.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const name = m[0];
    const before = lexed.code[m.index - 1];
    const after = lexed.code[m.index + name.length];
    if (before === '.' || /\d/.test(before ?? '')) continue; // a member access, or a numeric suffix such as 10n
    if ((after === '"' || after === "'") && /^[rbuf]{1,2}$/i.test(name)) continue; // a Python string prefix
    if (reserved.has(name) || (name === 'r' && before === '/')) continue;
    seen.add(name);
  }
  return [...seen];
}

function maxDepth(code: string, open: string, close: string): number {
  let depth = 0;
  let max = 0;
  for (const ch of code) {
    if (ch === open) max = Math.max(max, ++depth);
    else if (ch === close) depth = Math.max(0, depth - 1);
  }
  return max;
}

/** Indentation levels, the unit being the smallest indentation used. */
function indentDepth(lines: string[]): number {
  const indents = lines.map((l) => l.replace(/\t/g, '    ').length - l.replace(/\t/g, '    ').trimStart().length);
  const unit = Math.min(...indents.filter((n) => n > 0));
  return Number.isFinite(unit) ? Math.max(...indents.map((n) => Math.round(n / unit))) : 0;
}

function duplicates(lines: string[]): number {
  const counts = new Map<string, number>();
  for (const line of lines.map((l) => l.trim()).filter((l) => l.length >= 20))
    counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts.values()].reduce((sum, n) => sum + n - 1, 0);
}
