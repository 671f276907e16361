import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSandbox, outputsMatch } from '../../../scoring/sandbox';

/** What the sandbox decides without running a program (what it runs: test/flows/sandbox/isolation-and-limits.test.ts). */
describe('sandbox, without running a program', () => {
  describe('output comparison', () => {
    it('ignores trailing whitespace on each line and trailing newlines, nothing else', () => {
      assert.ok(outputsMatch('a  \nb\t\r\n\n\n', 'a\nb'));
      assert.ok(outputsMatch('', '\n\n'));
      assert.ok(!outputsMatch(' a', 'a'), 'leading spaces count');
      assert.ok(!outputsMatch('a\n\nb', 'a\nb'), 'blank lines inside count');
      assert.ok(!outputsMatch('a b', 'a  b'), 'inner spaces count');
      assert.ok(!outputsMatch('A', 'a'), 'case counts');
      assert.ok(!outputsMatch('\na', 'a'), 'leading newlines count');
    });
  });

  describe('without bubblewrap', () => {
    it('never executes code and says execution is unavailable', async () => {
      const marker = path.join(tmpdir(), `sandbox-marker-${randomBytes(6).toString('hex')}`);
      const missing = createSandbox({ bwrapPath: path.join(tmpdir(), 'no-such-dir', 'bwrap') });
      assert.equal(await missing.available(), false);
      for (const [language, code] of [
        ['javascript', `require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`],
        ['python', `open(${JSON.stringify(marker)}, 'w').write('ran')`],
      ]) {
        const result = await missing.run({ language, code, cases: [{ input: '', expected: '' }] });
        assert.equal(result.available, false);
        assert.match(result.available ? '' : result.reason, /bubblewrap not found/);
      }
      assert.equal(existsSync(marker), false, 'the program ran');
    });
  });
});
