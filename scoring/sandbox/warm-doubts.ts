import type { WarmRuntime } from './languages';

/**
 * What a warm runtime shows a program differently from a fresh process, and neither models nor
 * notices while it runs: a program whose source names one of these has its warm wrong answers
 * confirmed cold (README.md, "When a warm wrong answer stands"). The screen only has to be right
 * for honest programs: a wrong answer warm that would be right cold only costs its author, so no
 * candidate gains by hiding one of these from it. The one place a warm runtime can pass what a
 * fresh process fails is output that only a process's shutdown writes (left out warm): a program
 * that prints the right answer, and more at shutdown. The screen sends such a program's passes cold
 * too; one that hides it gains nothing it would not have by leaving the extra output out.
 */
const BUILT_INS = [
  ...['Object', 'Array', 'String', 'Number', 'Boolean', 'Function', 'Symbol', 'BigInt', 'Promise', 'RegExp', 'Date'],
  ...['Map', 'Set', 'WeakMap', 'WeakSet', 'Error', 'ArrayBuffer', 'DataView', '\\w+Array'],
].join('|');
/** `Array.prototype.sum = ...`, `Object.defineProperty(String.prototype, ...)`. */
const PROTOTYPE_EXTENDED = new RegExp(
  `\\b(?:${BUILT_INS})\\.prototype(?:\\.\\w+|\\[[^\\]]*\\])\\s*=(?!=)|(?:defineProperty|defineProperties|assign)\\(\\s*\\w+\\.prototype\\b`,
);

/** A doubt on a warm wrong answer only, or on a pass too (output a warm runtime may leave out). */
type Doubt = readonly [pattern: RegExp, reason: string, scope?: 'pass too'];

const DOUBTS: Record<WarmRuntime, ReadonlyArray<Doubt>> = {
  node: [
    [
      /\binstanceof\b|\bconstructor\b|[gs]etPrototypeOf|isPrototypeOf|__proto__|structuredClone/,
      "objects of the runner's realm",
    ],
    [PROTOTYPE_EXTENDED, 'a built-in prototype extended'],
    [/RangeError|call stack|stack-size/, "a stack overflow (the runner's frames are under the program's)"],
    [
      /require\.cache|module\.(?:parent|children|paths|require|constructor)|require\(\s*['"`](?:node:)?(?:module|vm|worker_threads)['"`]/,
      'the module system, or code run outside the case',
    ],
    [/resourceUsage|memoryUsage|process\.(?:binding|dlopen|report|_\w+)/, "the process's own state"],
  ],
  // A Ruby or PHP case is a process of its own, forked from a runner that compiled the program:
  // what differs from `ruby main.rb` / `php main.php` is what the runner's frames and state show.
  fork: [
    [
      new RegExp(
        [
          '\\bcaller\\b|caller_locations|backtrace|__END__|\\bDATA\\b|ObjectSpace|\\$LOADED_FEATURES|\\$"',
          'debug_backtrace|debug_print_backtrace|get_defined_(?:vars|constants|functions)|\\$GLOBALS|get_declared_classes|getTrace',
        ].join('|'),
      ),
      "the runner's frames and state",
    ],
  ],
  // The JVM runner reads the program's classes itself and sends one that names a way to the JVM's
  // shared state cold, every case (jvm-runner/Runner.java, UNMODELLED): what runs warm has nothing
  // left to doubt.
  jvm: [],
  python: [
    [
      /__del__|weakref|fdopen|FileIO|\bopen\(\s*[12]\s*[,)]|fileno\(|\/dev\/(?:stdout|stderr|fd)|\/proc\/self\/fd/,
      "output written at the interpreter's shutdown",
      'pass too',
    ],
    [
      /_getframe|inspect\.(?:stack|currentframe|getouterframes|trace)|(?:extract|print|format|walk)_stack|f_back|\b_thread\b/,
      "the driver's frames under the program's",
    ],
    [
      /sys\.(?:flags|modules|_current_frames)|\bgc\.(?!disable\b|enable\b)|__loader__|__spec__|__cached__/,
      "the interpreter's own state",
    ],
  ],
};

/** Why a warm wrong answer of this program is not to be trusted (it is then run again cold), or null. */
export function warmWrongAnswerDoubt(runtime: WarmRuntime, code: string): string | null {
  return DOUBTS[runtime].find(([pattern]) => pattern.test(code))?.[1] ?? null;
}

/**
 * Why a warm pass of this program is not to be trusted either, or null: output that only a
 * process's shutdown writes (a `__del__` that prints, a file on descriptor 1 never closed) is left
 * out warm, and a program whose extra output makes it wrong cold would pass warm.
 */
export function warmPassDoubt(runtime: WarmRuntime, code: string): string | null {
  return DOUBTS[runtime].find(([pattern, , scope]) => scope === 'pass too' && pattern.test(code))?.[1] ?? null;
}
