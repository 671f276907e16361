import assert from 'node:assert/strict';
import { casesToFix, guardLoops, judgeMutants, mutantsOf, programRunner } from '../mutants';

const READ = "const n = Number(require('fs').readFileSync(0, 'utf8'));\n";

describe('mutants of a reference program', () => {
  it('moves each boundary, swaps each operator, shifts each integer, drops each branch, one change at a time', () => {
    const changes = mutantsOf(`${READ}if (n < 10) console.log(n + 1);\n`).map((m) => m.change);
    assert.deepEqual(changes, [
      'line 2: n < 10 → (true) (branch dropped)',
      'line 2: n < 10 → (false) (branch dropped)',
      'line 2: < → <=',
      'line 2: 10 → 11 (one more)',
      'line 2: 10 → 9 (one less)',
      'line 2: + → -',
      'line 2: 1 → 2 (one more)',
      'line 2: 1 → 0 (one less)',
    ]);
  });

  it('runs a program on an input as the course runs its references, and cuts one that never ends', () => {
    assert.equal(programRunner(`${READ}console.log(n * 2);`, 500)('21\n'), '42\n');
    assert.equal(programRunner('for (;;) {}', 100)(''), undefined);
    assert.equal(programRunner("throw new Error('no');", 100)(''), undefined);
    assert.equal(programRunner("for (;;) console.log('x'.repeat(1000));", 5000)(''), undefined, 'printing without end');
    // A turn of a loop can be long (a string that doubles each turn fills the heap in a few dozen):
    // the clock is read on time, not every so many turns, so a 100 ms limit cuts within a few turns.
    const started = Date.now();
    assert.equal(programRunner("for (;;) 'x'.repeat(1e6).replace(/x/g, 'yy');", 100)(''), undefined);
    assert.ok(Date.now() - started < 3000, `cut after ${Date.now() - started} ms`);
  });

  it('tells the mutants the fixed cases kill from those only a draw kills, and fixes those with the fewest drawn cases', () => {
    const reference = `${READ}console.log(n < 10 ? 'small' : 'big');`;
    const run = programRunner(reference, 500);
    const cases = (inputs: number[]) => inputs.map((n) => ({ input: `${n}\n`, output: run(`${n}\n`)! }));
    const verdict = judgeMutants(reference, cases([3]), cases([25, 10, 9]), 500);
    assert.deepEqual(
      verdict.drawnOnly.map((m) => [m.change, m.killer.input]),
      [
        ['line 2: n < 10 → (true) (branch dropped)', '25\n'],
        ['line 2: < → <=', '10\n'],
        ['line 2: 10 → 11 (one more)', '10\n'],
        ['line 2: 10 → 9 (one less)', '9\n'],
      ],
    );
    assert.deepEqual(
      casesToFix(verdict.drawnOnly, 500).map((c) => c.input),
      ['10\n', '9\n'],
      '10 kills three of them, 9 the fourth',
    );
  });
});

describe('guardLoops', () => {
  it('puts a tick at the start of every loop body, braces or not, nested or not', () => {
    assert.equal(
      guardLoops('for (;;) for (;;) x++;\nwhile (a) { b(); }'),
      'for (;;) {__tick();for (;;) {__tick();x++;}}\nwhile (a) {__tick(); b(); }',
    );
  });
});
