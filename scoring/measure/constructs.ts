import type { Lexed } from './lexer';
import { BUILDERS, cLike } from './constructs-languages';
import { recursesCLike, recursesPython } from './recursion';
import type { Syntax } from './syntax';

/**
 * The constructs the static signals recognise, per language family. Every detector found counts
 * once towards creativity (distinct constructs); an `idiom` (the language's own way of saying
 * something) or a `trick` (a clever shortcut: bits, regexes, recursion...) also counts towards
 * ingenuity. Detectors run on lexed code: comments are gone and string contents emptied.
 */
export type ConstructRole = 'plain' | 'idiom' | 'trick';

export interface Construct {
  id: string;
  label: string;
  role: ConstructRole;
  test: RegExp | ((lexed: Lexed) => boolean);
}

export const C_LIKE_CONSTRUCTS: readonly Construct[] = [
  { id: 'function', label: 'function declarations', role: 'plain', test: /\bfunction\b/ },
  { id: 'arrow', label: 'arrow functions', role: 'plain', test: /=>/ },
  { id: 'class', label: 'classes', role: 'plain', test: /\bclass\s+[A-Za-z_$]/ },
  { id: 'counted_loop', label: 'counted loops', role: 'plain', test: /\bfor\s*\([^;)]*;/ },
  { id: 'while', label: 'while loops', role: 'plain', test: /\b(while\s*\(|do\s*\{)/ },
  { id: 'if', label: 'conditionals', role: 'plain', test: /\bif\s*\(/ },
  { id: 'ternary', label: 'conditional expressions', role: 'plain', test: /[\w)\]]\s*\?(?![.?])[^;?\n]*:/ },
  { id: 'switch', label: 'switch statements', role: 'plain', test: /\bswitch\s*\(/ },
  { id: 'try', label: 'exception handling', role: 'plain', test: /\btry\s*\{/ },
  { id: 'async', label: 'asynchronous code', role: 'plain', test: /\b(async|await)\b|\.then\(/ },
  { id: 'for_of', label: 'for...of loops', role: 'idiom', test: /\bfor\s*\([^;)]*\b(of|in)\b/ },
  {
    id: 'array_methods',
    label: 'array methods (map, filter, reduce...)',
    role: 'idiom',
    test: /\.(map|filter|reduce|flatMap|some|every|find|findIndex)\s*\(/,
  },
  {
    id: 'destructuring',
    label: 'destructuring',
    role: 'idiom',
    test: /\b(const|let|var)\s*[[{]|\(\s*\[\s*[A-Za-z_$]+\s*,/,
  },
  { id: 'spread', label: 'spread syntax', role: 'idiom', test: /\.\.\.[\w$[(]/ },
  { id: 'template', label: 'template literals', role: 'idiom', test: (l) => l.templates > 0 },
  { id: 'collections', label: 'Map and Set', role: 'idiom', test: /\bnew\s+(Map|Set)\b/ },
  { id: 'optional_chaining', label: 'optional chaining and nullish defaults', role: 'idiom', test: /\?\.|\?\?/ },
  {
    id: 'string_helpers',
    label: 'string helpers (padStart, repeat...)',
    role: 'idiom',
    test: /\.(padStart|padEnd|repeat|replaceAll|localeCompare|at)\s*\(/,
  },
  {
    id: 'object_helpers',
    label: 'Array.from and Object helpers',
    role: 'idiom',
    test: /\b(Array\.from|Object\.(entries|fromEntries|keys|values))\s*\(/,
  },
  {
    id: 'regex',
    label: 'regular expressions',
    role: 'trick',
    test: (l) => l.regexes > 0 || /\bnew\s+RegExp\b/.test(l.code),
  },
  { id: 'bitwise', label: 'bitwise operators', role: 'trick', test: /<<|>>|~|\^|[\w)\]]\s*[&|]\s*[\w(~]/ },
  { id: 'exponent', label: 'exponentiation', role: 'trick', test: /\*\*/ },
  { id: 'recursion', label: 'recursion', role: 'trick', test: (l) => recursesCLike(l.code) },
  { id: 'generator', label: 'generators', role: 'trick', test: /\bfunction\s*\*|\byield\b/ },
  { id: 'bigint', label: 'BigInt arithmetic', role: 'trick', test: /\bBigInt\s*\(|\b\d+n\b/ },
  {
    id: 'short_circuit',
    label: 'short-circuit defaults',
    role: 'trick',
    test: /[=(,]\s*[\w.$[\]]+\s*(\|\||&&)\s*[\w"'`[{(]/,
  },
];

export const PYTHON_CONSTRUCTS: readonly Construct[] = [
  { id: 'def', label: 'function definitions', role: 'plain', test: /^\s*def\s/m },
  { id: 'lambda', label: 'lambdas', role: 'plain', test: /\blambda\b/ },
  { id: 'class', label: 'classes', role: 'plain', test: /^\s*class\s/m },
  { id: 'for', label: 'for loops', role: 'plain', test: /^\s*for\s/m },
  { id: 'while', label: 'while loops', role: 'plain', test: /^\s*while\s/m },
  { id: 'if', label: 'conditionals', role: 'plain', test: /^\s*(if|elif)\s/m },
  {
    id: 'ternary',
    label: 'conditional expressions',
    role: 'plain',
    test: /^[ \t]*(?!if\b|elif\b)\S.*\bif\b.+\belse\b/m,
  },
  { id: 'try', label: 'exception handling', role: 'plain', test: /^\s*try\s*:/m },
  { id: 'with', label: 'context managers', role: 'idiom', test: /^\s*with\s/m },
  { id: 'match', label: 'pattern matching', role: 'plain', test: /^\s*match\s.+:\s*$/m },
  { id: 'comprehension', label: 'comprehensions', role: 'idiom', test: /[[{(][^\n]*?\s\bfor\b[^\n]*?\bin\b/ },
  { id: 'fstring', label: 'f-strings', role: 'idiom', test: (l) => l.templates > 0 },
  { id: 'enumerate_zip', label: 'enumerate and zip', role: 'idiom', test: /\b(enumerate|zip)\s*\(/ },
  {
    id: 'unpacking',
    label: 'tuple unpacking',
    role: 'idiom',
    test: /^\s*[\w.]+\s*,\s*\*?[\w.]+.*?(?<![=!<>])=(?!=)|\(\s*\*\w|,\s*\*\w/m,
  },
  { id: 'slicing', label: 'slicing', role: 'idiom', test: /[\w)\]]\[[^\]\n]*:[^\]\n]*\]/ },
  {
    id: 'aggregates',
    label: 'built-in aggregates (sum, max, sorted...)',
    role: 'idiom',
    test: /\b(any|all|sum|min|max|sorted)\s*\(/,
  },
  {
    id: 'collections',
    label: 'collections (Counter, defaultdict...)',
    role: 'idiom',
    test: /\b(Counter|defaultdict|deque|OrderedDict)\b/,
  },
  { id: 'join', label: 'str.join', role: 'idiom', test: /(''|"")\.join\s*\(/ },
  { id: 'regex', label: 'regular expressions', role: 'trick', test: /\bre\.\w+\s*\(/ },
  { id: 'bitwise', label: 'bitwise operators', role: 'trick', test: /<<|>>|~|\^|[\w)\]]\s*[&|]\s*[\w(~]/ },
  { id: 'exponent', label: 'exponentiation', role: 'trick', test: /[\w)\]]\s*\*\*\s*[\w(-]/ },
  { id: 'step_slice', label: 'slices with a step', role: 'trick', test: /\[[^\]\n]*::-?\w*\]/ },
  { id: 'walrus', label: 'assignment expressions', role: 'trick', test: /:=/ },
  {
    id: 'chained_comparison',
    label: 'chained comparisons',
    role: 'trick',
    test: /[\w)\]]\s*[<>]=?\s*[\w.()]+\s*[<>]=?\s*[\w(]/,
  },
  { id: 'generator', label: 'generators', role: 'trick', test: /\byield\b/ },
  { id: 'recursion', label: 'recursion', role: 'trick', test: (l) => recursesPython(l.code) },
  {
    id: 'arith_builtins',
    label: 'divmod and three-argument pow',
    role: 'trick',
    test: /\bdivmod\s*\(|\bpow\s*\([^()\n]*,[^()\n]*,/,
  },
  {
    id: 'sequence_repeat',
    label: 'sequence repetition',
    role: 'trick',
    test: /(''|""|\])\s*\*\s*[\w(]|[\w)]\s*\*\s*(''|""|\[)/,
  },
  {
    id: 'functional_tools',
    label: 'itertools and functools',
    role: 'trick',
    test: /\b(itertools|functools|reduce|lru_cache|accumulate|permutations|combinations|product)\b/,
  },
];

export function detectConstructs(lexed: Lexed, constructs: readonly Construct[]): Construct[] {
  return constructs.filter((c) => (typeof c.test === 'function' ? c.test(lexed) : c.test.test(lexed.code)));
}

const BUILT = new Map<string, readonly Construct[]>();

/** The constructs detected in a language's programs. */
export function constructsFor(syntax: Syntax): readonly Construct[] {
  if (syntax.lexer === 'python') return PYTHON_CONSTRUCTS;
  if (syntax.lexer === 'c_like') return C_LIKE_CONSTRUCTS;
  let constructs = BUILT.get(syntax.language);
  if (!constructs) {
    constructs = BUILDERS[syntax.language]?.(syntax) ?? cLike(syntax);
    BUILT.set(syntax.language, constructs);
  }
  return constructs;
}
