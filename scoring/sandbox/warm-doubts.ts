import type { WarmRuntime } from './languages';

/**
 * What a warm runtime shows a program differently from a fresh process, and neither models nor
 * notices while it runs: a program whose source names one of these has its warm wrong answers
 * confirmed cold (README.md, "When a warm wrong answer stands"). The screen only has to be right
 * for honest programs: a wrong answer warm that would be right cold only costs its author, so no
 * candidate gains by hiding one of these from it.
 */
const BUILT_INS = [
  ...['Object', 'Array', 'String', 'Number', 'Boolean', 'Function', 'Symbol', 'BigInt', 'Promise', 'RegExp', 'Date'],
  ...['Map', 'Set', 'WeakMap', 'WeakSet', 'Error', 'ArrayBuffer', 'DataView', '\\w+Array'],
].join('|');
/** `Array.prototype.sum = ...`, `Object.defineProperty(String.prototype, ...)`. */
const PROTOTYPE_EXTENDED = new RegExp(
  `\\b(?:${BUILT_INS})\\.prototype(?:\\.\\w+|\\[[^\\]]*\\])\\s*=(?!=)|(?:defineProperty|defineProperties|assign)\\(\\s*\\w+\\.prototype\\b`,
);

const DOUBTS: Record<WarmRuntime, ReadonlyArray<readonly [RegExp, string]>> = {
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
  python: [
    [
      /__del__|weakref|fdopen|FileIO|\bopen\(\s*[12]\s*[,)]|fileno\(|\/dev\/(?:stdout|stderr|fd)|\/proc\/self\/fd/,
      "output written at the interpreter's shutdown",
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
  const doubt = DOUBTS[runtime].find(([pattern]) => pattern.test(code));
  return doubt ? doubt[1] : null;
}
