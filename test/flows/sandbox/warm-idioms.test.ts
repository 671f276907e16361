import assert from 'node:assert/strict';
import { createSandbox, type SandboxCase } from '../../../scoring/sandbox';

/*
 * Correct programs that a warm runtime once judged wrong (or a wrong one it passed), each run warm
 * (wrong answers trusted) and cold: every case gets the verdict and the output a fresh process
 * gives it, and the correct ones pass.
 */

const sums: SandboxCase[] = [
  { input: '1 2\n', expected: '3' },
  { input: '10 20 30\n', expected: '60' },
  { input: '', expected: '0' },
  { input: '-4\n5\n', expected: '1' },
];

const JS_SUM = 'const sum = (t) => t.split(/\\s+/).filter(Boolean).reduce((a, b) => a + Number(b), 0);\n';
const PY_SUM = 'import sys\ns = sum(int(x) for x in sys.stdin.read().split())\n';

const DEPTH = 'def depth(n):\n    try:\n        return depth(n + 1)\n    except RecursionError:\n        return n\n';

/** Correct programs (each prints the sum of its input), by the idiom they use. */
const CORRECT: Record<string, [language: 'javascript' | 'python', code: string]> = {
  'a Node.js reader iterated after an await': [
    'javascript',
    "const rl = require('readline').createInterface({ input: process.stdin });\n" +
      '(async () => { await null; let t = 0; for await (const l of rl) t += sum(l); console.log(t); })();',
  ],
  'process.mainModule === module': [
    'javascript',
    "if (process.mainModule === module) console.log(sum(require('fs').readFileSync(0, 'utf8')));",
  ],
  'clocks that start with the program (a time budget)': [
    'javascript',
    "const t = sum(require('fs').readFileSync(0, 'utf8')); const t0 = performance.now();\n" +
      'while (performance.now() - t0 < 250);\n' +
      'const early = process.uptime() < 0.9 && performance.now() < 900 && process.cpuUsage().user < 900000;\n' +
      "console.log(early ? t : 'late');",
  ],
  'process.env.TZ set and restored': [
    'javascript',
    "process.env.TZ = 'Asia/Kolkata'; const h = new Date(0).getHours(); delete process.env.TZ;\n" +
      "console.log(h === 5 && new Date(0).getHours() === 0 ? sum(require('fs').readFileSync(0, 'utf8')) : 'tz');",
  ],
  "objects of Node.js's realm and instanceof": [
    'javascript',
    "const ok = structuredClone({}) instanceof Object && process.argv instanceof Array && require('os').cpus() instanceof Array;\n" +
      "console.log(ok ? sum(require('fs').readFileSync(0, 'utf8')) : 'realm');",
  ],
  'process.env values made strings': [
    'javascript',
    "process.env.TOTAL = sum(require('fs').readFileSync(0, 'utf8'));\n" +
      "console.log(typeof process.env.TOTAL === 'string' ? process.env.TOTAL : 'env');",
  ],
  "state behind Node.js's setters (events, stream, v8 flags)": [
    'javascript',
    "const E = require('events'); const S = require('stream');\n" +
      'const fresh = E.defaultMaxListeners === 10 && S.getDefaultHighWaterMark(true) === 16 && Error.stackTraceLimit === 10;\n' +
      "E.defaultMaxListeners = 1; S.setDefaultHighWaterMark(true, 3); require('v8').setFlagsFromString('--stack-trace-limit=4');\n" +
      "console.log(fresh ? sum(require('fs').readFileSync(0, 'utf8')) : 'shared');",
  ],
  "an intrinsic constructor of Node.js's realm": [
    'javascript',
    "const A = require('os').cpus().constructor; const seen = A.seen; A.seen = 1;\n" +
      "console.log(seen === undefined ? sum(require('fs').readFileSync(0, 'utf8')) : 'seen');",
  ],
  'fs.readFileSync(0), then process.stdin: one position, the stream gets nothing more': [
    'javascript',
    "const first = require('fs').readFileSync(0, 'utf8'); let more = '';\n" +
      "process.stdin.on('data', (d) => (more += d)); process.stdin.on('end', () => console.log(sum(first) + sum(more)));",
  ],
  'stdin gathered by a listener, summed in an immediate (a pipe gives it in the poll phase, before)': [
    'javascript',
    "let text = ''; process.stdin.on('data', (d) => (text += d)); setImmediate(() => console.log(sum(text)));",
  ],
  "what stdin's listeners queue, run before an immediate": [
    'javascript',
    "let text = ''; process.stdin.on('data', (d) => Promise.resolve(d).then((d) => (text += d)));\n" +
      'setImmediate(() => console.log(sum(text)));',
  ],
  'output on a file opened on descriptor 1, never closed': [
    'python',
    `${PY_SUM}import builtins\nbuiltins.out = open(1, 'w', closefd=False)\nbuiltins.out.write(f'{s}\\n')\n`,
  ],
  'sys.__stdout__ written while sys.stdout is elsewhere': [
    'python',
    `${PY_SUM}import io\nsys.stdout = io.StringIO()\nsys.__stdout__.write(f'{s}\\n')\n`,
  ],
  'a __del__ that prints at shutdown': [
    'python',
    `${PY_SUM}class Later:\n    def __del__(self):\n        print(s)\nlater = Later()\n`,
  ],
  'recursion to the limit, the error caught': [
    'python',
    `${PY_SUM}${DEPTH}print(s if depth(0) == sys.getrecursionlimit() - 2 else 'depth')\n`,
  ],
  'recursion to a raised limit in a thread, the error caught': [
    'python',
    `${PY_SUM}${DEPTH}import threading\nsys.setrecursionlimit(3000)\n` +
      'r = []\nt = threading.Thread(target=lambda: r.append(depth(0)))\nt.start()\nt.join()\nprint(s if r[0] == 2995 else r[0])\n',
  ],
};

/** Programs a fresh process judges wrong that a warm runtime once passed (or would, trusted). */
const WRONG_COLD: Record<string, [language: 'javascript' | 'python', code: string]> = {
  'process.stdin.read() at the top': [
    'javascript',
    `${JS_SUM}const c = process.stdin.read(); console.log(sum(c ? c.toString() : ''));`,
  ],
  'fs.readSync(0) at position 0': [
    'javascript',
    `${JS_SUM}const b = Buffer.alloc(1 << 16); const n = require('fs').readSync(0, b, 0, b.length, 0);\n` +
      "console.log(sum(b.toString('utf8', 0, n)));",
  ],
  'the right answer, and more from a __del__ at shutdown': [
    'python',
    `${PY_SUM}print(s)\nclass Later:\n    def __del__(self):\n        print('bye')\nlater = Later()\n`,
  ],
};

/**
 * Where a case can leave something for the next one: objects of the runner that each case's own
 * inherit from, or that Node.js hands out. A job too long for one case's CPU time, split over the
 * cases (each saves its progress there), must fail warm as it fails cold.
 */
const CARRIERS: Record<string, string> = {
  'process.versions': 'process.versions',
  'process.release': 'process.release',
  "fs's constants": "require('fs').constants",
  "the process's prototype": 'Object.getPrototypeOf(process)',
  "os's signal numbers": "require('os').constants.signals",
  "performance's prototype": 'Object.getPrototypeOf(performance)',
  "stdin's prototype, stream never required": 'Object.getPrototypeOf(process.stdin)',
  "util.inspect's colours": "require('util').inspect.colors",
  // Cold, the process's prototype has no stdio, and a program would use its own.
  "the runner's own stdout": '(Object.getPrototypeOf(process).stdout || process.stdout)',
  "the runner's own stdin": '(Object.getPrototypeOf(process).stdin || process.stdin)',
  'fs.promises': "require('fs').promises",
  "a function a watched prototype holds (Buffer's toString)": 'Buffer.prototype.toString',
  'a module a getter hands out (stream.promises)': "require('stream').promises",
  "timers' promises": "require('timers').promises",
  "a timer's prototype": 'Object.getPrototypeOf(setTimeout(() => {}, 0))',
  queueMicrotask: 'queueMicrotask',
  "the runner's global object, through a function's constructor": "Buffer.constructor('return globalThis')()",
  "the runner's global object, through vm": "require('vm').runInThisContext('globalThis')",
  "an async function's prototype (events.once)": "Object.getPrototypeOf(require('events').once)",
  "an array iterator's prototype": "Object.getPrototypeOf(require('os').cpus()[Symbol.iterator]())",
  'the prototype of a class Node.js does not export (BigIntStats)':
    "Object.getPrototypeOf(require('fs').statSync('/', { bigint: true }))",
};
const jobSavedIn = (store: string) =>
  `const store = ${store}; const done = (store.job || 0) + 1; store.job = done;\n` +
  "console.log(done >= 3 ? sum(require('fs').readFileSync(0, 'utf8')) : 'not yet');";
/** Carriers that are not objects to write on: a registry, the process's own state, memory. */
const progressThen = (saved: string) =>
  `${saved}\nconsole.log(done >= 3 ? sum(require('fs').readFileSync(0, 'utf8')) : 'not yet');`;
const JOBS_ELSEWHERE: Record<string, string> = {
  'a diagnostics channel, by name': progressThen(
    "const dc = require('diagnostics_channel'); const box = {}; dc.channel('job').publish(box);\n" +
      "const done = (box.done || 0) + 1; dc.subscribe('job', (m) => (m.done = done));",
  ),
  "an async hook, on a later case's timer": progressThen(
    'const done = (setTimeout(() => {}, 0).done || 0) + 1;\n' +
      "require('async_hooks').createHook({ init: (id, type, trigger, resource) => (resource.done = done) }).enable();",
  ),
  "the process's report options": progressThen(
    "const done = Number(process.report.directory.slice(5) || 0) + 1; process.report.directory = '/tmp/' + done;",
  ),
  "Buffer's pool": progressThen(
    "const pool = Buffer.from(Buffer.allocUnsafe(1).buffer); const at = pool.lastIndexOf('job:');\n" +
      "const done = (at < 0 ? 0 : pool[at + 4]) + 1; const b = Buffer.allocUnsafe(5); b.write('job:'); b[4] = done;",
  ),
  'memory an earlier case freed (Buffer.allocUnsafeSlow)': progressThen(
    'const blocks = Array.from({ length: 64 }, () => Buffer.allocUnsafeSlow(32768));\n' +
      "const mark = ['job', 'left'].join(':'); const done = blocks.some((b) => b.includes(mark)) ? 3 : 1;\n" +
      'for (const b of blocks) b.fill(mark);',
  ),
  "the runner's memory, where an earlier case's output was (/proc/self/mem)": progressThen(
    "const fs = require('fs'); const mem = fs.openSync('/proc/self/mem', 'r'); let done = 1;\n" +
      "for (const [range, mode] of fs.readFileSync('/proc/self/maps', 'utf8').trim().split('\\n').map((l) => l.split(' '))) {\n" +
      "  const [a, b] = range.split('-').map((x) => BigInt('0x' + x)); if (!mode.includes('w') || b - a > 1n << 26n) continue;\n" +
      '  const block = Buffer.alloc(Number(b - a)); try { fs.readSync(mem, block, 0, block.length, a); } catch { continue; }\n' +
      "  if (/JOBST(?=ATE)/.test(block.toString('latin1'))) done = 3;\n}\n" +
      "console.error(['JOB', 'STATE'].join('').repeat(30));",
  ),
  "an earlier case's callback, run during a later one (AbortSignal.timeout)":
    "const P = Buffer.prototype; setTimeout(() => console.log(P.job ? sum(require('fs').readFileSync(0, 'utf8')) : 'not yet'), 40);\n" +
    "AbortSignal.timeout(45).addEventListener('abort', () => {\n" +
    "  P.job = 1; AbortSignal.timeout(60).addEventListener('abort', () => delete P.job);\n});",
  "an earlier case's callback, run during a later one (timers/promises, unref'd)":
    "const P = Buffer.prototype; const { setTimeout: later } = require('timers/promises');\n" +
    "setTimeout(() => console.log(P.job ? sum(require('fs').readFileSync(0, 'utf8')) : 'not yet'), 40);\n" +
    'later(45, null, { ref: false }).then(() => { P.job = 1; later(60, null, { ref: false }).then(() => delete P.job); });',
  'a broadcast channel that answers later cases':
    "const ask = new BroadcastChannel('job'); let done = 1; ask.onmessage = (e) => (done = Math.max(done, e.data + 1));\n" +
    "ask.postMessage(-1);\nsetTimeout(() => {\n  ask.close(); const keep = new BroadcastChannel('job'); keep.unref();\n" +
    '  keep.onmessage = (e) => e.data === -1 && keep.postMessage(done);\n' +
    "  console.log(done >= 3 ? sum(require('fs').readFileSync(0, 'utf8')) : 'not yet');\n}, 200);",
};
/**
 * Python: a warm case is a fork of the driver, which read the earlier cases' output; a case that
 * searches its own memory for what an earlier one wrote on stderr must find nothing.
 */
const PY_JOB_IN_MEMORY =
  `${PY_SUM}import re\nraw = re.compile(b'JOBST(?=ATE)')\nb64 = re.compile(rb'Sk9CU1RBVEVK(?=T0JTVEFURUpPQlNUQVRF)')\n` +
  "found = False\nwith open('/proc/self/maps') as f:\n    maps = [line.split() for line in f]\n" +
  "with open('/proc/self/mem', 'rb') as mem:\n    for m in maps:\n        if 'w' not in m[1]:\n            continue\n" +
  "        a, b = (int(x, 16) for x in m[0].split('-'))\n        try:\n            mem.seek(a)\n" +
  '            chunk = mem.read(b - a)\n        except OSError:\n            continue\n' +
  '        found = found or bool(raw.search(chunk) or b64.search(chunk))\n' +
  "print(s if found else 'not yet')\nmark = sys.argv[0][:0] + 'JOB'\nsys.stderr.write((mark + 'STATE') * 30)\n";
const JOB_ON_THE_TIMELINE =
  "const done = performance.getEntriesByName('job').length + 1; performance.mark('job', { detail: done });\n" +
  "console.log(done >= 3 ? sum(require('fs').readFileSync(0, 'utf8')) : 'not yet');";

describe('sandbox: idioms a warm runtime must judge as a fresh process does', function () {
  this.timeout(120_000);
  const warm = createSandbox();
  const cold = createSandbox({ warm: false });

  const both = async (language: string, code: string) => {
    const [w, c] = await Promise.all([
      warm.run({ language, code, cases: sums }),
      cold.run({ language, code, cases: sums }),
    ]);
    assert.ok(w.available && c.available);
    const show = (run: typeof w) =>
      run.available ? run.cases.map((r) => [r.verdict, r.stdout, r.stderr.slice(0, 200)]) : [];
    assert.deepEqual(
      show(w).map(([verdict, stdout]) => [verdict, stdout]),
      show(c).map(([verdict, stdout]) => [verdict, stdout]),
    );
    return { warm: w, shown: JSON.stringify(show(c)) };
  };

  for (const [idiom, [language, code]] of Object.entries(CORRECT)) {
    it(`${language}: ${idiom}`, async () => {
      const { warm: w, shown } = await both(language, language === 'javascript' ? JS_SUM + code : code);
      assert.ok(w.available);
      assert.deepEqual(
        w.cases.map((c) => c.verdict),
        sums.map(() => 'passed'),
        shown,
      );
    });
  }

  for (const [idiom, [language, code]] of Object.entries(WRONG_COLD)) {
    it(`${language}, failing as a fresh process fails it: ${idiom}`, async () => {
      const { warm: w } = await both(language, code);
      assert.ok(w.available);
      assert.ok(w.cases.some((c) => c.verdict !== 'passed'));
    });
  }

  const carried = Object.fromEntries(Object.entries(CARRIERS).map(([k, v]) => [k, jobSavedIn(v)]));
  const jobs = { ...carried, 'the performance timeline': JOB_ON_THE_TIMELINE, ...JOBS_ELSEWHERE };
  for (const [where, code] of Object.entries(jobs)) {
    it(`javascript: a job split over the cases, its progress saved in ${where}, fails warm as cold`, async () => {
      const { warm: w } = await both('javascript', JS_SUM + code);
      assert.ok(w.available);
      assert.ok(w.cases.every((c) => c.verdict === 'wrong_answer' && c.stdout.trim() === 'not yet'));
    });
  }

  it("python: a job split over the cases, its progress left in the driver's memory, fails warm as cold", async () => {
    const { warm: w } = await both('python', PY_JOB_IN_MEMORY);
    assert.ok(w.available);
    assert.ok(w.cases.every((c) => c.verdict === 'wrong_answer' && c.stdout.trim() === 'not yet'));
  });
});
