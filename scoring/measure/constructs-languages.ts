import type { Construct } from './constructs';
import type { Lexed } from './lexer';
import { definitionsOf, recursesByRules } from './recursion';
import type { Syntax } from './syntax';

/**
 * The constructs of the languages read by their syntax's rules (every one but JavaScript,
 * TypeScript and Python, whose lists are in constructs.ts): one builder per language.
 */
/** A pattern written in pieces, so that no line of it is too long. */
const joined = (...parts: RegExp[]) => new RegExp(parts.map((p) => p.source).join(''));
/** A call of one of these functions: `name(`. */
const call = (names: string) => new RegExp(`\\b(?:${names.trim().split(/\s+/).join('|')})\\s*\\(`);
/** A call of one of these methods: `.name(` (or what `after` says). */
const method = (names: string, after = '\\s*\\(') =>
  new RegExp(`\\.(?:${names.trim().split(/\s+/).join('|')})${after}`);

const plain = (id: string, label: string, test: Construct['test']): Construct => ({ id, label, role: 'plain', test });
const idiom = (id: string, label: string, test: Construct['test']): Construct => ({ id, label, role: 'idiom', test });
const trick = (id: string, label: string, test: Construct['test']): Construct => ({ id, label, role: 'trick', test });

/* Detectors several languages share. */
const IF_PAREN = plain('if', 'conditionals', /\bif\s*\(/);
const COUNTED_LOOP = plain('counted_loop', 'counted loops', /\bfor\s*\([^;)]{0,200};/);
const WHILE_PAREN = plain('while', 'while loops', /\b(while\s*\(|do\s*\{)/);
const SWITCH = plain('switch', 'switch statements', /\bswitch\s*[({]/);
const TERNARY = plain('ternary', 'conditional expressions', /[\w)\]]\s*\?(?![.?:])[^;?\n]{0,200}:/);
const TRY = plain('try', 'exception handling', /\btry\s*\{/);
const CLASS = plain('class', 'classes', /\b(class|struct|record|interface)\s+[A-Za-z_]/);
const TEMPLATES = idiom('template', 'string interpolation', (l) => l.templates > 0);
const REGEX_LITERALS = (also: RegExp) =>
  trick('regex', 'regular expressions', (l: Lexed) => l.regexes > 0 || also.test(l.code));
/** Bitwise operators in C-like code; `&` and `|` spaced alike on both sides, so that `int& x` is no bitwise and. */
const C_BITWISE = joined(
  /\^|~\s*[\w(]|(?:<<|>>>?|[&|^])=|/,
  /(?<!\b(?:cout|cerr|clog|cin)\b[^;\n]{0,80})(?:[\w)\]]\s*(?:<<|>>>?)\s*[\d(]|\b1[uUlL]*\s*<<)|/,
  /[\w)\]]\s+[&|]\s+[\w(~]|[\w)\]][&|][\w(~]/,
);
/** Bitwise operators where `$` starts a variable (Perl, PHP). */
const SIGIL_BITWISE = /\^(?!=)|[\w)\]}]\s*(?:<<|>>)\s*[\d$(]|\b\d+\s*<<|[\w)\]}] [&|] [\w$(]/;

export const cLike = (syntax: Syntax): Construct[] => [
  plain(
    'function',
    'function definitions',
    (l) => syntax.lexer === 'rules' && definitionsOf(l.code, syntax).length > 0,
  ),
  IF_PAREN,
  COUNTED_LOOP,
  WHILE_PAREN,
  TERNARY,
  SWITCH,
  trick('bitwise', 'bitwise operators', C_BITWISE),
  recursion(syntax),
];

function recursion(syntax: Syntax): Construct {
  return trick('recursion', 'recursion', (l) => syntax.lexer === 'rules' && recursesByRules(l.code, syntax));
}

export const BUILDERS: Readonly<Record<string, (syntax: Syntax) => Construct[]>> = {
  c: (syntax) => [
    ...cLike(syntax),
    plain('struct', 'structs and typedefs', /\bstruct\s+\w+\s*\{|\btypedef\b/),
    idiom('pointers', 'pointer access', /\w\s*->\s*\w|\*\s*\w+\s*\+\+|\*\+\+\w|\bchar\s*\*\s*\w+\s*=\s*\w/),
    idiom('memory', 'dynamic memory', /\b(malloc|calloc|realloc)\s*\(/),
    idiom('stdlib', 'standard library algorithms (qsort, bsearch)', /\b(qsort|bsearch)\s*\(/),
    idiom('macros', 'macros', /^[ \t]*#\s*define\b/m),
    trick('builtins', 'compiler built-ins', /\b__builtin_\w+\s*\(/),
  ],
  cpp: (syntax) => [
    ...cLike(syntax),
    CLASS,
    TRY,
    idiom('range_for', 'range-based for loops', /\bfor\s*\([^;)]{0,200}[^:]:[^:][^;)]{0,200}\)/),
    idiom('auto', 'type inference (auto)', /\bauto\b/),
    idiom('lambda', 'lambdas', /\[[^[\]\n]{0,200}\]\s*\(/),
    idiom(
      'containers',
      'standard containers',
      /\b(vector|map|set|unordered_map|unordered_set|deque|priority_queue|multiset|pair|array)\s*</,
    ),
    idiom(
      'algorithms',
      'standard algorithms (sort, accumulate...)',
      call(
        'sort stable_sort accumulate transform count_if find_if all_of any_of max_element min_element reverse unique ' +
          'partial_sum iota next_permutation',
      ),
    ),
    idiom('structured_bindings', 'structured bindings', /\bauto\s*&{0,2}\s*\[/),
    idiom('templates', 'templates', /\btemplate\s*</),
    REGEX_LITERALS(/\bregex(_\w+)?\b/),
    trick('builtins', 'bit built-ins and bitsets', /\b(__builtin_\w+|bitset|popcount|countr_zero|bit_width)\b/),
  ],
  java: (syntax) => [
    ...cLike(syntax),
    CLASS,
    TRY,
    idiom('for_each', 'for-each loops', /\bfor\s*\([^;)]{0,200}[^:]:[^:][^;)]{0,200}\)/),
    idiom('lambda', 'lambdas', /->/),
    idiom('streams', 'streams', /\.stream\s*\(\)|\b(Stream|IntStream|LongStream|Collectors)\./),
    idiom(
      'collections',
      'collections (List, Map, Set...)',
      /\b(ArrayList|HashMap|HashSet|TreeMap|TreeSet|ArrayDeque|PriorityQueue|LinkedList|List\.of|Map\.of|Set\.of)\b/,
    ),
    idiom('var', 'type inference (var)', /\bvar\s+\w+\s*=/),
    idiom('method_refs', 'method references', /\w::\w/),
    idiom('string_builder', 'StringBuilder', /\bStringBuilder\b/),
    idiom('records', 'records', /\brecord\s+\w+\s*[(<]/),
    REGEX_LITERALS(/\bPattern\.|\.matches\s*\(|\.replaceAll\s*\(/),
    trick('big_numbers', 'arbitrary precision', /\bBig(Integer|Decimal)\b/),
  ],
  csharp: (syntax) => [
    ...cLike(syntax),
    CLASS,
    TRY,
    idiom('for_each', 'foreach loops', /\bforeach\s*\(/),
    idiom('lambda', 'lambdas', /=>/),
    idiom(
      'linq',
      'LINQ',
      joined(
        method(
          'Select Where OrderBy OrderByDescending GroupBy Aggregate Sum Count Any All Max Min Distinct ToList ToArray ' +
            'ToDictionary Zip Skip Take',
        ),
        /|\bfrom\s+\w+\s+in\b/,
      ),
    ),
    TEMPLATES,
    idiom(
      'collections',
      'collections (List, Dictionary...)',
      /\b(List|Dictionary|HashSet|SortedSet|SortedDictionary|Queue|Stack|PriorityQueue)\s*</,
    ),
    idiom('var', 'type inference (var)', /\bvar\s+\w+\s*=/),
    idiom('null_handling', 'null-conditional and coalescing operators', /\?\.|\?\?/),
    idiom('tuples', 'tuples and deconstruction', /\bvar\s*\(|\(\s*\w+\s*,\s*\w+\s*\)\s*=(?!=)/),
    REGEX_LITERALS(/\bRegex\b/),
    trick('generator', 'iterators (yield return)', /\byield\s+return\b/),
    trick('big_numbers', 'arbitrary precision', /\bBigInteger\b/),
  ],
  go: (syntax) => [
    plain('function', 'function declarations', /\bfunc\b/),
    plain('struct', 'structs', /\btype\s+\w+\s+struct\b/),
    plain('counted_loop', 'counted loops', /\bfor\b[^{\n]{0,200};[^{\n]{0,200}\{/),
    plain('if', 'conditionals', /\bif\b/),
    plain('switch', 'switch statements', /\bswitch\b/),
    idiom('range', 'range loops', /\brange\b/),
    idiom('defer', 'defer', /\bdefer\b/),
    idiom('slices_maps', 'slices and maps (make, append)', /\b(make|append)\s*\(|\bmap\s*\[/),
    idiom('multiple_returns', 'multiple return values', /\w\s*,\s*\w+\s*:=|\)\s*\([^()]{0,200},[^()]{0,200}\)\s*\{/),
    idiom('buffered_io', 'buffered I/O', /\bbufio\./),
    idiom('sort', 'sort and slices packages', /\b(sort|slices)\.\w+\s*\(/),
    idiom(
      'strings',
      'strings package (Fields, Builder...)',
      /\bstrings\.(Fields|Split|Builder|Repeat|Join|Map|Count|Contains|Index)\b/,
    ),
    trick('concurrency', 'goroutines and channels', /\bgo\s+(func\b|\w+\s*\()|\bchan\b|<-/),
    trick('bitwise', 'bitwise operators', /&\^|[\w)\]]\s*(<<|>>)\s*[\w(]|\^|[\w)\]]\s+[&|]\s+[\w(]|[\w)\]][&|][\w(]/),
    trick('big_numbers', 'arbitrary precision', /\bbig\.\w+/),
    recursion(syntax),
  ],
  rust: (syntax) => [
    plain('function', 'function declarations', /\bfn\s+\w/),
    plain('struct', 'structs and enums', /\b(struct|enum)\s+\w/),
    plain('for', 'for loops', /\bfor\b[^{\n]{0,200}\bin\b/),
    plain('while', 'while loops and loop', /\bwhile\b|\bloop\s*\{/),
    plain('if', 'conditionals', /\bif\b/),
    idiom('traits', 'traits and impl blocks', /\b(impl|trait)\b/),
    idiom('match', 'pattern matching', /\bmatch\b[^{;]{0,200}\{|\bif\s+let\b|\bwhile\s+let\b/),
    idiom('closures', 'closures', /(?:^|[(,=\s])(?:move\s*)?\|[^|\n]{0,200}\|/m),
    idiom(
      'iterators',
      'iterator adapters (map, filter, fold...)',
      method(
        'iter into_iter chars bytes lines map filter filter_map fold collect sum product zip enumerate rev windows ' +
          'chunks take_while skip_while flat_map any all max_by_key min_by_key',
      ),
    ),
    idiom(
      'error_handling',
      'Option and Result handling',
      /\?\s*[;.)]|\.(unwrap_or|unwrap_or_default|map_or|and_then|ok_or|ok)\s*\(/,
    ),
    idiom(
      'collections',
      'collections (HashMap, BTreeMap...)',
      /\b(HashMap|HashSet|BTreeMap|BTreeSet|VecDeque|BinaryHeap)\b/,
    ),
    idiom('ranges', 'ranges', /\.\.=?/),
    trick(
      'bitwise',
      'bitwise operators',
      joined(
        /\^|!\s*\w+\s*&|[\w)\]]\s*(<<|>>)\s*[\w(]|[\w)\]]\s+[&|]\s+[\w(]|/,
        method('count_ones leading_zeros trailing_zeros rotate_left rotate_right'),
      ),
    ),
    trick('exponent', 'exponentiation', /\.(pow|powi|powf)\s*\(/),
    trick('generics', 'generics with bounds', /<\s*\w+\s*:\s*\w+|\bwhere\b/),
    recursion(syntax),
  ],
  kotlin: (syntax) => [
    plain('function', 'function declarations', /\bfun\b/),
    plain('class', 'classes', /\b(class|object|interface)\s+[A-Za-z_]/),
    plain('for', 'for loops', /\bfor\s*\(/),
    plain('while', 'while loops', /\bwhile\s*\(/),
    plain('if', 'conditionals', /\bif\s*\(/),
    TRY,
    idiom('when', 'when expressions', /\bwhen\b/),
    idiom('lambda', 'lambdas', /\{\s*\(?[\w\s,:]{0,200}\)?\s*->|\{[^{}\n]{0,200}\bit\b/),
    idiom(
      'collection_ops',
      'collection operations (map, filter, fold...)',
      method(
        'map filter fold reduce sumOf groupBy groupingBy count any all none joinToString sorted\\w* zip windowed ' +
          'chunked flatMap associate\\w* maxBy\\w* minBy\\w*',
        '\\s*[({]',
      ),
    ),
    idiom('ranges', 'ranges', /\.\.|\buntil\b|\bdownTo\b|\bstep\b/),
    TEMPLATES,
    idiom('null_safety', 'null safety (?., ?:, !!)', /\?\.|\?:|!!/),
    idiom('scope_functions', 'scope functions (let, apply...)', /\.(let|apply|also|run|takeIf)\s*\{|\bwith\s*\(/),
    idiom('data_classes', 'data classes', /\bdata\s+class\b/),
    REGEX_LITERALS(/\bRegex\s*\(|\.toRegex\s*\(/),
    trick('bitwise', 'bitwise operators', /\b(shl|shr|ushr|xor|inv)\b|\)\s+(and|or)\s+[\w(]/),
    trick('generator', 'sequences', /\bsequence\s*\{|\bgenerateSequence\b|\.asSequence\s*\(/),
    trick('tailrec', 'tail recursion', /\btailrec\b/),
    recursion(syntax),
  ],
  ruby: (syntax) => [
    plain('def', 'method definitions', /\bdef\s/),
    plain('class', 'classes and modules', /\b(class|module)\s+[A-Z]/),
    plain('loop', 'loops', /\b(while|until|loop|for)\b|\.(times|upto|downto|step)\b/),
    plain('if', 'conditionals', /\b(if|unless|elsif)\b/),
    plain('case', 'case expressions', /\bcase\b/),
    plain('rescue', 'exception handling', /\brescue\b/),
    plain('lambda', 'lambdas', /->\s*[({]|\blambda\b|\bproc\b/),
    idiom('blocks', 'blocks', /\{\s*\||\bdo\s*\|/),
    idiom(
      'enumerable',
      'Enumerable methods (map, select, reduce...)',
      method(
        'map select filter reject reduce inject each_with_index each_with_object each_slice each_cons group_by tally ' +
          'sum count min_by max_by sort_by zip flat_map partition chunk_while each_char chars find any\\? all\\? none\\?',
        '(?![\\w?!])',
      ),
    ),
    idiom('symbol_to_proc', 'symbol to proc (&:name)', /&:\w/),
    TEMPLATES,
    idiom('ranges', 'ranges', /\.\.\.?/),
    idiom('modifiers', 'statement modifiers', /\S[ \t]+(if|unless|while|until)[ \t]+\S[^\n]{0,200}$/m),
    idiom('safe_navigation', 'safe navigation', /&\./),
    REGEX_LITERALS(/=~|\bRegexp\b/),
    trick('bitwise', 'bitwise operators', /\^|[\w)\]]\s*(<<|>>)\s*\d|\b\d+\s*<<|[\w)\]] [&|] [\w(]/),
    trick('exponent', 'exponentiation', /\*\*/),
    trick('spaceship', 'the spaceship operator', /<=>/),
    trick('generator', 'yield and enumerators', /\byield\b|\bEnumerator\b|\.lazy\b/),
    recursion(syntax),
  ],
  php: (syntax) => [
    plain('function', 'function declarations', /\bfunction\s+\w/),
    plain('class', 'classes', /\bclass\s+\w/),
    COUNTED_LOOP,
    idiom('foreach', 'foreach loops', /\bforeach\s*\(/),
    WHILE_PAREN,
    IF_PAREN,
    TERNARY,
    SWITCH,
    TRY,
    idiom('match', 'match expressions', /\bmatch\s*\(/),
    idiom('closures', 'closures and arrow functions', /\bfunction\s*\(|\bfn\s*\(/),
    idiom(
      'array_functions',
      'array functions (array_map, usort...)',
      call(
        'array_map array_filter array_reduce array_sum array_keys array_values array_slice array_search ' +
          'array_count_values array_unique array_combine array_fill array_flip array_reverse array_column ' +
          'array_product usort uasort uksort implode explode str_split range',
      ),
    ),
    TEMPLATES,
    idiom('null_coalescing', 'null coalescing', /\?\?/),
    idiom('destructuring', 'list destructuring', /\[\s*\$\w+\s*,[^\]\n]{0,200}\]\s*=(?!=)|\blist\s*\(/),
    idiom('spread', 'spread syntax', /\.\.\.\s*[$\w[(]/),
    trick('regex', 'regular expressions', /\bpreg_\w+\s*\(/),
    trick('bitwise', 'bitwise operators', SIGIL_BITWISE),
    trick('exponent', 'exponentiation', /\*\*/),
    trick('spaceship', 'the spaceship operator', /<=>/),
    trick('generator', 'generators', /\byield\b/),
    recursion(syntax),
  ],
  bash: (syntax) => [
    plain('function', 'functions', /\w+\s*\(\s*\)\s*\{|\bfunction\s+\w/),
    plain('for', 'for loops', /\bfor\b/),
    plain('while', 'while loops', /\b(while|until)\b/),
    plain('if', 'conditionals', /\bif\b|\[\[|\]\s*&&|\]\s*\|\|/),
    plain('case', 'case statements', /\bcase\b[^\n]{0,200}\bin\b/),
    idiom('arithmetic', 'arithmetic expansion', /\$\(\(|\(\(/),
    idiom('command_substitution', 'command substitution', /\$\((?!\()|`/),
    idiom('pipes', 'pipelines', /[^|]\|(?!\|)/),
    idiom(
      'parameter_expansion',
      'parameter expansion (${x#...}, ${x//...})',
      /\$\{[^}\n]{0,200}[#%/:^,][^}\n]{0,200}\}/,
    ),
    idiom('arrays', 'arrays', /\w+=\(|\$\{\w+\[[@*]\]\}|\b(mapfile|readarray)\b|\bread\s+(-\w+\s+)*-a\b/),
    idiom('text_tools', 'text tools (awk, sed, tr...)', /\b(awk|sed|tr|cut|sort|uniq|paste|grep|bc|fold|rev)\b/),
    trick('regex', 'regular expressions', /=~/),
    trick('bitwise', 'bitwise arithmetic', /\(\((?:[^()]|\([^()]{0,200}\))*?(?:<<|>>|[^&|]&[^&]|[^|&]\|[^|]|\^|~)/),
    trick('short_circuit', 'short-circuit chains', /\S\s*(&&|\|\|)\s*\S/),
    trick('process_substitution', 'process substitution', /<\(/),
    recursion(syntax),
  ],
  perl: (syntax) => [
    plain('sub', 'subroutines', /\bsub\b/),
    plain('loop', 'loops', /\b(for|foreach|while|until)\b/),
    plain('if', 'conditionals', /\b(if|unless|elsif)\b/),
    TERNARY,
    idiom('hashes', 'hashes', /%\w|\{\s*\w+\s*\}|=>/),
    idiom('list_ops', 'map, grep and sort', /\b(map|grep|sort)\s*[{(]/),
    idiom('split_join', 'split and join', /\b(split|join)\b/),
    idiom('modifiers', 'statement modifiers', /\S[ \t]+(if|unless|while|until|for|foreach)[ \t]+\S[^\n{]{0,200};/),
    idiom('default_variable', 'the default variable', /\$_\b|@_/),
    idiom('references', 'references', /\\[@%$&]|->[[{]/),
    TEMPLATES,
    REGEX_LITERALS(/=~|!~/),
    trick('bitwise', 'bitwise operators', SIGIL_BITWISE),
    trick('exponent', 'exponentiation', /\*\*/),
    trick('spaceship', 'the spaceship operator', /<=>|\bcmp\b/),
    trick('repetition', 'string repetition', /["')\]]\s*x\s*[\d$(]/),
    recursion(syntax),
  ],
  lua: (syntax) => [
    plain('function', 'function definitions', /\bfunction\b/),
    plain('for', 'numeric for loops', /\bfor\s+\w+\s*=/),
    plain('while', 'while and repeat loops', /\b(while|repeat)\b/),
    plain('if', 'conditionals', /\bif\b/),
    idiom('generic_for', 'generic for loops (pairs, ipairs, gmatch)', /\bfor\b[^\n]{0,200}\bin\b/),
    idiom('tables', 'tables', /\{[^{}]{0,200}[=,][^{}]{0,200}\}/),
    idiom(
      'string_library',
      'the string library',
      /\bstring\.\w+|:\s*(gsub|gmatch|match|find|format|sub|rep|byte|char|upper|lower|reverse)\s*\(/,
    ),
    idiom('table_library', 'the table library', /\btable\.(insert|concat|sort|remove|unpack)\b/),
    idiom('length', 'the length operator', /#\s*[\w(]/),
    idiom('varargs', 'varargs', /\.\.\.(?!\.)/),
    trick('patterns', 'string patterns', /(:|\bstring\.)(g?match|gsub|find)\s*\(/),
    trick('metatables', 'metatables', /\bsetmetatable\b/),
    trick('bitwise', 'bitwise operators', /<<|>>|~(?!=)|[\w)\]] ?[&|] ?[\w(]/),
    trick('integer_division', 'integer division', /\/\//),
    trick('coroutines', 'coroutines', /\bcoroutine\./),
    recursion(syntax),
  ],
  haskell: (syntax) => [
    plain('signature', 'type signatures', /::/),
    plain('data', 'data types', /\b(data|newtype|type)\s+[A-Z]/),
    plain('if', 'conditionals', /\bif\b/),
    plain('local', 'local definitions (where, let)', /\b(where|let)\b/),
    plain('lambda', 'lambdas', /\\\s*[\w(_[]/),
    plain('do', 'do notation', /\bdo\b/),
    idiom('case', 'case expressions', /\bcase\b[^\n]{0,200}\bof\b/),
    idiom('guards', 'guards', /^[ \t]*\|(?!\|)/m),
    idiom('comprehension', 'list comprehensions', /\[[^\]\n|]{0,200}\|[^\]\n]{0,200}<-/),
    idiom('composition', 'composition and application operators', /\s\.\s|\s\$\s|<\$>/),
    idiom(
      'folds',
      'folds and list functions',
      /\b(foldr|foldl'?|scanl|scanr|zipWith|zipWith3|iterate|takeWhile|dropWhile|concatMap|mapM_|forM_|replicateM|unfoldr)\b/,
    ),
    idiom('maybe', 'Maybe and Either', /\b(Maybe|Either|Just|Nothing|maybe|fromMaybe|either)\b/),
    idiom('type_classes', 'type classes', /\b(class|instance)\s+[A-Z(]/),
    idiom('containers', 'containers (Map, Set)', /\b(Data\.Map|Data\.Set|Data\.IntMap|Map\.|M\.|Set\.|S\.)\w/),
    trick('sections', 'operator sections', /\(\s*[+*\-/<>=^]{1,2}\s*[\w(]+\s*\)|\(\s*[\w)]+\s*[+*/<>=^]{1,2}\s*\)/),
    trick(
      'bitwise',
      'bitwise operators',
      /\bData\.Bits\b|\.&\.|\.\|\.|\b(xor|shiftL|shiftR|popCount|testBit|complement)\b/,
    ),
    trick('laziness', 'infinite lists', /\[\s*\w+\s*(,\s*\w+\s*)?\.\.\s*\]|\b(cycle|iterate|repeat)\b/),
    trick('exponent', 'exponentiation', /\^|\*\*/),
    recursion(syntax),
  ],
};
