const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const m = parseInt(lines[0], 10);
const s = (lines[1] || '').trim();
const n = s.length;

// nextPos[i*m + c] = first index >= i where letter c occurs, or -1
const nextPos = new Int32Array((n + 1) * m).fill(-1);
for (let i = n - 1; i >= 0; i--) {
  for (let c = 0; c < m; c++) nextPos[i * m + c] = nextPos[(i + 1) * m + c];
  nextPos[i * m + (s.charCodeAt(i) - 97)] = i;
}

// best[i] = length of the shortest string not a subsequence of s[i..]
const best = new Int32Array(n + 2);
best[n] = 1;
for (let i = n - 1; i >= 0; i--) {
  let value = Infinity;
  for (let c = 0; c < m; c++) {
    const p = nextPos[i * m + c];
    const candidate = p < 0 ? 1 : 1 + best[p + 1];
    if (candidate < value) value = candidate;
  }
  best[i] = value;
}

let result = '';
let i = 0;
while (true) {
  const target = best[i];
  let chosen = -1;
  for (let c = 0; c < m; c++) {
    const p = nextPos[i * m + c];
    const candidate = p < 0 ? 1 : 1 + best[p + 1];
    if (candidate === target) {
      chosen = c;
      break;
    }
  }
  result += String.fromCharCode(97 + chosen);
  const p = nextPos[i * m + chosen];
  if (p < 0) break;
  i = p + 1;
}
console.log(result);
