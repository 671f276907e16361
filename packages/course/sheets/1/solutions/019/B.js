const [L, R, S] = require('fs').readFileSync(0, 'utf8').trim().split(' ');
const upTo = (n) => {
  if (n < 0n) return 0n;
  let free = new Map(), tight = 0;
  for (const ch of String(n)) {
    const d = +ch, next = new Map();
    const add = (k, c) => next.set(k, (next.get(k) || 0n) + c);
    for (const [sum, c] of free) for (let x = 0; x <= 9; x++) add(sum + x, c);
    for (let x = 0; x < d; x++) add(tight + x, 1n);
    tight += d;
    free = next;
  }
  return (free.get(+S) || 0n) + (tight === +S ? 1n : 0n);
};
console.log(String(upTo(BigInt(R)) - upTo(BigInt(L) - 1n)));
