const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const k = parseInt(lines[0], 10);
const trail = (lines[1] || '').trim();
const M = 1000000007;
const n = trail.length;

if (k > n) {
  console.log(0);
} else {
  // count[j]: distinct subsequences of length j seen so far.
  // endWith[c][j]: distinct subsequences of length j ending with letter c.
  const count = new Array(n + 1).fill(0);
  count[0] = 1;
  const endWith = [];
  for (let c = 0; c < 26; c++) endWith.push(new Array(n + 1).fill(0));

  for (let i = 0; i < n; i++) {
    const c = trail.charCodeAt(i) - 97;
    const ends = endWith[c];
    // go from long to short so count[j-1] is still the old value
    for (let j = Math.min(i + 1, n); j >= 1; j--) {
      const fresh = count[j - 1];
      count[j] = ((count[j] + fresh - ends[j]) % M + M) % M;
      ends[j] = fresh;
    }
  }
  console.log(count[k] % M);
}
