import assert from 'node:assert/strict';
import { containment, shotFingerprint } from '../../../scoring/similarity';

const fingerprint = (language: string, code: string) => shotFingerprint({ language, code }, 1, 9, 'C');

const ORIGINAL = `const [N, S = ''] = require('fs').readFileSync(0, 'utf8').split('\\n');
let best = '';
for (const r of S.match(/P+|F+/g) || []) if (r.length > best.length) best = r;
const counts = new Map();
for (const c of S) counts.set(c, (counts.get(c) || 0) + 1);
const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, Number(N));
console.log(best ? best[0] + ' ' + best.length : 'none', top.map(([c, n]) => c + n).join(','));`;

/** Every declared name renamed, the layout changed and comments added: the same program. */
const DISGUISED = `// read the input
const [limit, text = ''] = require('fs')
  .readFileSync(0, 'utf8')
  .split('\\n');
let longest = ''; /* the longest run */
for (const run of text.match(/P+|F+/g) || [])
  if (run.length > longest.length) longest = run;
const tally = new Map(); // letter counts
for (const letter of text) tally.set(letter, (tally.get(letter) || 0) + 1);
const leaders = [...tally].sort((x, y) => y[1] - x[1]).slice(0, Number(limit));
console.log(longest ? longest[0] + ' ' + longest.length : 'none', leaders.map(([l, k]) => l + k).join(','));`;

describe('scoring: similarity fingerprints', () => {
  it('reads a renamed, reformatted and commented copy as the same program, names like N, S and r included', () => {
    const original = fingerprint('javascript', ORIGINAL);
    assert.ok(original.comparable, 'long enough to compare');
    assert.equal(containment(original.hashes, fingerprint('javascript', DISGUISED).hashes), 100);
  });

  it('tells a different program apart, and never matches a program in another language', () => {
    const other = fingerprint(
      'javascript',
      `const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');
const total = lines.reduce((sum, line) => sum + line.split(' ').filter(Boolean).length, 0);
const widest = Math.max(0, ...lines.map((line) => line.length));
console.log(total, widest, lines.filter((line) => /^\\s*$/.test(line)).length);`,
    );
    assert.ok(containment(fingerprint('javascript', ORIGINAL).hashes, other.hashes) <= 30);
    const python = fingerprint(
      'python',
      `import sys
n, s = sys.stdin.read().split('\\n')[:2]
best = max(re.findall(r'P+|F+', s) or [''], key=len)
counts = {}
for c in s: counts[c] = counts.get(c, 0) + 1
top = sorted(counts.items(), key=lambda kv: -kv[1])[:int(n)]
print(best[0] + ' ' + str(len(best)) if best else 'none', ','.join(c + str(k) for c, k in top))`,
    );
    assert.equal(containment(fingerprint('javascript', ORIGINAL).hashes, python.hashes), 0);
  });

  it('compares no prose, no missing shot and no program too short to tell a copy from a coincidence', () => {
    assert.deepEqual(fingerprint('human', 'I would count the letters.'), {
      hashes: [],
      comparable: false,
      reason: 'no_program',
    });
    assert.deepEqual(shotFingerprint(undefined, 1, 9, 'C'), { hashes: [], comparable: false, reason: 'no_program' });
    assert.deepEqual(fingerprint('python', 'print(len(input()))'), {
      hashes: [],
      comparable: false,
      reason: 'too_short',
    });
  });

  it('reads a 63 KB shot of any shape in time proportional to its length', function () {
    this.timeout(5_000); // a quadratic reading took 10 s on the first of these
    for (const code of [
      ')=>'.repeat(21_000),
      '(a,'.repeat(21_000) + ')=>1',
      'const '.repeat(10_500),
      'x=>'.repeat(21_000),
    ]) {
      for (const language of ['javascript', 'python']) fingerprint(language, code);
    }
  });
});
