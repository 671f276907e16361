import assert from 'node:assert/strict';
import { createSandbox, type SandboxRun } from '../../../scoring/sandbox';

type Ran = Extract<SandboxRun, { available: true }>;
const ran = (run: SandboxRun): Ran => {
  assert.ok(run.available, run.available ? '' : run.reason);
  return run;
};

/** Programs that print their first argument, then as many lines as their input says. */
const PROGRAMS = {
  python: 'import sys\nprint(sys.argv[1])\nfor i in range(int(sys.stdin.read())): print(i)\n',
  javascript:
    "const n = Number(require('fs').readFileSync(0, 'utf8'));\n" +
    'console.log(process.argv[2]);\nfor (let i = 0; i < n; i++) console.log(i);\n',
  c:
    '#include <stdio.h>\nint main(int argc, char **argv) {\n  int n = 0;\n  if (scanf("%d", &n) != 1) return 1;\n' +
    '  printf("%s\\n", argv[1]);\n  for (int i = 0; i < n; i++) printf("%d\\n", i);\n  return 0;\n}\n',
};
/** What each prints for `lines` with the argument `seed`. */
const printed = (seed: string, lines: number) =>
  `${seed}\n${Array.from({ length: lines }, (_, i) => `${i}\n`).join('')}`;

describe("sandbox: a program run with arguments, its whole output kept (a question's generator and reference)", function () {
  this.timeout(120_000);
  const sandbox = createSandbox();

  for (const [language, code] of Object.entries(PROGRAMS)) {
    it(`${language}: passes the arguments on every case, a fresh process each, and keeps all of stdout`, async () => {
      // 20,000 lines print about 110 KB: far past the 4 KiB excerpt every result keeps.
      const run = ran(
        await sandbox.run({
          language,
          code,
          cases: [
            { input: '20000\n', expected: '' },
            { input: '3\n', expected: printed('4242', 3) },
          ],
          args: ['4242'],
          keepOutput: true,
        }),
      );
      const [long, short] = run.cases;
      assert.equal(long.output, printed('4242', 20_000));
      assert.equal(long.stdout.length, 4096, 'the excerpt stays an excerpt');
      assert.equal(long.verdict, 'wrong_answer');
      assert.equal(short.output, printed('4242', 3));
      assert.equal(short.verdict, 'passed');
      assert.ok(!long.warm && !short.warm, 'a warm runtime has no command line to give them');
    });
  }

  it('keeps no output unless asked, and runs the same program with other arguments apart', async () => {
    const [first, second] = (
      await sandbox.runAll([
        {
          language: 'python',
          code: PROGRAMS.python,
          cases: [{ input: '1\n', expected: printed('1', 1) }],
          args: ['1'],
        },
        {
          language: 'python',
          code: PROGRAMS.python,
          cases: [{ input: '1\n', expected: printed('2', 1) }],
          args: ['2'],
        },
      ])
    ).map(ran);
    assert.equal(first.cases[0].verdict, 'passed');
    assert.equal(second.cases[0].verdict, 'passed', 'each request its own arguments');
    assert.equal(first.cases[0].output, undefined);
  });
});
