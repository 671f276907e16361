import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runJavaScriptReference } from '../reference-run';

describe('course: running a JavaScript reference in the worker', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'reference-run-'));
  const reference = (name: string, code: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, code);
    return file;
  };

  it('gives the program its input and returns what it printed, by either way of printing', () => {
    const file = reference(
      'echo.js',
      "const s = require('fs').readFileSync(0, 'utf8'); console.log(s.length); process.stdout.write(s)",
    );
    assert.equal(runJavaScriptReference(file, 'abc'), '3\nabc');
  });

  it('refuses a reference that would leave a global behind for the next one', () => {
    const leaking = reference('leaking.js', "n = require('fs').readFileSync(0, 'utf8'); console.log(n)");
    assert.throws(() => runJavaScriptReference(leaking, '7'), ReferenceError);
    const reading = reference('reading.js', 'console.log(typeof n)');
    assert.equal(runJavaScriptReference(reading, ''), 'undefined\n');
  });
});
