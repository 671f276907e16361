// k-th distinct non-empty subsequence in lexicographic order.
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
let k = BigInt(lines[0].trim());
const s = (lines[1] || '').trim();
const n = s.length;
const CAP = 2000000000000000000n;

// nxt[i][c] = first index >= i holding letter c, or -1
const nxt = new Array(n + 1);
nxt[n] = new Int32Array(26).fill(-1);
for (let i = n - 1; i >= 0; i--) {
  const row = Int32Array.from(nxt[i + 1]);
  row[s.charCodeAt(i) - 97] = i;
  nxt[i] = row;
}

// cnt[i] = number of distinct non-empty subsequences of s[i..], capped
const cnt = new Array(n + 1).fill(0n);
for (let i = n - 1; i >= 0; i--) {
  let total = 0n;
  for (let c = 0; c < 26; c++) {
    const p = nxt[i][c];
    if (p >= 0) {
      total += 1n + cnt[p + 1];
      if (total > CAP) { total = CAP; break; }
    }
  }
  cnt[i] = total;
}

if (cnt[0] < k) {
  console.log(-1);
} else {
  let pos = 0;
  let result = '';
  while (true) {
    let moved = false;
    for (let c = 0; c < 26; c++) {
      const p = nxt[pos][c];
      if (p < 0) continue;
      let block = 1n + cnt[p + 1];
      if (k <= block) {
        result += String.fromCharCode(97 + c);
        k -= 1n;
        pos = p + 1;
        moved = true;
        break;
      }
      k -= block;
    }
    if (!moved || k === 0n) break;
  }
  console.log(result);
}
