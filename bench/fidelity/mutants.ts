/**
 * Plausible one-bug versions of a correct program, for measuring whether scores keep a wrong answer
 * under a right one. Each kind of bug is applied at one site of the program's code, never inside a
 * string or a comment; the sites come in a stable order, so the same program always gives the same
 * mutants.
 */
export const BUG_KINDS = ['off_by_one', 'dropped_one', 'boundary', 'logic'] as const;
export type BugKind = (typeof BUG_KINDS)[number];

export type MutableLanguage = 'javascript' | 'python';

interface Site {
  start: number;
  end: number;
  replacement: string;
}

const PATTERNS: Record<BugKind, { pattern: RegExp; replace: (match: string) => string }[]> = {
  // An integer literal one too large: the classic fence-post error.
  off_by_one: [{ pattern: /(?<![\w.])\d+(?![\w.])/g, replace: (m) => String(BigInt(m) + 1n) }],
  // "+ 1" or "- 1" forgotten after a name, a call or an index.
  dropped_one: [{ pattern: /(?<=[\w)\]])\s*[+-]\s*1(?![\w.])/g, replace: () => '' }],
  // A boundary moved by one: < and <=, > and >= exchanged.
  boundary: [
    {
      pattern: /(?<![<>=!-])(<=|>=|<|>)(?![<>=])/g,
      replace: (m) => ({ '<=': '<', '>=': '>', '<': '<=', '>': '>=' })[m]!,
    },
  ],
  // A condition inverted in its logic, or the wrong extreme taken.
  logic: [
    { pattern: /&&|\|\||\band\b|\bor\b/g, replace: (m) => ({ '&&': '||', '||': '&&', and: 'or', or: 'and' })[m]! },
    { pattern: /\b(min|max)(?=\s*\()/g, replace: (m) => (m === 'min' ? 'max' : 'min') },
  ],
};

/** Every mutant of one kind, site by site, starting at a site chosen by `seed` so that not every mutant hits line 1. */
export function mutants(code: string, language: MutableLanguage, kind: BugKind, seed = 0): string[] {
  const segments = codeSegments(code, language);
  const sites: Site[] = [];
  for (const { pattern, replace } of PATTERNS[kind]) {
    for (const match of code.matchAll(pattern)) {
      const start = match.index!;
      const end = start + match[0].length;
      if (!segments.some(([s, e]) => start >= s && end <= e)) continue;
      if (kind === 'logic' && language === 'javascript' && /^(and|or)$/.test(match[0])) continue;
      if (kind === 'logic' && language === 'python' && /^(&&|\|\|)$/.test(match[0])) continue;
      sites.push({ start, end, replacement: replace(match[0]) });
    }
  }
  sites.sort((a, b) => a.start - b.start);
  const offset = sites.length ? seed % sites.length : 0;
  return [...sites.slice(offset), ...sites.slice(0, offset)].map(
    (s) => code.slice(0, s.start) + s.replacement + code.slice(s.end),
  );
}

/** The ranges of `code` outside strings, comments and (in JavaScript) regular-expression literals. */
export function codeSegments(code: string, language: MutableLanguage): [number, number][] {
  const segments: [number, number][] = [];
  let start = 0;
  let i = 0;
  const close = (from: number, to: number) => {
    if (from > start) segments.push([start, from]);
    start = to;
    i = to;
  };
  while (i < code.length) {
    const c = code[i];
    const rest = code.slice(i, i + 3);
    if (language === 'python' && c === '#') close(i, lineEnd(code, i));
    else if (language === 'javascript' && rest.startsWith('//')) close(i, lineEnd(code, i));
    else if (language === 'javascript' && rest.startsWith('/*')) close(i, indexAfter(code, '*/', i + 2));
    else if (language === 'python' && (rest === '"""' || rest === "'''")) close(i, indexAfter(code, rest, i + 3));
    else if (c === '"' || c === "'" || (language === 'javascript' && c === '`')) close(i, quoteEnd(code, i, c));
    else if (language === 'javascript' && c === '/' && startsRegex(code, i)) close(i, quoteEnd(code, i, '/'));
    else i++;
  }
  if (start < code.length) segments.push([start, code.length]);
  return segments;
}

const lineEnd = (code: string, i: number) => {
  const n = code.indexOf('\n', i);
  return n < 0 ? code.length : n;
};

const indexAfter = (code: string, token: string, from: number) => {
  const n = code.indexOf(token, from);
  return n < 0 ? code.length : n + token.length;
};

function quoteEnd(code: string, i: number, quote: string): number {
  let j = i + 1;
  let inClass = false;
  while (j < code.length) {
    const c = code[j];
    if (c === '\\') j += 2;
    else if (quote === '/' && (c === '[' || c === ']')) {
      inClass = c === '[';
      j++;
    } else if (c === quote && !inClass) return j + 1;
    else if (c === '\n' && quote !== '`') return j;
    else j++;
  }
  return code.length;
}

/** A slash starts a regular expression where a value is expected, not after a value. */
function startsRegex(code: string, i: number): boolean {
  if (code[i + 1] === '/' || code[i + 1] === '*') return false;
  const before = code.slice(0, i).trimEnd();
  if (!before) return true;
  if (/[(,=:[!&|?{};+\-*%<>~^]$/.test(before)) return true;
  return /\b(return|typeof|case|in|of)$/.test(before);
}

/** Programs that do nothing useful: print a constant (the example's output), echo the input, print nothing. */
export function uselessPrograms(
  language: MutableLanguage,
  constant: string,
): { kind: 'constant' | 'echo' | 'silent'; code: string }[] {
  const literal = JSON.stringify(constant.replace(/\n+$/, ''));
  return language === 'python'
    ? [
        { kind: 'constant', code: `print(${literal})\n` },
        { kind: 'echo', code: 'import sys\nsys.stdout.write(sys.stdin.read())\n' },
        { kind: 'silent', code: 'import sys\ndata = sys.stdin.read()\n' },
      ]
    : [
        { kind: 'constant', code: `console.log(${literal});\n` },
        { kind: 'echo', code: "process.stdout.write(require('fs').readFileSync(0, 'utf8'));\n" },
        { kind: 'silent', code: "const data = require('fs').readFileSync(0, 'utf8');\n" },
      ];
}
