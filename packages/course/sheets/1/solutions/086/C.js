const [h, ...r] = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +h, pos = [];
const ok = (i, j) => r[i][j] == '.' && pos.every((c, k) => c != j && Math.abs(c - j) != i - k);
const go = i => {
  if (i == n) return true;
  for (let j = 0; j < n; j++) if (ok(i, j)) { pos.push(j); if (go(i + 1)) return true; pos.pop(); }
  return false;
};
console.log(go(0) ? pos.map(c => c + 1).join(' ') : 'none');
