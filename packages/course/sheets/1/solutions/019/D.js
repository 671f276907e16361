const [ns, ks] = require('fs').readFileSync(0, 'utf8').trim().split(' ');
const k = +ks;
let free = Array.from({ length: k }, () => Array(k).fill(0n));
let tr = 0, ts = 0;
for (const ch of ns) {
  const d = +ch;
  const next = Array.from({ length: k }, () => Array(k).fill(0n));
  for (let r = 0; r < k; r++)
    for (let q = 0; q < k; q++) {
      const c = free[r][q];
      if (c) for (let x = 0; x <= 9; x++) next[(r * 10 + x) % k][(q + x) % k] += c;
    }
  for (let x = 0; x < d; x++) next[(tr * 10 + x) % k][(ts + x) % k] += 1n;
  tr = (tr * 10 + d) % k;
  ts = (ts + d) % k;
  free = next;
}
console.log(String(free[0][0] + (tr === 0 && ts === 0 ? 1n : 0n) - 1n));
