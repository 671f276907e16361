import type { LexRules } from './lexer';
import {
  BASH_FORMS,
  CPP_FORMS,
  CSHARP_FORMS,
  C_FORMS,
  GO_FORMS,
  HASKELL_FORMS,
  HASKELL_SYMBOL,
  JAVA_FORMS,
  KOTLIN_FORMS,
  LUA_FORMS,
  PERL_FORMS,
  PHP_FORMS,
  RUBY_FORMS,
  RUST_FORMS,
  joined,
  words,
} from './syntax-forms';

/**
 * How the programs of each language are read by the static signals (signals.ts) and by the
 * similarity fingerprint (similarity/fingerprint.ts): its comments and literals, the words that
 * declare names, how its blocks nest, and the group its fingerprint hashes are seeded with.
 * JavaScript, TypeScript and Python keep the lexers they always had (lexer.ts); every other
 * language is lexed from its table of forms. Prose (`human`, `math`) has no syntax: it is never
 * read as code.
 */
export type Syntax = ScriptSyntax | RulesSyntax;

interface SyntaxBase {
  language: string;
  /**
   * The seed of its fingerprint hashes: programs of one group can share hashes, programs of two
   * groups never do (a translation is not a copy). JavaScript and TypeScript are one group.
   */
  group: string;
  /** Words that declare the names after them, for the fingerprint (a copier renames those). */
  declarers: ReadonlySet<string>;
}

/** JavaScript and TypeScript (lexCLike), or Python (lexPython), read as they always were. */
export interface ScriptSyntax extends SyntaxBase {
  lexer: 'c_like' | 'python';
}

/** Blocks as keywords that open and close them (Ruby's `def`...`end`): group 1 opens, group 2 closes. */
export interface KeywordBlocks {
  pattern: RegExp;
  /** Taken out of the code before counting (Bash's `${x}`, whose braces are no block). */
  ignore?: RegExp;
}

export interface RulesSyntax extends SyntaxBase {
  lexer: 'rules';
  rules: LexRules;
  /** A name of the language (Haskell's may hold primes, Ruby's methods may end in ? or !). */
  word: RegExp;
  /** Symbolic operators as maximal runs of these characters (Haskell), instead of the usual list. */
  operatorRun?: RegExp;
  /** How blocks nest: braces, indentation (Haskell), or keywords (Ruby, Lua, Bash). */
  blocks: 'braces' | 'indent' | KeywordBlocks;
  /** Never one of the program's names: keywords and built-in types. */
  keywords: ReadonlySet<string>;
  /** The language's and its standard library's names: not the program's own either. */
  builtins: ReadonlySet<string>;
  /** C, C++, Java and C#: `int x`, `List<String> names`, `static long gcd(long a, long b)` declare. */
  typedDeclarations?: boolean;
  /** Declaring phrases may hold generic parameters in angle brackets (`fn max<T: Ord>(a: T)`). */
  angleBrackets?: boolean;
  /** Go: in a declaring phrase, a type follows a name without a colon (`a, b int`). */
  typeAfterName?: boolean;
  /** The arrow after a lambda's or a pattern's names (`x -> x + 1`, `Some(v) => v`). */
  arrow?: '->' | '=>';
  /** Rust's closures and Ruby's blocks: `|a, b|`. */
  closurePipes?: boolean;
  /** A name after one of these is a variable of the program (`$x`, `@x`, `%h`). */
  sigils?: string;
  /** Bash: a name after a dash is a command's option (`read -r`), not a name of the program. */
  commandOptions?: boolean;
  /** Haskell: equations, signatures, patterns and lambdas declare names (read line by line). */
  bindings?: 'haskell';
  /** Lines that only import (their names are the libraries', not the program's). */
  imports?: RegExp;
  /** Named function definitions; the name is the first group that matched. */
  definitions: readonly RegExp[];
  /** Anonymous functions, counted with the definitions. */
  lambdas?: RegExp;
  /** How a function calls itself: `name(` or the bare name (Haskell, Bash, Ruby). */
  calls: 'parens' | 'words';
}

/* Declaring words, keywords and built-ins. */

const C_KEYWORDS =
  'auto break case char const continue default do double else enum extern float for goto if inline int long register ' +
  'restrict return short signed sizeof static struct switch typedef union unsigned void volatile while _Bool bool true ' +
  'false NULL size_t ssize_t int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t FILE';
const C_BUILTINS =
  'printf scanf fprintf sprintf snprintf sscanf puts putchar getchar gets fgets fputs fopen fclose fread fwrite getline ' +
  'malloc calloc realloc free memset memcpy memmove memcmp strlen strcmp strncmp strcpy strncpy strcat strchr strrchr ' +
  'strstr strtok strtol strtoll strtoul atoi atol atoll atof abs labs llabs qsort bsearch exit stdin stdout stderr EOF ' +
  'isdigit isalpha isalnum isspace isupper islower toupper tolower sqrt pow fabs floor ceil round fmin fmax main include ' +
  'define ifdef ifndef endif pragma stdio stdlib string math ctype stdbool stdint limits h INT_MAX INT_MIN LLONG_MAX ' +
  'LLONG_MIN UINT_MAX';
const CPP_KEYWORDS =
  C_KEYWORDS +
  ' class namespace using template typename public private protected virtual override final new delete this throw ' +
  'try catch operator friend constexpr nullptr decltype explicit mutable noexcept static_cast dynamic_cast ' +
  'reinterpret_cast const_cast std string vector map set multiset unordered_map unordered_set pair queue deque stack ' +
  'priority_queue array tuple bitset list function optional string_view';
const CPP_BUILTINS =
  C_BUILTINS +
  ' cin cout cerr endl ios sync_with_stdio tie iostream bits stdc algorithm numeric sstream iomanip stringstream ' +
  'istringstream ostringstream to_string stoi stol stoll stoull sort stable_sort reverse accumulate min max swap ' +
  'make_pair make_tuple unique lower_bound upper_bound fill iota gcd lcm move greater less hash begin end count find ' +
  'min_element max_element next_permutation __builtin_popcount __builtin_popcountll setw setprecision fixed ws';
const JAVA_KEYWORDS =
  'abstract assert boolean break byte case catch char class const continue default do double else enum extends ' +
  'final finally float for goto if implements import instanceof int interface long native new package private ' +
  'protected public return short static strictfp super switch synchronized this throw throws transient try void ' +
  'volatile while var true false null';
const JAVA_BUILTINS =
  'String System Integer Long Double Float Short Byte Character Boolean Object Math Arrays List ArrayList ' +
  'LinkedList Map HashMap LinkedHashMap TreeMap Set HashSet LinkedHashSet TreeSet Deque ArrayDeque Queue ' +
  'PriorityQueue Stack Collections Collectors Stream IntStream LongStream Scanner BufferedReader InputStreamReader ' +
  'PrintWriter StringBuilder StringJoiner Exception RuntimeException IOException Optional Iterator Comparator ' +
  'Pattern Matcher BigInteger BigDecimal Function BiFunction Predicate in out err main args println print printf ' +
  'java util io stream regex math function lang Override record yield sealed permits';
const CSHARP_KEYWORDS =
  'abstract as base bool break byte case catch char checked class const continue decimal default delegate do double ' +
  'else enum event explicit extern false finally fixed float for foreach goto if implicit in int interface internal ' +
  'is lock long namespace new null object operator out override params private protected public readonly ref return ' +
  'sbyte sealed short sizeof stackalloc static string struct switch this throw true try typeof uint ulong unchecked ' +
  'unsafe ushort using virtual void volatile while var async await yield';
const CSHARP_BUILTINS =
  'Console System Linq Collections Generic Text RegularExpressions Numerics IO Math String Int32 Int64 Double Char ' +
  'Convert List Dictionary HashSet SortedSet SortedDictionary Queue Stack PriorityQueue LinkedList StringBuilder ' +
  'Enumerable Array Regex BigInteger Tuple ValueTuple Func Action Exception Environment Main args ReadLine ' +
  'ReadToEnd WriteLine Write Read In Out StringSplitOptions record init get set value when where select from ' +
  'orderby group by into let join descending ascending nameof not and or with dynamic';
const GO_KEYWORDS =
  'break case chan const continue default defer else fallthrough for func go goto if import interface map package ' +
  'range return select struct switch type var true false nil iota int int8 int16 int32 int64 uint uint8 uint16 uint32 ' +
  'uint64 uintptr float32 float64 complex64 complex128 byte rune string bool error any';
const GO_BUILTINS =
  'append cap clear close copy delete len make new panic print println recover min max fmt bufio os strings strconv ' +
  'sort math bits bytes unicode utf8 slices maps errors big io main';
const RUST_KEYWORDS =
  'as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod move mut ' +
  'pub ref return self Self static struct super trait true type unsafe use where while i8 i16 i32 i64 i128 isize u8 ' +
  'u16 u32 u64 u128 usize f32 f64 bool char str String Vec Option Some None Result Ok Err Box';
const RUST_BUILTINS =
  'std io collections cmp fmt iter mem HashMap HashSet BTreeMap BTreeSet VecDeque BinaryHeap Ordering Reverse println ' +
  'print eprintln eprint format vec write writeln assert assert_eq assert_ne panic unreachable todo stdin stdout Read ' +
  'Write BufRead BufWriter main derive Debug Clone Copy PartialEq Eq PartialOrd Ord Hash Default Display FromStr min max';
const KOTLIN_KEYWORDS =
  'as break class continue do else false for fun if in interface is null object package return super this throw ' +
  'true try typealias typeof val var when while catch finally import abstract const enum final override private ' +
  'protected public it Int Long Double Float Boolean Char String Unit Any Nothing Byte Short';
const KOTLIN_BUILTINS =
  'println print readLine readln readlnOrNull main args listOf mutableListOf arrayOf intArrayOf longArrayOf mapOf ' +
  'mutableMapOf setOf mutableSetOf emptyList emptyMap List MutableList Map MutableMap Set MutableSet Array IntArray ' +
  'LongArray HashMap ArrayList ArrayDeque StringBuilder Pair Triple Regex Math repeat maxOf minOf require check ' +
  'error buildString buildList lazy generateSequence sequence to until downTo step kotlin io math abs System by ' +
  'constructor delegate dynamic field file get init param property receiver set setparam where actual annotation ' +
  'companion crossinline data expect external infix inline inner internal lateinit noinline open operator out ' +
  'reified sealed suspend tailrec vararg';
const RUBY_KEYWORDS =
  'BEGIN END alias and begin break case class def defined do else elsif end ensure false for if in module next nil not ' +
  'or redo rescue retry return self super then true undef unless until when while yield __FILE__ __LINE__ __method__';
const RUBY_BUILTINS =
  'puts print p pp gets require require_relative loop lambda proc raise format sprintf printf attr_accessor ' +
  'attr_reader attr_writer private public protected include extend Integer Float String Array Hash Set Struct ' +
  'Comparable Enumerable Math Kernel Rational Complex STDIN STDOUT STDERR ARGV ARGF stdin stdout stderr rand srand exit ' +
  'abort catch throw freeze new';
const PHP_KEYWORDS =
  'abstract and array as break callable case catch class clone const continue declare default do echo else elseif ' +
  'empty enddeclare endfor endforeach endif endswitch endwhile extends final finally fn for foreach function global ' +
  'goto if implements include include_once instanceof insteadof interface isset list match namespace new or print ' +
  'private protected public readonly require require_once return static switch throw trait try unset use var while ' +
  'xor yield true false null TRUE FALSE NULL int float string bool void mixed never iterable object self parent php this';
const PHP_BUILTINS =
  'this argv argc _GET _POST _SERVER _ENV GLOBALS STDIN STDOUT STDERR fgets fscanf fwrite fopen file file_get_contents ' +
  'stream_get_contents trim rtrim ltrim explode implode count strlen str_split str_repeat str_pad substr strpos strrev ' +
  'sprintf printf intval floatval array_map array_filter array_reduce array_sum array_keys array_values array_slice ' +
  'array_merge array_unique array_reverse array_fill array_search array_count_values array_combine array_flip in_array ' +
  'sort rsort usort ksort krsort asort arsort max min abs floor ceil round sqrt pow intdiv PHP_EOL PHP_INT_MAX ' +
  'preg_match preg_match_all preg_replace preg_split number_format json_encode var_dump print_r range ord chr ' +
  'strtolower strtoupper ucfirst str_contains str_replace';
const BASH_KEYWORDS =
  'if then else elif fi case esac for select while until do done in function time coproc local declare typeset ' +
  'readonly export return exit break continue shift true false';
const BASH_BUILTINS =
  'echo printf read cd pwd test let eval exec set unset trap source alias wc sort uniq tr cut sed awk grep head tail ' +
  'cat paste seq expr bc rev fold xargs tee mapfile readarray IFS REPLY RANDOM PIPESTATUS BASH_REMATCH dev null stdin ' +
  'stdout stderr';
const PERL_KEYWORDS =
  'my our local sub if elsif else unless while until for foreach do last next redo return use no require package ' +
  'BEGIN END and or not xor eq ne lt gt le ge cmp x q qq qw qr m s tr y undef defined wantarray';
const PERL_BUILTINS =
  'print printf say chomp chop split join map grep sort reverse keys values each exists delete push pop shift unshift ' +
  'splice scalar length substr index rindex uc lc ucfirst lcfirst sprintf abs int sqrt hex oct ord chr die warn open ' +
  'close eof strict warnings List Util sum sum0 max min first reduce uniq POSIX floor ceil a b _ 0 ARGV ENV STDIN ' +
  'STDOUT STDERR';
const LUA_KEYWORDS =
  'and break do else elseif end false for function goto if in local nil not or repeat return then true until while';
const LUA_BUILTINS =
  'print io read write lines string table math os pairs ipairs tonumber tostring type select unpack next error assert ' +
  'pcall setmetatable getmetatable rawget rawset require self _G arg';
const HASKELL_KEYWORDS =
  'case class data default deriving do else foreign if import in infix infixl infixr instance let module newtype of ' +
  'then type where';
const HASKELL_BUILTINS =
  'main putStrLn putStr print getLine getContents interact read show lines unlines words unwords map filter foldr ' +
  "foldl foldl' sum product length reverse concat concatMap zip zip3 zipWith take drop takeWhile dropWhile " +
  'replicate head tail last init null elem notElem maximum minimum fst snd mapM_ mapM forM_ forM return pure fmap ' +
  'sort sortBy sortOn group groupBy nub div mod quot rem divMod abs fromIntegral toInteger max min not otherwise ' +
  'Int Integer Double String Char Bool Maybe Just Nothing Either Left Right IO Data List Map Set Text Prelude True ' +
  'False error undefined id const flip iterate repeat cycle succ pred even odd gcd lcm ord chr isDigit isSpace ' +
  'isAlpha toUpper toLower when unless scanl scanr span break splitAt lookup and or any all maybe fromMaybe ' +
  'comparing on intercalate dropWhileEnd isPrefixOf isSuffixOf isInfixOf transpose partition foldr1 foldl1 fromEnum ' +
  'toEnum readLn getArgs qualified as hiding forall';

/** Imports, includes and packages: the names on these lines belong to libraries. */
const IMPORTS = {
  c: /^[ \t]*#.*$/gm,
  java: /^[ \t]*(?:import|package)\b.*$/gm,
  csharp: /^[ \t]*using\b(?![ \t]*(?:var\b|\())[^=\n]*$/gm,
  go: /^[ \t]*(?:import|package)\b.*$/gm,
  rust: /^[ \t]*(?:pub\s+)?(?:use|extern\s+crate|mod)\b.*$/gm,
  ruby: /^[ \t]*require(?:_relative)?\b.*$/gm,
  perl: /^[ \t]*(?:use|no|require|package)\b.*$/gm,
  php: /^[ \t]*(?:use|namespace|require|require_once|include|include_once)\b.*$/gm,
  haskell: /^[ \t]*(?:import|module)\b.*$/gm,
} as const;

/** `type name(params) {` or `=> expr` in C, C++, Java and C#: a named function or method. */
const C_DEFINITION = joined(
  'gm',
  /(?<![\w.:>$]|->|\bnew\s+)/,
  /(?!(?:if|for|while|switch|catch|return|sizeof|else|do|new|throw|using|foreach|lock|fixed|when|synchronized)\b)/,
  /([A-Za-z_]\w*)\s*\((?:[^;{}()]|\([^;{}()]{0,200}\)){0,400}\)\s*/,
  /(?:const\b\s*|noexcept\b\s*|override\b\s*|throws\s+[\w.,\s]{1,200}?|->\s*[\w:<>,\s*&]{1,200}?|:\s*base\s*\([^)]{0,200}\)\s*){0,4}/,
  /(\{|=>)/,
);
/** A C++ lambda assigned to a name (a recursive one holds a std::function or takes itself). */
const CPP_LAMBDA_DEFINITION = /\b([A-Za-z_]\w*)\s*=\s*\[[^\]]{0,200}\]\s*\([^)]{0,500}\)[^{;]{0,200}(\{)/gm;

const CLIKE_BLOCKS = 'braces' as const;

const SCRIPT_DECLARERS = words('let const var function class def lambda as import from');

const SYNTAXES: readonly Syntax[] = [
  { language: 'javascript', group: 'c_like', lexer: 'c_like', declarers: SCRIPT_DECLARERS },
  { language: 'typescript', group: 'c_like', lexer: 'c_like', declarers: SCRIPT_DECLARERS },
  { language: 'python', group: 'python', lexer: 'python', declarers: SCRIPT_DECLARERS },
  {
    language: 'c',
    group: 'c',
    lexer: 'rules',
    rules: { forms: C_FORMS },
    word: /[A-Za-z_]\w*/y,
    blocks: CLIKE_BLOCKS,
    keywords: words(C_KEYWORDS),
    builtins: words(C_BUILTINS),
    declarers: words('struct enum union typedef'),
    typedDeclarations: true,
    imports: IMPORTS.c,
    definitions: [C_DEFINITION],
    calls: 'parens',
  },
  {
    language: 'cpp',
    group: 'cpp',
    lexer: 'rules',
    rules: { forms: CPP_FORMS },
    word: /[A-Za-z_]\w*/y,
    blocks: CLIKE_BLOCKS,
    keywords: words(CPP_KEYWORDS),
    builtins: words(CPP_BUILTINS),
    declarers: words('struct enum union typedef class using'),
    angleBrackets: true,
    typedDeclarations: true,
    imports: IMPORTS.c,
    definitions: [C_DEFINITION, CPP_LAMBDA_DEFINITION],
    lambdas: /\[[^[\]\n]{0,200}\]\s*\([^()]{0,500}\)\s*(?:mutable\s*)?(?:->\s*[\w:<>]{1,100}\s*)?\{/g,
    calls: 'parens',
  },
  {
    language: 'csharp',
    group: 'csharp',
    lexer: 'rules',
    rules: { forms: CSHARP_FORMS },
    word: /@?[A-Za-z_]\w*/y,
    blocks: CLIKE_BLOCKS,
    keywords: words(CSHARP_KEYWORDS),
    builtins: words(CSHARP_BUILTINS),
    declarers: words('class struct interface enum record var'),
    angleBrackets: true,
    typedDeclarations: true,
    arrow: '=>',
    imports: IMPORTS.csharp,
    definitions: [C_DEFINITION],
    lambdas: /=>/g,
    calls: 'parens',
  },
  {
    language: 'go',
    group: 'go',
    lexer: 'rules',
    rules: { forms: GO_FORMS },
    word: /[A-Za-z_]\w*/y,
    blocks: CLIKE_BLOCKS,
    keywords: words(GO_KEYWORDS),
    builtins: words(GO_BUILTINS),
    declarers: words('var const func type'),
    typeAfterName: true,
    imports: IMPORTS.go,
    definitions: [
      joined(
        'gm',
        /\bfunc\s*(?:\([^)]{0,200}\)\s*)?([A-Za-z_]\w*)\s*(?:\[[^\]]{0,200}\]\s*)?/,
        /\((?:[^(){}]|\([^(){}]{0,200}\)){0,400}\)[^{\n]{0,200}(\{)/,
      ),
      /\b([A-Za-z_]\w*)\s*:?=\s*func\s*\((?:[^(){}]|\([^(){}]{0,200}\)){0,400}\)[^{\n]{0,200}(\{)/gm,
    ],
    lambdas: /\bfunc\s*\(/g,
    calls: 'parens',
  },
  {
    language: 'java',
    group: 'java',
    lexer: 'rules',
    rules: { forms: JAVA_FORMS },
    word: /[A-Za-z_]\w*/y,
    blocks: CLIKE_BLOCKS,
    keywords: words(JAVA_KEYWORDS),
    builtins: words(JAVA_BUILTINS),
    declarers: words('class interface enum record var'),
    angleBrackets: true,
    typedDeclarations: true,
    arrow: '->',
    imports: IMPORTS.java,
    definitions: [C_DEFINITION],
    lambdas: /->/g,
    calls: 'parens',
  },
  {
    language: 'kotlin',
    group: 'kotlin',
    lexer: 'rules',
    rules: { forms: KOTLIN_FORMS },
    word: /[A-Za-z_]\w*/y,
    blocks: CLIKE_BLOCKS,
    keywords: words(KOTLIN_KEYWORDS),
    builtins: words(KOTLIN_BUILTINS),
    declarers: words('val var fun class object interface typealias for'),
    angleBrackets: true,
    arrow: '->',
    imports: IMPORTS.java,
    definitions: [
      /\bfun\s+(?:<[^>]{0,200}>\s*)?(?:[\w.<>?]{1,200}\.)?([A-Za-z_]\w*)\s*\((?:[^(){}]|\([^(){}]{0,200}\)){0,400}\)[^{=\n]{0,200}(\{|=)/gm,
    ],
    lambdas: /\{\s*\(?[\w\s,:]{0,200}\)?\s*->|\{[^{}\n]{0,200}\bit\b/g,
    calls: 'parens',
  },
  {
    language: 'rust',
    group: 'rust',
    lexer: 'rules',
    rules: { forms: RUST_FORMS },
    word: /[A-Za-z_]\w*/y,
    blocks: CLIKE_BLOCKS,
    keywords: words(RUST_KEYWORDS),
    builtins: words(RUST_BUILTINS),
    declarers: words('let fn struct enum trait type const static mod for'),
    angleBrackets: true,
    arrow: '=>',
    closurePipes: true,
    imports: IMPORTS.rust,
    definitions: [
      /\bfn\s+([A-Za-z_]\w*)\s*(?:<[^{(]{0,200}>)?\s*\((?:[^(){};]|\([^(){};]{0,200}\)){0,400}\)[^{;]{0,200}(\{)/gm,
    ],
    lambdas: /(?:^|[(,=\s])(?:move\s*)?\|[^|\n]{0,200}\|/gm,
    calls: 'parens',
  },
  {
    language: 'ruby',
    group: 'ruby',
    lexer: 'rules',
    rules: { forms: RUBY_FORMS },
    word: /[A-Za-z_]\w*(?:[?!](?!=))?/y,
    blocks: {
      pattern: joined(
        'gm',
        /((?<![\w.:@$])(?:def|class|module|do|begin|case)\b|(?:^|[;=(]|\bthen\b)[ \t]*(?:if|unless|while|until)\b|\{)/,
        /|((?<![\w.:@$])end\b|\})/,
      ),
    },
    keywords: words(RUBY_KEYWORDS),
    builtins: words(RUBY_BUILTINS),
    declarers: words('def class module for'),
    closurePipes: true,
    sigils: '@$',
    imports: IMPORTS.ruby,
    definitions: [/^[ \t]*def\s+(?:self\.)?([A-Za-z_]\w*[?!]?)/gm],
    lambdas: /->\s*[({]|\blambda\b|\bproc\b/g,
    calls: 'words',
  },
  {
    language: 'php',
    group: 'php',
    lexer: 'rules',
    rules: { forms: PHP_FORMS, php: true },
    word: /[A-Za-z_]\w*/y,
    blocks: CLIKE_BLOCKS,
    keywords: words(PHP_KEYWORDS),
    builtins: words(PHP_BUILTINS),
    declarers: words('function class interface trait enum const'),
    sigils: '$',
    imports: IMPORTS.php,
    definitions: [/\bfunction\s+&?([A-Za-z_]\w*)\s*\([^)]{0,500}\)[^{;]{0,200}(\{)/gm],
    lambdas: /\bfunction\s*\(|\bfn\s*\(/g,
    calls: 'parens',
  },
  {
    language: 'bash',
    group: 'bash',
    lexer: 'rules',
    rules: { forms: BASH_FORMS },
    word: /[A-Za-z_]\w*/y,
    blocks: {
      pattern: /((?<![\w$-])(?:if|case|do)(?![\w-])|\{)|((?<![\w$-])(?:fi|esac|done)(?![\w-])|\})/g,
      ignore: /\$\{[^{}\n]*\}/g,
    },
    keywords: words(BASH_KEYWORDS),
    builtins: words(BASH_BUILTINS),
    declarers: words('local declare typeset readonly export function for read select'),
    sigils: '$',
    commandOptions: true,
    definitions: [/(?<![\w-])(?:function\s+([A-Za-z_][\w-]*)(?:\s*\(\s*\))?|([A-Za-z_][\w-]*)\s*\(\s*\))\s*(\{)/gm],
    calls: 'words',
  },
  {
    language: 'perl',
    group: 'perl',
    lexer: 'rules',
    rules: { forms: PERL_FORMS },
    word: /[A-Za-z_]\w*/y,
    blocks: CLIKE_BLOCKS,
    keywords: words(PERL_KEYWORDS),
    builtins: words(PERL_BUILTINS),
    declarers: words('my our local sub'),
    sigils: '$@%',
    imports: IMPORTS.perl,
    definitions: [/\bsub\s+([A-Za-z_]\w*)\s*(?:\([^)]{0,200}\)\s*)?(\{)/gm],
    lambdas: /\bsub\s*\{/g,
    calls: 'parens',
  },
  {
    language: 'lua',
    group: 'lua',
    lexer: 'rules',
    rules: { forms: LUA_FORMS },
    word: /[A-Za-z_]\w*/y,
    blocks: {
      pattern: /((?<![\w.:])(?:function|if|do|repeat)\b|\{)|((?<![\w.:])(?:end|until)\b|\})/g,
    },
    keywords: words(LUA_KEYWORDS),
    builtins: words(LUA_BUILTINS),
    declarers: words('local function for'),
    definitions: [/\bfunction\s+(?:\w+[.:])*([A-Za-z_]\w*)\s*\(/gm, /\b([A-Za-z_]\w*)\s*=\s*function\s*\(/gm],
    lambdas: /\bfunction\s*\(/g,
    calls: 'parens',
  },
  {
    language: 'haskell',
    group: 'haskell',
    lexer: 'rules',
    rules: { forms: HASKELL_FORMS },
    word: /[A-Za-z_][\w']*/y,
    operatorRun: new RegExp(`[${HASKELL_SYMBOL}]+`, 'y'),
    blocks: 'indent',
    keywords: words(HASKELL_KEYWORDS),
    builtins: words(HASKELL_BUILTINS),
    declarers: words('let where'),
    bindings: 'haskell',
    imports: IMPORTS.haskell,
    definitions: [
      joined(
        'gm',
        /^[ \t]*(?:(?:let|where)[ \t]+)?/,
        /(?!(?:data|type|newtype|class|instance|module|import|if|then|else|case|of|let|in|where|do|deriving)\b)/,
        /([a-z_][\w']*)(?![\w'])(?:[^=\n|]|==)*?(?:=(?!=)|\|(?!\|))/,
      ),
    ],
    lambdas: /\\\s*[\w(_[]/g,
    calls: 'words',
  },
];

const BY_LANGUAGE = new Map(SYNTAXES.map((s) => [s.language, s]));

/** How programs in this language are read; undefined for prose (`human`, `math`) and unknown languages. */
export function syntaxOf(languageId: string): Syntax | undefined {
  return BY_LANGUAGE.get(languageId);
}

/** Every language read as code. */
export const CODE_LANGUAGES: readonly string[] = SYNTAXES.map((s) => s.language);
