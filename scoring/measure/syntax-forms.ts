import { closingOf, delimitedEnd, quotedEnd, regexLiteralEnd, type LexForm, type QuoteOptions } from './lexer';

/**
 * How each language's comments and literals are lexed (the forms of lexer.ts's table-driven lexer),
 * by language: syntax.ts puts them in each language's syntax beside its words.
 */
export const words = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));
/** A pattern written in pieces, so that no line of it is too long. */
export const joined = (flags: string, ...parts: RegExp[]) => new RegExp(parts.map((p) => p.source).join(''), flags);

/* Forms shared by many languages. */

const lineEnd = (source: string, from: number): [number, number] => {
  const end = source.indexOf('\n', from);
  const stop = end === -1 ? source.length : end;
  return [stop, stop];
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function lineComment(marker: string, open = new RegExp(escapeRegex(marker), 'y')): LexForm {
  return { kind: 'comment', first: marker[0], open, close: lineEnd };
}

function blockComment(open: string, close: string, nested = false): LexForm {
  return {
    kind: 'comment',
    first: open[0],
    open: new RegExp(escapeRegex(open), 'y'),
    close: (source, from) => {
      let depth = 1;
      for (let i = from; i < source.length; i++) {
        if (source.startsWith(close, i)) {
          if (--depth === 0) return [i, i + close.length];
          i += close.length - 1;
        } else if (nested && source.startsWith(open, i)) {
          depth++;
          i += open.length - 1;
        }
      }
      return [source.length, source.length];
    },
  };
}

/** A block of lines from a line starting with `open` to the end of a line starting with `close`. */
function lineBlockComment(first: string, open: RegExp, close: RegExp): LexForm {
  return {
    kind: 'comment',
    first,
    open,
    close: (source, from) => {
      close.lastIndex = from;
      const m = close.exec(source);
      if (!m) return [source.length, source.length];
      const [, stop] = lineEnd(source, m.index);
      return [m.index, stop];
    },
  };
}

const C_COMMENTS: readonly LexForm[] = [lineComment('//'), blockComment('/*', '*/')];

function quoted(
  kind: 'string' | 'char',
  first: string,
  open: RegExp,
  close: string,
  options: QuoteOptions,
  template?: (body: string, opening: RegExpExecArray) => boolean,
): LexForm {
  return { kind, first, open, close: (source, from) => quotedEnd(source, from, close, options), template };
}

const ESCAPED: QuoteOptions = { escapes: true };
const ESCAPED_LINES: QuoteOptions = { escapes: true, multiline: true };

/** A character literal: `'a'`, `'\n'` (not after a name's character, where a quote is something else). */
const charLiteral = (prefix = ''): LexForm =>
  quoted('char', `'${prefix}`, new RegExp(`(?<![\\w'])(?:${prefix ? `[${prefix}]|` : ''})'`, 'y'), "'", ESCAPED);

const dollarTemplate = (body: string) => /\$[A-Za-z_{(]/.test(body);

/** A heredoc: `<<EOF` ... `EOF`; `tagGroups` are the groups that may hold its word. */
function heredoc(
  first: string,
  open: RegExp,
  tagGroups: readonly number[],
  closes: (line: string, tag: string) => boolean,
  template?: (body: string, opening: RegExpExecArray) => boolean,
): LexForm {
  return {
    kind: 'heredoc',
    first,
    open,
    template,
    heredoc: { tag: (m) => tagGroups.map((g) => m[g]).find(Boolean) ?? '', closes },
  };
}

const trimmedLineIs = (line: string, tag: string) => line.trim() === tag;

/** A regular expression literal `/.../` where an operand may start (Ruby, Perl). */
const slashRegex = (after: RegExp): LexForm => ({
  kind: 'regex',
  first: '/',
  open: /\//y,
  after,
  close: (source, from) => regexLiteralEnd(source, from),
});

/* C and C++. */

const C_STRING_PREFIX = 'u8|[LuU]';
export const C_FORMS: readonly LexForm[] = [
  ...C_COMMENTS,
  // `#include <stdio.h>`: the header's name.
  quoted('string', '<', /(?<=#[ \t]*include[ \t]*)</y, '>', {}),
  quoted('string', '"uUL', new RegExp(`(?:${C_STRING_PREFIX})?"`, 'y'), '"', ESCAPED),
  // A digit separator (C23, C++14): 1'000'000.
  { kind: 'code', first: "'", open: /(?<=\d)'(?=[\da-fA-F])/y },
  quoted('char', "'uUL", new RegExp(`(?<![\\w'])(?:${C_STRING_PREFIX})?'`, 'y'), "'", ESCAPED),
];

export const CPP_FORMS: readonly LexForm[] = [
  {
    kind: 'string',
    first: 'RuUL',
    open: new RegExp(`(?:${C_STRING_PREFIX})?R"([^()\\\\\\s"]{0,16})\\(`, 'y'),
    close: (source, from, m) => {
      const end = source.indexOf(`)${m[1]}"`, from);
      return end === -1 ? [source.length, source.length] : [end, end + m[1].length + 2];
    },
  },
  ...C_FORMS,
];

/* Java, Kotlin, C#, Go. */

const textBlock = (first: string, open: RegExp, options: QuoteOptions, template?: (body: string) => boolean) =>
  quoted('string', first, open, '"""', { ...options, multiline: true }, template);

export const JAVA_FORMS: readonly LexForm[] = [
  ...C_COMMENTS,
  textBlock('"', /"""/y, ESCAPED),
  quoted('string', '"', /"/y, '"', ESCAPED),
  charLiteral(),
];

const KOTLIN_INTERPOLATION: QuoteOptions = { interpolations: [['${', '}']] };
export const KOTLIN_FORMS: readonly LexForm[] = [
  lineComment('//'),
  blockComment('/*', '*/', true),
  textBlock('"', /"""/y, KOTLIN_INTERPOLATION, dollarTemplate),
  quoted('string', '"', /"/y, '"', { ...ESCAPED, ...KOTLIN_INTERPOLATION }, dollarTemplate),
  charLiteral(),
];

const CSHARP_INTERPOLATION: QuoteOptions = { interpolations: [['{', '}']], literalOpening: '{{' };
export const CSHARP_FORMS: readonly LexForm[] = [
  ...C_COMMENTS,
  {
    // Raw strings (C# 11): """...""", as many quotes to close as opened.
    kind: 'string',
    first: '$"',
    open: /(\$*)("{3,})/y,
    close: (source, from, m) => {
      const end = source.indexOf(m[2], from);
      return end === -1 ? [source.length, source.length] : [end, end + m[2].length];
    },
    template: (_body, m) => m[1] !== '',
  },
  quoted('string', '$@', /(?:\$@|@\$)"/y, '"', { multiline: true, doubled: true, ...CSHARP_INTERPOLATION }, () => true),
  quoted('string', '@', /@"/y, '"', { multiline: true, doubled: true }),
  quoted('string', '$', /\$"/y, '"', { ...ESCAPED, ...CSHARP_INTERPOLATION }, () => true),
  quoted('string', '"', /"/y, '"', ESCAPED),
  charLiteral(),
];

export const GO_FORMS: readonly LexForm[] = [
  ...C_COMMENTS,
  quoted('string', '"', /"/y, '"', ESCAPED),
  quoted('string', '`', /`/y, '`', { multiline: true }),
  charLiteral(),
];

/* Rust. */

export const RUST_FORMS: readonly LexForm[] = [
  lineComment('//'),
  blockComment('/*', '*/', true),
  {
    // Raw strings: r"...", r#"..."#, br"...".
    kind: 'string',
    first: 'rbc',
    open: /[bc]?r(#*)"/y,
    close: (source, from, m) => {
      const close = `"${m[1]}`;
      const end = source.indexOf(close, from);
      return end === -1 ? [source.length, source.length] : [end, end + close.length];
    },
  },
  quoted('string', '"bc', /[bc]?"/y, '"', ESCAPED_LINES),
  // 'a', '\n', '\u{1F600}', b'x': a character. Otherwise a quote starts a lifetime or a label ('a, 'outer).
  quoted('char', "'b", /b?'(?=(?:\\(?:u\{[\da-fA-F_]{1,6}\}|x[\da-fA-F]{2}|.)|[^\\'\n\r\t])')/uy, "'", ESCAPED),
  { kind: 'code', first: "'", open: /'(?:[A-Za-z_]\w*)?/y },
];

/* Ruby. */

const RUBY_DOUBLE: QuoteOptions = { ...ESCAPED_LINES, interpolations: [['#{', '}']] };
const rubyTemplate = (body: string) => /#[{@$]/.test(body);
/** After these, a slash starts a regular expression rather than a division. */
const RUBY_REGEX_AFTER =
  /(?:^|[(,=~!&|?:;{[\n]|\b(?:if|unless|when|and|or|not|return|puts|split|scan|match|sub|gsub))\s*$/;

export const RUBY_FORMS: readonly LexForm[] = [
  lineBlockComment('=', /(?<=^|\n)=begin\b/y, /^=end\b/gm),
  // After __END__, the rest is data.
  { kind: 'string', first: '_', open: /(?<=^|\n)__END__\n/y, close: (source) => [source.length, source.length] },
  lineComment('#'),
  heredoc('<', /<<([~-])(["'`]?)([A-Za-z_]\w*)\2/y, [3], trimmedLineIs, (b, m) => m[2] !== "'" && rubyTemplate(b)),
  heredoc(
    '<',
    /(?<![\w)\]])<<(["'`]?)([A-Z_][A-Z\d_]*)\1/y,
    [2],
    trimmedLineIs,
    (b, m) => m[1] !== "'" && rubyTemplate(b),
  ),
  quoted('string', '"', /"/y, '"', RUBY_DOUBLE, rubyTemplate),
  quoted('string', "'", /'/y, "'", ESCAPED_LINES),
  quoted('string', '`', /`/y, '`', RUBY_DOUBLE, rubyTemplate),
  {
    // %w[a b], %i(x y), %q{...}, %Q(...), %(...), %r{...}: the delimiters nest.
    kind: 'string',
    first: '%',
    open: /(?<![\w)\]}]|[\d)\]}][ \t]{1,8})%([wWiIqQsx]?)([({[<|!/])/y,
    close: (source, from, m) => {
      const end = delimitedEnd(source, from, m[2]);
      return [end, Math.min(source.length, end + 1)];
    },
    template: (body, m) => /[QWIx]|^$/.test(m[1]) && rubyTemplate(body),
  },
  {
    kind: 'regex',
    first: '%',
    open: /(?<![\w)\]}]|[\d)\]}][ \t]{1,8})%r([({[<|!/])/y,
    close: (source, from, m) => {
      const end = delimitedEnd(source, from, m[1]);
      let stop = Math.min(source.length, end + 1);
      while (stop < source.length && /[a-z]/.test(source[stop])) stop++;
      return [end, stop];
    },
  },
  quoted('string', ':', /:"/y, '"', RUBY_DOUBLE),
  slashRegex(RUBY_REGEX_AFTER),
  // ?a is a character literal; `x ? a : b` is not one.
  {
    kind: 'char',
    first: '?',
    open: /(?<![\w)\]}])\?(?=[A-Za-z_](?!\w)|\\.)/y,
    close: (source, from) => {
      const stop = Math.min(source.length, from + (source[from] === '\\' ? 2 : 1));
      return [stop, stop];
    },
  },
];

/* Perl. */

const PERL_DOUBLE: QuoteOptions = { ...ESCAPED_LINES };
const perlTemplate = (body: string) => /[$@][\w{]/.test(body);
const PERL_REGEX_AFTER =
  /(?:^|[(,=~!&|?:;{[\n]|\b(?:if|unless|and|or|not|return|split|grep|map|join|when|while|until|push|unshift))\s*$/;

/** Perl's quote-like operators: q(), qq{}, qw//, m//, qr//, s///, tr///, y///. */
const PERL_QUOTE_LIKE = /(?<![\w$@%&*:]|->)(qq|qw|qr|q|m|s|tr|y)(?:([/|!~^#'",:])|\s*([{(<[]))/y;

function perlQuoteLikeEnd(source: string, from: number, m: RegExpExecArray): [number, number] {
  const open = m[2] ?? m[3];
  let end = delimitedEnd(source, from, open);
  if (['s', 'tr', 'y'].includes(m[1]) && end < source.length) {
    // A second part: after the same delimiter, or its own bracket pair.
    if (closingOf(open) !== open) {
      const next = /\s*([^\w\s])/y;
      next.lastIndex = end + 1;
      const second = next.exec(source);
      end = second ? delimitedEnd(source, next.lastIndex, second[1]) : end;
    } else end = delimitedEnd(source, end + 1, open);
  }
  let stop = Math.min(source.length, end + 1);
  while (stop < source.length && /[a-z]/.test(source[stop])) stop++;
  return [end, stop];
}

export const PERL_FORMS: readonly LexForm[] = [
  // POD, from a line starting with =head1, =pod... to the line =cut.
  lineBlockComment('=', /(?<=^|\n)=[A-Za-z]\w*/y, /^=cut\b/gm),
  {
    kind: 'string',
    first: '_',
    open: /(?<=^|\n)__(?:END|DATA)__\n/y,
    close: (source) => [source.length, source.length],
  },
  // $#array and $#{...} are the last index; $' and $" are variables.
  { kind: 'code', first: '$', open: /\$(?:#\{?|['"`;])/y },
  lineComment('#'),
  heredoc(
    '<',
    /<<(~?)(?:"(\w+)"|'(\w+)'|([A-Za-z_]\w*))/y,
    [2, 3, 4],
    trimmedLineIs,
    (body, m) => m[3] === undefined && perlTemplate(body),
  ),
  {
    // q, qq and qw are strings.
    kind: 'string',
    first: 'q',
    open: /(?<![\w$@%&*:]|->)(qq|qw|q)(?:([/|!~^#'",:])|\s*([{(<[]))/y,
    close: perlQuoteLikeEnd,
    template: (body, m) => m[1] === 'qq' && perlTemplate(body),
  },
  { kind: 'regex', first: 'mqsty', open: PERL_QUOTE_LIKE, close: perlQuoteLikeEnd },
  quoted('string', '"', /"/y, '"', PERL_DOUBLE, perlTemplate),
  quoted('string', "'", /'/y, "'", ESCAPED_LINES),
  quoted('string', '`', /`/y, '`', PERL_DOUBLE, perlTemplate),
  slashRegex(PERL_REGEX_AFTER),
];

/* PHP. */

const PHP_DOUBLE: QuoteOptions = { ...ESCAPED_LINES, interpolations: [['{$', '}']] };
const phpTemplate = (body: string) => /\$[A-Za-z_]|\{\$/.test(body);
export const PHP_FORMS: readonly LexForm[] = [
  { kind: 'comment', first: '#', open: /#(?!\[)/y, close: phpLineEnd },
  { kind: 'comment', first: '/', open: /\/\//y, close: phpLineEnd },
  blockComment('/*', '*/'),
  heredoc(
    '<',
    /<<<[ \t]*(["']?)([A-Za-z_]\w*)\1/y,
    [2],
    phpClosesHeredoc,
    (body, m) => m[1] !== "'" && phpTemplate(body),
  ),
  quoted('string', '"', /"/y, '"', PHP_DOUBLE, phpTemplate),
  quoted('string', "'", /'/y, "'", ESCAPED_LINES),
  quoted('string', '`', /`/y, '`', PHP_DOUBLE),
];

/** A PHP line comment also ends where `?>` leaves PHP. */
function phpLineEnd(source: string, from: number): [number, number] {
  const [stop] = lineEnd(source, from);
  const leave = source.indexOf('?>', from);
  const end = leave !== -1 && leave < stop ? leave : stop;
  return [end, end];
}

function phpClosesHeredoc(line: string, tag: string): boolean {
  const trimmed = line.trimStart();
  return trimmed.startsWith(tag) && !/\w/.test(trimmed[tag.length] ?? '');
}

/* Bash. */

const BASH_DOUBLE: QuoteOptions = {
  ...ESCAPED_LINES,
  interpolations: [
    ['$(', ')'],
    ['${', '}'],
  ],
};
export const BASH_FORMS: readonly LexForm[] = [
  // A comment starts a word: `$#`, `${#x}` and `a#b` are no comments.
  lineComment('#', /(?<![^\s;&|()])#/y),
  heredoc(
    '<',
    // Not a shift in arithmetic: (( x << n )).
    /(?<!<|\(\([^)\n]{0,80})<<(?!<)(-?)[ \t]*(?:"(\w+)"|'(\w+)'|\\?([A-Za-z_]\w*))/y,
    [2, 3, 4],
    (line, tag) => line.replace(/^\t+/, '').trimEnd() === tag,
    (body, m) => m[4] !== undefined && dollarTemplate(body),
  ),
  quoted('string', '$', /\$'/y, "'", ESCAPED_LINES),
  quoted('string', '"', /"/y, '"', BASH_DOUBLE, dollarTemplate),
  quoted('string', "'", /'/y, "'", { multiline: true }),
];

/* Lua. */

const LUA_LONG = (kind: 'comment' | 'string', prefix: string): LexForm => ({
  kind,
  first: prefix ? prefix[0] : '[',
  open: new RegExp(`${escapeRegex(prefix)}\\[(=*)\\[`, 'y'),
  close: (source, from, m) => {
    const close = `]${m[1]}]`;
    const end = source.indexOf(close, from);
    return end === -1 ? [source.length, source.length] : [end, end + close.length];
  },
});
export const LUA_FORMS: readonly LexForm[] = [
  LUA_LONG('comment', '--'),
  lineComment('--'),
  LUA_LONG('string', ''),
  quoted('string', '"', /"/y, '"', ESCAPED),
  quoted('string', "'", /'/y, "'", ESCAPED),
];

/* Haskell. */

export const HASKELL_SYMBOL = '!#$%&*+./<=>?@\\\\^|~:\\-';
export const HASKELL_FORMS: readonly LexForm[] = [
  blockComment('{-', '-}', true),
  // Two dashes or more start a comment, unless they are part of an operator (-->, |--).
  lineComment('--', new RegExp(`(?<![${HASKELL_SYMBOL}])--+(?![${HASKELL_SYMBOL}])`, 'y')),
  quoted('string', '"', /"/y, '"', ESCAPED),
  // A prime ends a name (foldl', x''); otherwise a quote opens a character literal.
  { kind: 'code', first: "'", open: /(?<=[\w'])'+/y },
  quoted('char', "'", /'(?=(?:\\(?:'|[^'\n]{1,10})|[^\\'\n])')/uy, "'", ESCAPED),
];
