// Longest substring with two non-overlapping occurrences.
// Binary search on L, rolling hash per L, track first and last start of each hash.
const s = require('fs').readFileSync(0, 'utf8').trim();
const n = s.length;

const MOD1 = 1000000007, MOD2 = 998244353;
const B1 = 131, B2 = 137;

function mulmod(a, b, m) {
  // a, b < 2^30; split to avoid precision loss
  return ((a * (b >>> 15)) % m * 32768 + a * (b & 32767)) % m;
}

const h1 = new Array(n + 1).fill(0), h2 = new Array(n + 1).fill(0);
const p1 = new Array(n + 1).fill(1), p2 = new Array(n + 1).fill(1);
for (let i = 0; i < n; i++) {
  const c = s.charCodeAt(i);
  h1[i + 1] = (mulmod(h1[i], B1, MOD1) + c) % MOD1;
  h2[i + 1] = (mulmod(h2[i], B2, MOD2) + c) % MOD2;
  p1[i + 1] = mulmod(p1[i], B1, MOD1);
  p2[i + 1] = mulmod(p2[i], B2, MOD2);
}

function hashOf(i, L) {
  const a = (h1[i + L] - mulmod(h1[i], p1[L], MOD1) + MOD1) % MOD1;
  const b = (h2[i + L] - mulmod(h2[i], p2[L], MOD2) + MOD2) % MOD2;
  return a * MOD2 + b;
}

function works(L) {
  if (L === 0) return true;
  const first = new Map();
  for (let i = 0; i + L <= n; i++) {
    const h = hashOf(i, L);
    const f = first.get(h);
    if (f === undefined) first.set(h, i);
    else if (f + L <= i) return true;
  }
  return false;
}

let lo = 0, hi = Math.floor(n / 2);
while (lo < hi) {
  const mid = (lo + hi + 1) >> 1;
  if (works(mid)) lo = mid;
  else hi = mid - 1;
}
console.log(lo);
