const s = require('fs').readFileSync(0, 'utf8').trim(), n = s.length;
let total = 0n;
for (let m = 1; m < n; m++) total += 9n ** BigInt(m);
let ok = s !== '0';
for (let i = 0; i < n && ok; i++) {
  const d = +s[i], prev = i ? +s[i - 1] : -1;
  let choices = 0;
  for (let x = i ? 0 : 1; x < d; x++) if (x !== prev) choices++;
  total += BigInt(choices) * 9n ** BigInt(n - 1 - i);
  if (d === prev) ok = false;
}
console.log(String(total + (ok ? 1n : 0n)));
