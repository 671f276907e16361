const [n, k] = require('fs').readFileSync(0, 'utf8').split(/\s+/).map(Number);
const a = Array.from({ length: n }, (_, i) => i + 1), out = [];
let s = 0, cw = true;
while (a.length) {
  const m = a.length, t = cw ? (s + k - 1) % m : (((s - k + 1) % m) + m) % m;
  out.push(a.splice(t, 1)[0]);
  cw = !cw;
  if (a.length) s = cw ? t % a.length : (t - 1 + a.length) % a.length;
}
console.log(out.join(' '));
