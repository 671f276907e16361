import assert from 'node:assert/strict';
import {
  createSandbox,
  type CaseResult,
  type Sandbox,
  type SandboxCase,
  type SandboxRun,
} from '../../../scoring/sandbox';

type Ran = Extract<SandboxRun, { available: true }>;

async function run(sandbox: Sandbox, language: string, code: string, cases: SandboxCase[]): Promise<Ran> {
  const result = await sandbox.run({ language, code, cases });
  assert.ok(result.available, `sandbox unavailable: ${result.available ? '' : result.reason}`);
  return result;
}

const verdicts = (results: CaseResult[]) => results.map((c) => c.verdict);
const sums: SandboxCase[] = [
  { input: '1\n2\n', expected: '3' },
  { input: '10\n20\n30\n', expected: '60' },
  { input: '', expected: '0' },
];

/** The same answer read the ways candidates write it: each case must pass, warm, in one sandbox. */
const JAVASCRIPT_READERS: Record<string, string> = {
  'fs.readFileSync(0)': `const n = require('fs').readFileSync(0, 'utf8').split('\\n').filter(Boolean).map(Number);
console.log(n.reduce((a, b) => a + b, 0));`,
  'readFileSync("/dev/stdin") in main()': `'use strict';
function main() { console.log(require('node:fs').readFileSync('/dev/stdin', 'utf8')\
.split(/\\s+/).filter(Boolean).reduce((a, b) => a + Number(b), 0)); }
if (require.main === module) main();`,
  'readline and process.exit in close': `const rl = require('readline').createInterface({ input: process.stdin, terminal: false });
let sum = 0;
rl.on('line', (line) => { sum += Number(line) || 0; });
rl.on('close', () => { process.stdout.write(sum + '\\n'); process.exit(0); });`,
  'stdin events and an exit listener': `let text = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (text += chunk));
process.stdin.on('end', () => { globalThis.total = text.split('\\n').filter(Boolean).reduce((a, b) => a + +b, 0); });
process.on('exit', () => console.log(globalThis.total));`,
  'for await over readline, with a timer': `(async () => {
  let sum = 0;
  for await (const line of require('readline').createInterface({ input: process.stdin })) sum += Number(line) || 0;
  setTimeout(() => console.log(sum), 5);
})();`,
  'fs.readSync in chunks': `const fs = require('fs'); const buf = Buffer.alloc(3); let text = '', n;
while ((n = fs.readSync(0, buf, 0, 3, null)) > 0) text += buf.toString('utf8', 0, n);
console.log(text.split('\\n').filter(Boolean).reduce((a, b) => a + +b, 0));`,
};

describe('sandbox: warm runtimes', function () {
  this.timeout(120_000);
  const sandbox = createSandbox();

  for (const [how, code] of Object.entries(JAVASCRIPT_READERS)) {
    it(`runs a JavaScript program that reads its input with ${how}, every case warm in one sandbox`, async () => {
      const result = await run(sandbox, 'javascript', code, sums);
      assert.deepEqual(
        verdicts(result.cases),
        ['passed', 'passed', 'passed'],
        result.cases.map((c) => c.stderr).join('\n'),
      );
      assert.ok(result.cases.every((c) => c.warm));
      assert.equal(result.sandboxes, 1);
    });
  }

  it('runs TypeScript and Python warm too, Python with what `python3 -I` gives a program', async () => {
    const ts = await run(
      sandbox,
      'typescript',
      [
        "import { readFileSync } from 'fs';",
        "const n: number[] = readFileSync(0, 'utf8').split('\\n').filter(Boolean).map(Number);",
        'console.log(n.reduce((a, b) => a + b, 0));',
      ].join('\n'),
      sums,
    );
    assert.deepEqual(verdicts(ts.cases), ['passed', 'passed', 'passed']);
    assert.ok(ts.cases.every((c) => c.warm));
    const py = await run(
      sandbox,
      'python',
      [
        'import sys, atexit',
        "assert sys.argv == ['/box/1/main.py'] and __name__ == '__main__' and callable(exit)",
        'atexit.register(lambda: print(sum(int(x) for x in sys.stdin.read().split())))',
      ].join('\n'),
      sums,
    );
    assert.deepEqual(verdicts(py.cases), ['passed', 'passed', 'passed'], py.cases.map((c) => c.stderr).join('\n'));
    assert.ok(py.cases.every((c) => c.warm));
    assert.equal(py.sandboxes, 1);
  });

  it('gives every warm case a fresh state: globals, built-in prototypes and modules as new', async () => {
    const js = `globalThis.runs = (globalThis.runs || 0) + 1;
Array.prototype.seen = (Array.prototype.seen || 0) + 1;
const fs = require('fs'); fs.marked = (fs.marked || 0) + 1;
const util = require('node:util'); util.marked = (util.marked || 0) + 1;
process.env.RUNS = String(Number(process.env.RUNS || 0) + 1);
const where = process.cwd(); process.chdir('/');
process.on('exit', () => Promise.resolve().then(() => { throw new Error('after the case'); }));
console.log(runs, [].seen, fs.marked, util.marked, process.env.RUNS, where);`;
    const js3 = await run(
      sandbox,
      'javascript',
      js,
      Array.from({ length: 3 }, () => ({ input: '', expected: '1 1 1 1 1 /tmp' })),
    );
    assert.deepEqual(verdicts(js3.cases), ['passed', 'passed', 'passed'], js3.cases.map((c) => c.stdout).join(''));
    assert.ok(js3.cases.every((c) => c.warm));

    const py = `import math, os, sys
math.runs = getattr(math, 'runs', 0) + 1
os.environ['RUNS'] = str(int(os.environ.get('RUNS', '0')) + 1)
sys.setrecursionlimit(50 + math.runs)
print(math.runs, os.environ['RUNS'], sys.getrecursionlimit())`;
    const py3 = await run(
      sandbox,
      'python',
      py,
      Array.from({ length: 3 }, () => ({ input: '', expected: '1 1 51' })),
    );
    assert.deepEqual(
      verdicts(py3.cases),
      ['passed', 'passed', 'passed'],
      py3.cases.map((c) => c.stdout + c.stderr).join(''),
    );
    assert.ok(py3.cases.every((c) => c.warm));
  });

  it('keeps a wrong answer from a clean exit warm, in JavaScript and Python: no cold run confirms it', async () => {
    const js = await run(sandbox, 'javascript', `${JAVASCRIPT_READERS['fs.readFileSync(0)']}\nconsole.log(0);`, sums);
    const py = await run(sandbox, 'python', 'import sys\nprint(sum(map(int, sys.stdin.read().split())) + 1)', sums);
    for (const result of [js, py]) {
      assert.deepEqual(verdicts(result.cases), ['wrong_answer', 'wrong_answer', 'wrong_answer']);
      assert.ok(result.cases.every((c) => c.warm));
      assert.equal(result.sandboxes, 1);
    }
  });

  it('runs again cold a wrong answer of a program whose source the warm runtime doubts, and any other warm failure', async () => {
    const doubted = await run(
      sandbox,
      'python',
      'import sys, weakref\nprint(sum(map(int, sys.stdin.read().split())) + 1)',
      sums,
    );
    assert.deepEqual(verdicts(doubted.cases), ['wrong_answer', 'wrong_answer', 'wrong_answer']);
    assert.ok(
      doubted.cases.every((c) => !c.warm),
      "the wrong answers are the cold run's",
    );

    const crash = await run(sandbox, 'python', 'raise ValueError("no")', sums.slice(0, 2));
    assert.deepEqual(verdicts(crash.cases), ['runtime_error', 'runtime_error']);
    assert.ok(
      crash.cases.every((c) => !c.warm && /ValueError: no/.test(c.stderr)),
      "the verdict and stderr are the cold run's",
    );
  });

  it("runs cold, as node judges it, a program that reads or writes past the case's own streams", async () => {
    // /dev/stdin opened as a stream, or fs.writeSync with a position, are not the case's streams in
    // the warm runner: the driver sees the runner's own stdin read or stdout written, and the case
    // (with the program's later ones) runs cold, where they are the real thing.
    const total = "t.split('\\n').filter(Boolean).reduce((a, b) => a + +b, 0)";
    const bypasses = {
      streamed:
        "let t = ''; require('fs').createReadStream('/dev/stdin', 'utf8').on('data', (c) => (t += c))" +
        `.on('end', () => console.log(${total}));`,
      positioned: `const t = require('fs').readFileSync(0, 'utf8'); require('fs').writeSync(1, ${total} + '\\n', null, 'utf8');`,
    };
    for (const [how, code] of Object.entries(bypasses)) {
      const result = await run(sandbox, 'javascript', code, sums);
      assert.deepEqual(verdicts(result.cases), ['passed', 'passed', 'passed'], how);
      assert.deepEqual(
        result.cases.map((c) => c.warm),
        [false, false, false],
        how,
      );
    }
    const fast = await run(
      sandbox,
      'javascript',
      "const t = require('fs').readFileSync(0, 'utf8'); require('fs').writeSync(1, `${" + total + '}\\n`);',
      sums,
    );
    assert.deepEqual(
      verdicts(fast.cases),
      ['passed', 'passed', 'passed'],
      "fs.writeSync(1, text) is the case's stdout",
    );
    assert.ok(fast.cases.every((c) => c.warm));
  });

  it('runs the cases of a program that changes nothing shared in one runner (its process.pid)', async () => {
    const result = await run(
      sandbox,
      'javascript',
      'console.log(process.pid);',
      Array.from({ length: 4 }, () => ({ input: '', expected: '' })),
    );
    assert.ok(result.cases.every((c) => c.warm));
    assert.equal(new Set(result.cases.map((c) => c.stdout)).size, 1, 'one runner took every case');
  });

  it('starts no case where another changed what cases share: each sees built-ins as a new process does', async () => {
    // Node's globals (Buffer) and this realm's prototypes (reached through an array Buffer hands
    // out) are the runner's, not the case's: a case that changes them is its runner's last.
    const counts =
      'const B = Buffer.prototype; B.seen = (B.seen || 0) + 1;' +
      "const A = Object.getPrototypeOf(Buffer.from('a').toJSON().data); A.seen = (A.seen || 0) + 1;" +
      "const E = require('events').prototype; E.seen = (E.seen || 0) + 1;" +
      'console.log(B.seen, A.seen, E.seen);';
    const result = await run(
      sandbox,
      'javascript',
      counts,
      Array.from({ length: 3 }, () => ({ input: '', expected: '1 1 1' })),
    );
    assert.deepEqual(
      verdicts(result.cases),
      ['passed', 'passed', 'passed'],
      result.cases.map((c) => c.stdout).join(''),
    );
    assert.ok(result.cases.every((c) => c.warm));
  });

  it(
    'runs a case that ran out of time warm again cold, and the rest of that program cold: ' +
      'a slow context never fails a right program',
    async () => {
      // Undeclared (implicit global) variables are several times slower in a V8 context than in a
      // process: warm, this runs out of time; cold, it passes well inside the limit.
      const sloppy =
        'const n = 3e6; t = 0; for (i = 0; i < n; i++) t += i % 7; ' +
        "console.log(t + Number(require('fs').readFileSync(0, 'utf8')));";
      let expected = 0;
      for (let i = 0; i < 3e6; i++) expected += i % 7;
      const result = await sandbox.run({
        language: 'javascript',
        code: sloppy,
        cases: [0, 1, 2].map((k) => ({ input: String(k), expected: String(expected + k) })),
        limits: { cpuMs: 1000, wallMs: 5000 },
      });
      assert.ok(result.available);
      assert.deepEqual(
        verdicts(result.cases),
        ['passed', 'passed', 'passed'],
        result.cases.map((c) => c.stderr).join('\n'),
      );
      assert.deepEqual(
        result.cases.map((c) => c.warm),
        [false, false, false],
      );

      const spins = await sandbox.run({
        language: 'javascript',
        code:
          "const input = require('fs').readFileSync(0, 'utf8'); " +
          "if (input === 'spin') for (;;) {} console.log('ok');",
        cases: [
          { input: 'spin', expected: 'ok' },
          { input: 'x', expected: 'ok' },
        ],
        limits: { cpuMs: 300, wallMs: 3000 },
      });
      assert.ok(spins.available);
      assert.deepEqual(verdicts(spins.cases), ['time_limit', 'passed']);
      assert.ok(spins.cases[0].cpuMs >= 300 && !spins.cases[0].warm, "the time-out is the cold run's");
    },
  );

  it("counts a warm case's child processes against its CPU time, and runs the case again cold", async () => {
    const code = `require('child_process').execFileSync('node', ['-e', 'for (let i = 0; i < 3e9; i++);']); console.log('done');`;
    const result = await sandbox.run({
      language: 'javascript',
      code,
      cases: [
        { input: '', expected: 'done' },
        { input: '', expected: 'done' },
      ],
      limits: { cpuMs: 300, wallMs: 4000 },
    });
    assert.ok(result.available);
    assert.deepEqual(verdicts(result.cases), ['time_limit', 'time_limit']);
  });

  it("runs a program's async 'beforeExit' listener to its end, as node does", async () => {
    const code =
      "process.on('beforeExit', async () => { if (globalThis.done) return; " +
      "globalThis.done = true; await null; console.log('late'); });";
    const result = await run(sandbox, 'javascript', code, [
      { input: '', expected: 'late' },
      { input: '', expected: 'late' },
    ]);
    assert.deepEqual(verdicts(result.cases), ['passed', 'passed']);
    assert.ok(result.cases.every((c) => c.warm));
  });

  it('holds the output limit warm', async () => {
    const result = await sandbox.run({
      language: 'javascript',
      code: `for (;;) console.log('x'.repeat(100));`,
      cases: [
        { input: '', expected: '' },
        { input: '', expected: '' },
      ],
      limits: { outputBytes: 10_000 },
    });
    assert.ok(result.available);
    assert.deepEqual(verdicts(result.cases), ['output_limit', 'output_limit']);
    assert.ok(result.cases.every((c) => c.warm));
  });

  it("runs one candidate's programs together: one sandbox per language, results in order", async () => {
    const runs = await sandbox.runAll([
      { language: 'javascript', code: JAVASCRIPT_READERS['fs.readFileSync(0)'], cases: sums },
      { language: 'python', code: 'import sys\nprint(sum(map(int, sys.stdin.read().split())))', cases: sums },
      {
        language: 'javascript',
        code: `console.log(require('fs').readFileSync(0, 'utf8').length)`,
        cases: [
          { input: 'abc', expected: '3' },
          { input: '', expected: '0' },
        ],
      },
      { language: 'cobol', code: 'DISPLAY 1.', cases: sums },
    ]);
    const [first, second, third, fourth] = runs;
    assert.ok(first.available && second.available && third.available && !fourth.available);
    assert.deepEqual(
      [...verdicts(first.cases), ...verdicts(second.cases), ...verdicts(third.cases)],
      Array(8).fill('passed'),
    );
    assert.deepEqual(
      [first.sandboxes, second.sandboxes, third.sandboxes],
      [1, 1, 1],
      'the two JavaScript programs shared one',
    );
    assert.ok([first, second, third].every((r) => r.available && r.cases.every((c) => c.warm)));
  });

  it('runs every case in a fresh process when warm runtimes are off', async () => {
    const cold = createSandbox({ warm: false });
    const result = await run(cold, 'javascript', JAVASCRIPT_READERS['fs.readFileSync(0)'], sums);
    assert.deepEqual(verdicts(result.cases), ['passed', 'passed', 'passed']);
    assert.ok(result.cases.every((c) => !c.warm));
  });
});
