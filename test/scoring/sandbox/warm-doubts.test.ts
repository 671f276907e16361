import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { otherReferencePath, referenceProgramPath } from '@hiring/course';
import { warmPassDoubt, warmWrongAnswerDoubt } from '../../../scoring/sandbox/warm-doubts';

/** Which programs' warm wrong answers are confirmed cold (what that costs: test/flows/sandbox/warm-runtimes.test.ts). */
describe('sandbox: the source screen of warm wrong answers', () => {
  it("doubts a program that names what a warm runtime shows unlike a fresh process, in each language's terms", () => {
    const doubted: Array<['node' | 'python', string]> = [
      ['node', 'if (x instanceof Array) f();'],
      ['node', 'const c = structuredClone(o);'],
      ['node', 'Array.prototype.last = function () { return this[this.length - 1]; };'],
      ['node', "Object.defineProperty(String.prototype, 'x', {});"],
      ['node', 'try { f(); } catch (e) { if (e instanceof RangeError) g(); }'],
      ['node', "const vm = require('node:vm');"],
      ['node', 'if (process.memoryUsage().heapUsed > 1e8) stop();'],
      ['python', 'class A:\n    def __del__(self):\n        print(1)'],
      ['python', "out = open(1, 'w')"],
      ['python', "out = os.fdopen(sys.stdout.fileno(), 'w')"],
      ['python', 'print(len(inspect.stack()))'],
      ['python', 'import gc\nprint(gc.get_count())'],
    ];
    for (const [runtime, code] of doubted) assert.ok(warmWrongAnswerDoubt(runtime, code), code);
  });

  it('doubts a pass only where a warm runtime may leave out output: what a Python shutdown writes', () => {
    assert.ok(warmPassDoubt('python', "print(1)\nclass A:\n    def __del__(self):\n        print('bye')"));
    assert.ok(warmPassDoubt('python', "out = open(1, 'w')\nout.write('1')"));
    assert.equal(warmPassDoubt('python', 'import inspect\nprint(len(inspect.stack()))'), null);
    assert.equal(warmPassDoubt('node', 'if (x instanceof Array) f();'), null);
  });

  it('trusts the usual programs: the references of three holes, slips and speed-ups', () => {
    for (const [hole, letter] of [
      [12, 'B'],
      [47, 'D'],
      [93, 'A'],
    ] as const) {
      assert.equal(
        warmWrongAnswerDoubt('node', readFileSync(referenceProgramPath(1, hole, letter, 'javascript'), 'utf8')),
        null,
      );
      assert.equal(
        warmWrongAnswerDoubt('python', readFileSync(referenceProgramPath(1, hole, letter, 'python'), 'utf8')),
        null,
      );
    }
    assert.equal(
      warmWrongAnswerDoubt('node', 'const a = Array.prototype.slice.call(arguments); a.constructorName;'),
      null,
    );
    assert.equal(warmWrongAnswerDoubt('python', 'import gc, sys\ngc.disable()\nsys.setrecursionlimit(10**6)'), null);
  });

  it("doubts a forked Ruby or PHP case that reads the runner's frames or state, and no course program", () => {
    for (const code of [
      'puts caller.size',
      'p DATA.read\n__END__\n1',
      'var_dump(array_keys($GLOBALS));',
      'debug_print_backtrace();',
    ])
      assert.ok(warmWrongAnswerDoubt('fork', code), code);
    for (const letter of ['A', 'B', 'C', 'D', 'E'] as const)
      for (const hole of [1, 12, 47, 93])
        for (const extension of ['rb', 'php'])
          assert.equal(
            warmWrongAnswerDoubt('fork', readFileSync(otherReferencePath(1, hole, letter, extension), 'utf8')),
            null,
          );
  });
});
