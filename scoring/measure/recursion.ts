import type { RulesSyntax } from './syntax';

/** Whether a named function calls itself from its own body (a rough, brace- or indent-based reading). */
export function recursesCLike(code: string): boolean {
  // A function declaration, or an arrow function assigned to a name.
  const declarations = new RegExp(
    String.raw`\bfunction\s*\*?\s*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*\{|` +
      String.raw`\b([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>\s*`,
    'g',
  );
  for (const m of code.matchAll(declarations)) {
    const name = m[1] ?? m[2];
    const bodyStart = m.index + m[0].length;
    const body =
      m[1] !== undefined || code[bodyStart] === '{'
        ? braceBody(code, m[1] !== undefined ? bodyStart : bodyStart + 1)
        : expressionBody(code, bodyStart);
    if (callsItself(body, name)) return true;
  }
  return false;
}

export function recursesPython(code: string): boolean {
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)def\s+([A-Za-z_]\w*)\s*\(/.exec(lines[i]);
    if (!m) continue;
    const indent = m[1].length;
    const body: string[] = [lines[i].slice(lines[i].indexOf(':', m[0].length) + 1)];
    for (let j = i + 1; j < lines.length; j++) {
      if (lines[j].trim() === '') continue;
      if (lines[j].length - lines[j].trimStart().length <= indent) break;
      body.push(lines[j]);
    }
    if (callsItself(body.join('\n'), m[2])) return true;
  }
  return false;
}

const callsItself = (body: string, name: string) =>
  new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}\\s*\\(`).test(body);

/** The text from `start` (just after an opening brace) to its matching closing brace. */
function braceBody(code: string, start: number): string {
  let depth = 1;
  for (let i = start; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) return code.slice(start, i);
  }
  return code.slice(start);
}

/** An arrow function's expression body: up to the end of its line or statement. */
function expressionBody(code: string, start: number): string {
  const end = code.slice(start).search(/[;\n]/);
  return end === -1 ? code.slice(start) : code.slice(start, start + end);
}

/**
 * A function body is read up to this many characters, and the bodies of all a program's functions
 * up to BODY_BUDGET in all: a bound on the time, whatever the program's shape.
 */
const MAX_BODY = 20_000;
const BODY_BUDGET = 200_000;
const MAX_DEFINITIONS = 1_000;

export interface Definition {
  name: string;
  /** Where the definition starts and where its head ends. */
  start: number;
  end: number;
  /** What opens its body: `{`, `=>` or `=` (an expression); none where keywords or indentation do. */
  opener?: string;
}

/** The named functions a program defines (syntax.ts), each with the name and where its definition ends. */
export function definitionsOf(code: string, syntax: RulesSyntax): Definition[] {
  const found: Definition[] = [];
  for (const definition of syntax.definitions) {
    for (const m of code.matchAll(new RegExp(definition.source, definition.flags))) {
      const groups = m.slice(1).filter((g): g is string => g !== undefined);
      const name = groups.find((g) => /^[A-Za-z_]/.test(g));
      if (!name) continue;
      const last = groups[groups.length - 1];
      found.push({
        name,
        start: m.index,
        end: m.index + m[0].length,
        opener: /^(?:\{|=>|=)$/.test(last) ? last : undefined,
      });
      if (found.length >= MAX_DEFINITIONS) return found;
    }
  }
  return found;
}

/** Whether a named function calls itself from its own body, in a language read from its syntax table. */
export function recursesByRules(code: string, syntax: RulesSyntax): boolean {
  let budget = BODY_BUDGET;
  for (const { name, start, end, opener } of definitionsOf(code, syntax)) {
    if (budget <= 0) return false;
    const limited = code.slice(0, Math.min(code.length, end + MAX_BODY, end + budget));
    const body = bodyOf(limited, start, end, opener, syntax);
    budget -= Math.max(1, body.length);
    if (callsItselfIn(body, name, syntax.calls)) return true;
  }
  return false;
}

function bodyOf(code: string, start: number, end: number, opener: string | undefined, syntax: RulesSyntax): string {
  if (opener === '{') return braceBody(code, end);
  if (opener) return expressionBody(code, end);
  if (syntax.blocks === 'indent') return indentedBody(code, start, end);
  if (syntax.blocks !== 'braces') return keywordBody(code, end, syntax.blocks.pattern);
  return expressionBody(code, end);
}
/** The rest of the definition's line and the lines indented deeper than it. */
function indentedBody(code: string, start: number, end: number): string {
  const indent = /^[ \t]*/.exec(code.slice(start, end))![0].length;
  const lines = code.slice(end).split('\n');
  const body = [lines[0]];
  for (const line of lines.slice(1)) {
    if (line.trim() === '') continue;
    if (line.length - line.trimStart().length <= indent) break;
    body.push(line);
  }
  return body.join('\n');
}

/** Up to the keyword that closes the block opened by the definition (`end` in Ruby and Lua). */
function keywordBody(code: string, start: number, pattern: RegExp): string {
  const blocks = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g');
  blocks.lastIndex = start;
  let depth = 1;
  for (let m = blocks.exec(code); m; m = blocks.exec(code)) {
    if (m[1] !== undefined) depth++;
    else if (--depth === 0) return code.slice(start, m.index);
    if (!m[0].length) blocks.lastIndex++;
  }
  return code.slice(start);
}

const escapeName = (name: string) => name.replace(/[$?!']/g, '\\$&');

function callsItselfIn(body: string, name: string, calls: 'parens' | 'words'): boolean {
  const escaped = escapeName(name);
  if (calls === 'words') return new RegExp(`(?<![\\w'.:@$-])${escaped}(?![\\w'?!-])`).test(body);
  return new RegExp(`(?:(?<![\\w$.@:>])|(?<=\\b(?:self|this|Self)(?:\\.|::|->)))${escaped}\\s*\\(`).test(body);
}
