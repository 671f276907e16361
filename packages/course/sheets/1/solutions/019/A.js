const s = require('fs').readFileSync(0, 'utf8').trim();
let total = 0n, ok = true;
for (let i = 0; i < s.length && ok; i++) {
  const d = +s[i];
  total += BigInt(d > 4 ? d - 1 : d) * 9n ** BigInt(s.length - 1 - i);
  if (d === 4) ok = false;
}
console.log(String(total + (ok ? 1n : 0n)));
