/**
 * A rough lexer, enough for static signals: it separates comments and string literals from the
 * code so that a keyword inside a string is not a construct and a joke in a comment is not code.
 * It does not need to be exact; it must never throw, whatever the text.
 */
export interface Lexed {
  /** The code without comments; string contents emptied (quotes kept), regex literals as /r/. Newlines are kept. */
  code: string;
  comments: string[];
  strings: string[];
  /** Template literals (JavaScript), f-strings (Python), interpolated strings (Kotlin, C#, Ruby, PHP, Perl, Bash). */
  templates: number;
  regexes: number;
}

const keepNewlines = (text: string) => text.replace(/[^\n]/g, '');

/** Tokens after which a `/` starts a regular expression rather than a division. */
const REGEX_PRECEDERS = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\breturn|\btypeof|\bcase|\bdo|\belse|\bin|\bof)\s*$/;

export function lexCLike(source: string): Lexed {
  const out: Lexed = { code: '', comments: [], strings: [], templates: 0, regexes: 0 };
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out.comments.push(source.slice(i + 2, stop));
      i = stop;
    } else if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out.comments.push(source.slice(i + 2, end === -1 ? stop : end));
      out.code += keepNewlines(source.slice(i, stop));
      i = stop;
    } else if (ch === '"' || ch === "'" || ch === '`') {
      const stop = endOfQuoted(source, i, ch, ch !== '`');
      out.strings.push(source.slice(i + 1, stop - 1));
      if (ch === '`') out.templates++;
      out.code += ch + keepNewlines(source.slice(i + 1, stop - 1)) + ch;
      i = stop;
    } else if (ch === '/' && REGEX_PRECEDERS.test(out.code.slice(-12))) {
      const stop = endOfRegex(source, i);
      if (stop === -1) {
        out.code += ch;
        i++;
      } else {
        out.regexes++;
        out.code += '/r/';
        i = stop;
      }
    } else {
      out.code += ch;
      i++;
    }
  }
  return out;
}

/** Index just past the closing quote (or the end of the text). Single-line strings also end at a newline. */
function endOfQuoted(source: string, start: number, quote: string, singleLine: boolean): number {
  let i = start + 1;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '\\') i += 2;
    else if (ch === quote) return i + 1;
    else if (singleLine && ch === '\n') return i;
    else i++;
  }
  return source.length;
}

/** Index past a regex literal's flags, or -1 when this does not look like one. */
function endOfRegex(source: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '\n') return -1;
    if (ch === '\\') i += 2;
    else if (ch === '[' || ch === ']') {
      inClass = ch === '[';
      i++;
    } else if (ch === '/' && !inClass) {
      if (i === start + 1) return -1;
      i++;
      while (i < source.length && /[a-z]/.test(source[i])) i++;
      return i;
    } else i++;
  }
  return -1;
}

const PY_STRING_START = /^([rRbBuUfF]{0,2})('''|"""|'|")/;

export function lexPython(source: string): Lexed {
  const out: Lexed = { code: '', comments: [], strings: [], templates: 0, regexes: 0 };
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '#') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out.comments.push(source.slice(i + 1, stop));
      i = stop;
      continue;
    }
    const prevIsWord = i > 0 && /[\w]/.test(source[i - 1]);
    const match = !prevIsWord ? PY_STRING_START.exec(source.slice(i, i + 5)) : null;
    if (match) {
      const [whole, prefix, quote] = match;
      const bodyStart = i + whole.length;
      const stop =
        quote.length === 3 ? endOfTriple(source, bodyStart, quote) : endOfQuoted(source, bodyStart - 1, quote, true);
      const body = source.slice(bodyStart, Math.max(bodyStart, stop - quote.length));
      const lineStart = out.code.slice(out.code.lastIndexOf('\n') + 1);
      if (quote.length === 3 && lineStart.trim() === '') {
        out.comments.push(body); // a docstring, or a string used as a comment
        out.code += keepNewlines(source.slice(i, stop));
      } else {
        out.strings.push(body);
        if (/f/i.test(prefix)) out.templates++;
        out.code += prefix + quote + keepNewlines(body) + quote;
      }
      i = stop;
      continue;
    }
    out.code += ch;
    i++;
  }
  return out;
}

function endOfTriple(source: string, from: number, quote: string): number {
  let i = from;
  while (i < source.length) {
    if (source[i] === '\\') i += 2;
    else if (source.startsWith(quote, i)) return i + 3;
    else i++;
  }
  return source.length;
}

/**
 * The other languages are lexed from a table of forms (syntax.ts): at each position the first form
 * whose opening matches is read whole. Comments leave only their newlines in the code, strings read
 * as "" (their newlines kept inside), characters as '', regular expressions as /r/, and a `code`
 * form is copied as it is (a Rust lifetime, a Haskell prime, a Perl `$#`), so that no other form
 * reads it.
 */
export type LexFormKind = 'comment' | 'string' | 'char' | 'regex' | 'code' | 'heredoc';

export interface LexForm {
  kind: LexFormKind;
  /** The characters its opening can begin with: a quick filter before the pattern. */
  first: string;
  /** Its opening, sticky; a lookbehind may read the text before it. */
  open: RegExp;
  /** When set, the form is read only where the code so far (its last characters) matches this. */
  after?: RegExp;
  /** Where the body ends and the form ends, from the end of the opening; null when this is no such form after all. */
  close?: (source: string, from: number, opening: RegExpExecArray) => [bodyEnd: number, stop: number] | null;
  /** Whether this string interpolates values (a template). */
  template?: (body: string, opening: RegExpExecArray) => boolean;
  /** A heredoc: its body starts on the next line and ends at a line that `closes`. */
  heredoc?: {
    tag: (opening: RegExpExecArray) => string;
    closes: (line: string, tag: string) => boolean;
  };
}

export interface LexRules {
  forms: readonly LexForm[];
  /** PHP: only the text between `<?php` (or `<?=`, `<?`) and `?>` is code, the rest is output. */
  php?: boolean;
}

/** How a quoted body is read. */
export interface QuoteOptions {
  /** A backslash escapes the next character. */
  escapes?: boolean;
  /** It may span lines (otherwise it ends at a newline). */
  multiline?: boolean;
  /** The closing delimiter written twice is one character of the body (C#'s verbatim strings). */
  doubled?: boolean;
  /** Interpolations skipped as a whole, with their strings: [opening, closing bracket]. */
  interpolations?: readonly (readonly [string, string])[];
  /** An opening written so is a literal, not an interpolation (C#'s `{{`). */
  literalOpening?: string;
}

/** Interpolations nest no deeper than this (a string in an interpolation in a string...). */
const MAX_NESTING = 8;

/** The index of the closing delimiter of a body read from `from`, or where it stops (a newline, the end). */
export function scanQuoted(source: string, from: number, close: string, o: QuoteOptions, nesting = 0): number {
  let i = from;
  while (i < source.length) {
    const ch = source[i];
    if (o.escapes && ch === '\\') {
      i += 2;
      continue;
    }
    if (source.startsWith(close, i)) {
      if (o.doubled && source.startsWith(close, i + close.length)) {
        i += 2 * close.length;
        continue;
      }
      return i;
    }
    if (!o.multiline && ch === '\n') return i;
    if (o.literalOpening && source.startsWith(o.literalOpening, i)) {
      i += o.literalOpening.length;
      continue;
    }
    const interpolation =
      nesting < MAX_NESTING ? o.interpolations?.find(([open]) => source.startsWith(open, i)) : undefined;
    if (interpolation) {
      i = skipBalanced(source, i + interpolation[0].length, interpolation[0].slice(-1), interpolation[1], o, nesting);
      continue;
    }
    i++;
  }
  return source.length;
}

/** Past the bracket closing an interpolation (strings inside it skipped), or the end of the text. */
function skipBalanced(source: string, from: number, open: string, close: string, o: QuoteOptions, nesting: number) {
  let depth = 1;
  let i = from;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '"' || ch === "'") {
      const end = scanQuoted(source, i + 1, ch, { ...o, multiline: true }, nesting + 1);
      i = end + 1;
    } else if (ch === close) {
      i++;
      if (--depth === 0) return i;
    } else {
      if (ch === open) depth++;
      i++;
    }
  }
  return source.length;
}

/** [bodyEnd, stop] of a quoted body: stop is past the closing delimiter when there is one. */
export function quotedEnd(source: string, from: number, close: string, o: QuoteOptions): [number, number] {
  const end = scanQuoted(source, from, close, o);
  return [end, source.startsWith(close, end) ? end + close.length : end];
}

const CLOSING_BRACKET: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}', '<': '>' };

/** The closing delimiter of `open`: its bracket, or itself. */
export const closingOf = (open: string): string => CLOSING_BRACKET[open] ?? open;

/** The index of the delimiter closing a body opened by `open` (brackets nest, a backslash escapes), or the end. */
export function delimitedEnd(source: string, from: number, open: string): number {
  const close = closingOf(open);
  let depth = 1;
  for (let i = from; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (ch === close) {
      if (close === open || --depth === 0) return i;
    } else if (ch === open) depth++;
  }
  return source.length;
}

/** [bodyEnd, stop] of a regular expression literal opened just before `from`; null when it is a division. */
export function regexLiteralEnd(source: string, from: number): [number, number] | null {
  const stop = endOfRegex(source, from - 1);
  return stop === -1 ? null : [source.lastIndexOf('/', stop - 1), stop];
}

interface PendingHeredoc {
  tag: string;
  closes: (line: string, tag: string) => boolean;
  template?: (body: string) => boolean;
}

/** The last characters of the code emitted so far (for a form's `after`). */
function tailOf(parts: readonly string[], length = 16): string {
  let tail = '';
  for (let p = parts.length - 1; p >= 0 && tail.length < length; p--) tail = parts[p] + tail;
  return tail.slice(-length);
}

const WORD_CHAR = /\w/;

export function lexByRules(source: string, rules: LexRules): Lexed {
  const out: Lexed = { code: '', comments: [], strings: [], templates: 0, regexes: 0 };
  const parts: string[] = [];
  const firsts = new Set([...rules.forms.map((f) => f.first).join('')]);
  const heredocs = rules.forms.some((f) => f.heredoc);
  const pending: PendingHeredoc[] = [];
  let i = 0;
  // PHP: before the first opening tag (when there is one), the text is output.
  let inOutput = rules.php === true && /<\?/.test(source);
  while (i < source.length) {
    if (inOutput) {
      const open = /<\?(?:php\b|=)?/g;
      open.lastIndex = i;
      const m = open.exec(source);
      const stop = m ? m.index : source.length;
      const text = source.slice(i, stop);
      if (text.trim() !== '') {
        out.strings.push(text);
        parts.push('""');
      }
      parts.push(keepNewlines(text));
      i = m ? stop + m[0].length : stop;
      inOutput = false;
      continue;
    }
    const ch = source[i];
    if (heredocs && ch === '\n' && pending.length) {
      parts.push('\n');
      i = readHeredocs(source, i + 1, pending.splice(0), out, parts);
      continue;
    }
    if (rules.php && ch === '?' && source[i + 1] === '>') {
      i += 2;
      inOutput = true;
      continue;
    }
    if (!firsts.has(ch) || (i > 0 && WORD_CHAR.test(ch) && WORD_CHAR.test(source[i - 1]))) {
      parts.push(ch);
      i++;
      continue;
    }
    const read = readForm(source, i, rules.forms, parts, out, pending);
    if (read === i) {
      parts.push(ch);
      i++;
    } else i = read;
  }
  out.code = parts.join('');
  return out;
}

/** Reads the first form that opens at `i`; returns where it stops (`i` itself when none does). */
function readForm(
  source: string,
  i: number,
  forms: readonly LexForm[],
  parts: string[],
  out: Lexed,
  pending: PendingHeredoc[],
): number {
  const ch = source[i];
  for (const form of forms) {
    if (!form.first.includes(ch)) continue;
    if (form.after && !form.after.test(tailOf(parts))) continue;
    form.open.lastIndex = i;
    const m = form.open.exec(source);
    if (!m || !m[0].length) continue;
    const from = i + m[0].length;
    if (form.kind === 'code') {
      parts.push(m[0]);
      return from;
    }
    if (form.kind === 'heredoc' && form.heredoc) {
      const template = form.template;
      pending.push({
        tag: form.heredoc.tag(m),
        closes: form.heredoc.closes,
        template: template && ((body) => template(body, m)),
      });
      parts.push('""');
      return from;
    }
    const ends = form.close ? form.close(source, from, m) : [from, from];
    if (!ends) continue;
    const [bodyEnd, stop] = ends;
    const body = source.slice(from, Math.max(from, bodyEnd));
    const newlines = keepNewlines(source.slice(i, stop));
    if (form.kind === 'comment') {
      out.comments.push(body);
      parts.push(newlines);
    } else if (form.kind === 'regex') {
      out.regexes++;
      parts.push('/r/' + newlines);
    } else if (form.kind === 'char') {
      out.strings.push(body);
      parts.push("''" + newlines);
    } else {
      out.strings.push(body);
      if (form.template?.(body, m)) out.templates++;
      parts.push('"' + newlines + '"');
    }
    return Math.max(stop, i + 1);
  }
  return i;
}

/** Reads the bodies of the heredocs opened on the line that ended just before `from`; returns where the last stops. */
function readHeredocs(source: string, from: number, heredocs: PendingHeredoc[], out: Lexed, parts: string[]): number {
  let i = from;
  for (const heredoc of heredocs) {
    let line = i;
    while (line < source.length) {
      const end = source.indexOf('\n', line);
      const stop = end === -1 ? source.length : end;
      if (heredoc.closes(source.slice(line, stop), heredoc.tag)) break;
      line = stop + 1;
    }
    const bodyEnd = Math.min(line, source.length);
    const body = source.slice(i, bodyEnd);
    out.strings.push(body);
    if (heredoc.template?.(body)) out.templates++;
    parts.push(keepNewlines(body));
    const end = source.indexOf('\n', bodyEnd);
    i = end === -1 ? source.length : end;
    if (heredoc !== heredocs[heredocs.length - 1] && i < source.length) {
      parts.push('\n');
      i++;
    }
  }
  return i;
}
