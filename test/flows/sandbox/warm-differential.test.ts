import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { Random } from '@hiring/course';
import { createSandbox, type SandboxCase, type SandboxRun } from '../../../scoring/sandbox';

/*
 * Warm against cold, on programs put together at random from the ways candidates read, compute,
 * fail and write, with a new seed every run (printed; SANDBOX_FUZZ_SEED=n repeats it, and
 * SANDBOX_FUZZ_PROGRAMS=n draws more): every case must get the verdict and the output a fresh
 * process gives it. A program the warm runtime models wrongly shows here as a pass cold does not
 * give, or as a failure cold does not give (a warm wrong answer is trusted, see warm-doubts.ts); the
 * grammar holds the idioms the warm runtimes model or that send a program's wrong answers cold.
 */

const PROGRAMS_PER_LANGUAGE = Number(process.env.SANDBOX_FUZZ_PROGRAMS ?? 14);
const CASES = 5;

interface Grammar {
  /** Each reads the whole input and calls `done(text)`. */
  readers: string[];
  /** Each writes `answer` and a newline. */
  writers: string[];
  /** Each may change `answer` (a slip, on some inputs) or do what candidates do besides. */
  quirks: string[];
  assemble(reader: string, quirk: string, writer: string): string;
}

const JAVASCRIPT: Grammar = {
  readers: [
    "done(require('fs').readFileSync(0, 'utf8'));",
    "done(require('node:fs').readFileSync('/dev/stdin').toString());",
    "done(require('fs').readFileSync(process.stdin.fd, 'utf8'));",
    "const lines = []; require('readline').createInterface({ input: process.stdin })" +
      ".on('line', (l) => lines.push(l)).on('close', () => done(lines.join('\\n')));",
    "let t = ''; process.stdin.setEncoding('utf8'); process.stdin.on('data', (c) => (t += c)); process.stdin.on('end', () => done(t));",
    "(async () => { let t = ''; for await (const c of process.stdin) t += c; done(t); })();",
    "const fs = require('fs'); const b = Buffer.alloc(7); let t = '', n;" +
      "while ((n = fs.readSync(0, b, 0, 7, null)) > 0) t += b.toString('utf8', 0, n); done(t);",
    "let t = ''; require('fs').createReadStream('/dev/stdin', 'utf8').on('data', (c) => (t += c)).on('end', () => done(t));",
    "const fs = require('fs'); const fd = fs.openSync('/dev/stdin', 'r'); done(fs.readFileSync(fd, 'utf8'));",
    "let t = ''; process.stdin.on('readable', () => { let c; while ((c = process.stdin.read()) !== null) t += c; });" +
      "process.stdin.on('end', () => done(t));",
    "require('fs').promises.readFile('/dev/stdin', 'utf8').then(done);",
    "const rl = require('readline').createInterface({ input: process.stdin });" +
      "(async () => { await null; const lines = []; for await (const l of rl) lines.push(l); done(lines.join('\\n')); })();",
    "(async () => { await Promise.resolve(); let t = ''; process.stdin.on('data', (c) => (t += c)).on('end', () => done(t)); })();",
    "let t = ''; process.stdin.on('data', (c) => (t += c)); setImmediate(() => done(t));",
    "const first = require('fs').readFileSync(0, 'utf8'); let t = '';" +
      "process.stdin.on('data', (c) => (t += c)).on('end', () => done(first + t));",
    "const c = process.stdin.read(); done(c ? c.toString() : '');",
    "const b = Buffer.alloc(1 << 16); done(b.toString('utf8', 0, require('fs').readSync(0, b, 0, b.length, 0)));",
    "const b = Buffer.alloc(1 << 16); done(b.toString('utf8', 0, require('fs').readSync(0, b, { position: null })));",
  ],
  writers: [
    'console.log(answer);',
    "process.stdout.write(answer + '\\n');",
    "require('fs').writeSync(1, answer + '\\n');",
    "require('fs').writeSync(1, String(answer) + '\\n', null, 'utf8');",
    'setTimeout(() => console.log(answer), 1);',
    "process.on('exit', () => console.log(answer));",
    "console.log('%s', answer);",
    "process.stdout.write(Buffer.from(answer + '\\n'));",
    "process.stdout.write(answer + '\\n', () => {});",
    "process._rawDebug('debug'); console.log(answer);",
  ],
  quirks: [
    '',
    'answer += nums.length % 2;',
    "if (nums.length === 0) answer = 'none';",
    'answer += Math.max(0, nums.length - 3);',
    'Buffer.prototype.seen = (Buffer.prototype.seen || 0) + 1; answer += Buffer.prototype.seen - 1;',
    "const E = require('events').prototype; E.seen = (E.seen || 0) + 1; answer += E.seen - 1;",
    "if (nums.length > 3) throw new Error('too many');",
    'if (answer % 2) process.exit(2);',
    'process.exitCode = answer % 3 === 0 ? 1 : 0;',
    "seen = typeof seen === 'undefined' ? 1 : seen + 1; answer += seen - 1;",
    "console.error('debug', nums.length);",
    "process.emitWarning('careful');",
    "if (nums.length === 0) require('util').inspect.defaultOptions.numericSeparator = true;",
    "if (nums.length < 2) require('events').defaultMaxListeners = 1; process.stdin.on('end', () => {}); process.stdin.on('end', () => {});",
    'Error.stackTraceLimit = 0; Object.prototype.seen = 1;',
    "if (nums.length !== 1) process.env.TZ = 'Asia/Kolkata'; if (!new Date(0).getHours()) answer += 1;",
    'globalThis.total = (globalThis.total || 0) + answer; answer = globalThis.total;',
    "if (process.mainModule !== module) answer = 'not main';",
    "if (process.uptime() > 1.5 || performance.now() > 1500 || process.cpuUsage().user > 1.5e6) answer = 'late';",
    "{ const tz = process.env.TZ; process.env.TZ = 'Asia/Kolkata'; if (new Date(0).getHours() !== 5) answer = 'tz';" +
      ' if (tz === undefined) delete process.env.TZ; else process.env.TZ = tz; }',
    "if (!(process.argv instanceof Array) || !(structuredClone([]) instanceof Array)) answer = 'realm';",
    "process.env.ANSWER = answer; if (typeof process.env.ANSWER !== 'string' || process.env.ANSWER !== String(answer)) answer = 'env';",
    "const E = require('events'); if (E.defaultMaxListeners !== 10) answer = 'shared'; if (nums.length % 2) E.defaultMaxListeners = 3;",
    "const S = require('stream'); if (S.getDefaultHighWaterMark(true) !== 16) answer = 'hwm'; S.setDefaultHighWaterMark(true, 7);",
    "if (Error.stackTraceLimit !== 10) answer = 'flags'; if (nums.length > 1) require('v8').setFlagsFromString('--stack-trace-limit=4');",
    "const A = require('os').cpus().constructor; if (A.seen) answer += 1; A.seen = 1;",
    'if (Object.keys(process.env).length !== Object.keys({ ...process.env }).length) answer = -1;',
    'const V = process.versions; V.seen = (V.seen || 0) + 1; answer += V.seen - 1;',
    'const P = Object.getPrototypeOf(process.stdin); P.seen = (P.seen || 0) + 1; answer += P.seen - 1;',
    "const C = require('os').constants.signals; C.seen = (C.seen || 0) + 1; answer += C.seen - 1;",
    "answer += performance.getEntriesByName('seen').length; performance.mark('seen');",
    'const T = Object.getPrototypeOf(setTimeout(() => {}, 0)); T.seen = (T.seen || 0) + 1; answer += T.seen - 1;',
    "const SP = require('stream').promises; SP.seen = (SP.seen || 0) + 1; answer += SP.seen - 1;",
    "const BS = Object.getPrototypeOf(require('fs').statSync('/', { bigint: true })); BS.seen = (BS.seen || 0) + 1; answer += BS.seen - 1;",
    "if (require('vm').runInNewContext('1 + 1') !== 2) answer = 'vm';",
    "const G = Buffer.constructor('return globalThis')(); G.seen = (G.seen || 0) + 1; answer += G.seen - 1;",
    "const dc = require('diagnostics_channel'); const box = {}; dc.channel('seen').publish(box);" +
      "answer += box.seen || 0; dc.subscribe('seen', (m) => (m.seen = 1));",
  ],
  assemble: (reader, quirk, writer) =>
    `function main() {\nconst done = (text) => {\nconst nums = text.split(/\\s+/).filter(Boolean).map(Number);\n` +
    `let answer = nums.reduce((a, b) => a + b, 0);\n${quirk}\n${writer}\n};\n${reader}\n}\n` +
    'if (require.main === module) main();\n',
};

/** Recursion to the limit, the error caught: the depth reached shows every frame under the program's. */
const DEPTH = 'def depth(n):\n    try:\n        return depth(n + 1)\n    except RecursionError:\n        return n';

const PYTHON: Grammar = {
  readers: [
    'import sys\ndone(sys.stdin.read())',
    'done(open(0).read())',
    'import sys\ndone(sys.stdin.buffer.read().decode())',
    'import sys\ndone("".join(sys.stdin.readlines()))',
    'import sys\ndone("\\n".join(line.rstrip("\\n") for line in sys.stdin))',
    'lines = []\ntry:\n    while True:\n        lines.append(input())\nexcept EOFError:\n    pass\ndone("\\n".join(lines))',
    'import os\nchunks = []\nwhile True:\n    b = os.read(0, 7)\n    if not b:\n        break\n    chunks.append(b)\n' +
      'done(b"".join(chunks).decode())',
  ],
  writers: [
    'print(answer)',
    'import sys\nsys.stdout.write(f"{answer}\\n")',
    'import os\nos.write(1, f"{answer}\\n".encode())',
    'print(answer, flush=True)',
    'import atexit\natexit.register(print, answer)',
    'import sys\nsys.stdout.buffer.write(f"{answer}\\n".encode())',
    'import builtins\nbuiltins.out = open(1, "w", closefd=False)\nbuiltins.out.write(f"{answer}\\n")',
    'import io, sys\nsys.stdout = io.StringIO()\nsys.__stdout__.write(f"{answer}\\n")',
    'import builtins\nclass Later:\n    def __del__(self):\n        print(answer)\nbuiltins.later = Later()',
    'import os\nos.fdopen(1, "w").write(f"{answer}\\n")',
    'print(answer)\nimport builtins\nclass Later:\n    def __del__(self):\n        print("bye")\nbuiltins.later = Later()',
    'print(answer)\nimport builtins\nbuiltins.extra = open(1, "w", closefd=False)\nbuiltins.extra.write("more\\n")',
  ],
  quirks: [
    '',
    'answer += len(nums) % 2',
    'if not nums:\n    answer = "none"',
    'import math\nmath.seen = getattr(math, "seen", 0) + 1\nanswer += math.seen - 1',
    'if len(nums) > 3:\n    raise ValueError("too many")',
    'import sys\nif answer % 2:\n    sys.exit(2)',
    'import sys\nprint("debug", len(nums), file=sys.stderr)',
    'import threading\nt = threading.Thread(target=lambda: None)\nt.start()\nt.join()',
    `${DEPTH}\nanswer += depth(0) % 2`,
    `${DEPTH}\nimport sys\nsys.setrecursionlimit(1500 + len(nums))\nanswer += depth(0) % 3`,
    `${DEPTH}\nimport threading\nr = []\nt = threading.Thread(target=lambda: r.append(depth(0)))\nt.start()\nt.join()\nanswer += r[0] % 2`,
    'import sys\nif sys.getrecursionlimit() != 1000:\n    answer = "limit"',
    'import os\nos.environ["ANSWER"] = str(answer)\nanswer = int(os.environ["ANSWER"])',
  ],
  assemble: (reader, quirk, writer) => {
    const indent = (code: string) => code.replace(/^/gm, '        ');
    return (
      'def main():\n    def done(text):\n        nums = [int(x) for x in text.split()]\n        answer = sum(nums)\n' +
      `${indent(quirk || 'pass')}\n${indent(writer)}\n${reader.replace(/^/gm, '    ')}\n\n` +
      "if __name__ == '__main__':\n    main()\n"
    );
  },
};

function drawCases(random: Random): SandboxCase[] {
  return Array.from({ length: CASES }, () => {
    const nums = Array.from({ length: random.int(0, 6) }, () => random.int(-3000, 3000));
    const separator = random.pick([' ', '\n']);
    const input = nums.join(separator) + (random.chance(0.5) ? '\n' : '');
    return { input, expected: String(nums.reduce((a, b) => a + b, 0)) };
  });
}

const seed = process.env.SANDBOX_FUZZ_SEED ? Number(process.env.SANDBOX_FUZZ_SEED) : randomInt(2 ** 31);

describe('sandbox: warm runtimes judge as fresh processes do (programs drawn at random)', function () {
  this.timeout(300_000);
  const warm = createSandbox();
  const cold = createSandbox({ warm: false });

  before(() => console.log(`      programs drawn from seed ${seed} (SANDBOX_FUZZ_SEED=${seed} draws them again)`));

  for (const [language, grammar] of [
    ['javascript', JAVASCRIPT],
    ['python', PYTHON],
  ] as const) {
    it(`gives every case of ${PROGRAMS_PER_LANGUAGE} ${language} programs the verdict and output a fresh process gives it`, async () => {
      const random = new Random(seed + (language === 'python' ? 1 : 0));
      const mismatches: string[] = [];
      for (let i = 0; i < PROGRAMS_PER_LANGUAGE; i++) {
        const code = grammar.assemble(
          random.pick(grammar.readers),
          random.pick(grammar.quirks),
          random.pick(grammar.writers),
        );
        const cases = drawCases(random);
        const [warmRun, coldRun] = await Promise.all([
          warm.run({ language, code, cases }),
          cold.run({ language, code, cases }),
        ]);
        const [w, c] = [ran(warmRun), ran(coldRun)];
        w.cases.forEach((result, k) => {
          const other = c.cases[k];
          if (result.verdict !== other.verdict || result.stdout !== other.stdout)
            mismatches.push(
              `case ${k} (input ${JSON.stringify(cases[k].input)}): warm ${result.verdict} ${JSON.stringify(result.stdout)}, ` +
                `cold ${other.verdict} ${JSON.stringify(other.stdout)}\n${code}`,
            );
        });
      }
      assert.deepEqual(mismatches, [], `seed ${seed}`);
    });
  }
});

function ran(run: SandboxRun) {
  assert.ok(run.available, run.available ? '' : run.reason);
  return run;
}
