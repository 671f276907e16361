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
  /** Template literals (JavaScript) or f-strings (Python). */
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
