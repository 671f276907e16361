import { C_LIKE_CONSTRUCTS, constructsFor, detectConstructs, PYTHON_CONSTRUCTS, type Construct } from './constructs';
import { humorSignals, type HumorSignals } from './humor';
import { lexByRules, lexCLike, lexPython, type Lexed } from './lexer';
import { definitionsOf } from './recursion';
import type { KeywordBlocks, RulesSyntax, Syntax } from './syntax';

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

/** How a program is read: JavaScript, TypeScript and Python by their own lexers, the others by their forms. */
export function lex(source: string, syntax: Syntax): Lexed {
  if (syntax.lexer === 'rules') return lexByRules(source, syntax.rules);
  return syntax.lexer === 'python' ? lexPython(source) : lexCLike(source);
}

export function codeSignals(source: string, syntax: Syntax): CodeSignals {
  return syntax.lexer === 'rules' ? rulesSignals(source, syntax) : scriptSignals(source, syntax.lexer);
}

function scriptSignals(source: string, family: 'c_like' | 'python'): CodeSignals {
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

/** The same signals, for a language read from its syntax table. */
function rulesSignals(source: string, syntax: RulesSyntax): CodeSignals {
  const lexed = lexByRules(source, syntax.rules);
  const lines = lexed.code.split('\n');
  const codeLines = lines.filter((l) => l.trim() !== '');
  const identifiers = rulesIdentifiers(lexed.code, syntax);
  const descriptive = identifiers.filter(
    (id) => id.replace(/^_+/, '').length >= 3 || CONVENTIONAL_SHORT.has(id),
  ).length;
  const definitions = new Set(definitionsOf(lexed.code, syntax).map((d) => d.name));
  const lambdas = syntax.lambdas ? (lexed.code.match(new RegExp(syntax.lambdas.source, 'g')) ?? []).length : 0;
  return {
    codeLines: codeLines.length,
    commentLines: lexed.comments.reduce((sum, c) => sum + c.split('\n').filter((l) => l.trim() !== '').length, 0),
    identifiers,
    descriptiveNames: identifiers.length ? descriptive / identifiers.length : 1,
    blockDepth:
      syntax.blocks === 'braces'
        ? maxDepth(lexed.code, '{', '}')
        : syntax.blocks === 'indent'
          ? indentStackDepth(codeLines)
          : keywordDepth(lexed.code, syntax.blocks),
    expressionDepth: Math.max(maxDepth(lexed.code, '(', ')'), maxDepth(lexed.code, '[', ']')),
    longestLine: Math.max(0, ...source.split('\n').map((l) => [...l.replace(/\s+$/, '')].length)),
    functions: definitions.size + lambdas,
    duplicateLines: duplicates(codeLines),
    mixedIndentation: codeLines.some((l) => l.startsWith('\t')) && codeLines.some((l) => l.startsWith(' ')),
    commentVocabulary: new Set(
      lexed.comments
        .join(' ')
        .toLowerCase()
        .match(/[a-z]{3,}/g) ?? [],
    ).size,
    constructs: detectConstructs(lexed, constructsFor(syntax)),
    humor: humorSignals([...lexed.comments, ...lexed.strings], identifiers),
  };
}

/**
 * The program's own names in a language read from its syntax table: not members (`.name`, `::name`,
 * `->name`, Lua's `:name`), not Ruby's symbols (`:name`), not on import lines, not keywords or the
 * library's names, not a Rust lifetime or a Bash option (`-r`).
 */
function rulesIdentifiers(code: string, syntax: RulesSyntax): string[] {
  const text = syntax.imports ? code.replace(new RegExp(syntax.imports.source, syntax.imports.flags), '') : code;
  const seen = new Set<string>();
  for (const m of text.matchAll(new RegExp(syntax.word.source, 'g'))) {
    const name = m[0];
    const before = text[m.index - 1] ?? '';
    const before2 = text.slice(Math.max(0, m.index - 2), m.index);
    if (before === '.' || before === ':' || before2 === '->' || /\d/.test(before)) continue;
    if (before === "'" || (before === '-' && syntax.commandOptions)) continue;
    // After a sigil a word is a variable, even one spelled like a keyword (Perl's $x, $last).
    const variable = syntax.sigils?.includes(before) === true && before !== '';
    if ((!variable && syntax.keywords.has(name)) || syntax.builtins.has(name) || (name === 'r' && before === '/'))
      continue;
    seen.add(name);
  }
  return [...seen];
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

/** Indentation levels as a stack of the indentations opened (Haskell's layout aligns rather than steps). */
function indentStackDepth(lines: string[]): number {
  const stack: number[] = [];
  let max = 0;
  for (const line of lines) {
    const indent = line.replace(/\t/g, '    ').length - line.replace(/\t/g, '    ').trimStart().length;
    while (stack.length && stack[stack.length - 1] >= indent) stack.pop();
    if (indent > 0) stack.push(indent);
    max = Math.max(max, stack.length);
  }
  return max;
}

/** Deepest nesting of keyword blocks (`def`...`end`, `if`...`fi`). */
function keywordDepth(code: string, blocks: KeywordBlocks): number {
  const text = blocks.ignore ? code.replace(new RegExp(blocks.ignore.source, 'g'), '') : code;
  let depth = 0;
  let max = 0;
  for (const m of text.matchAll(new RegExp(blocks.pattern.source, blocks.pattern.flags))) {
    if (m[1] !== undefined) max = Math.max(max, ++depth);
    else depth = Math.max(0, depth - 1);
  }
  return max;
}
