const text = require('fs').readFileSync(0, 'utf8').trim();
let n = text === '' ? 1 : Number(text);

const parts = [];
function add(p, e) {
  parts.push(e > 1 ? `${p}^${e}` : `${p}`);
}

for (let p = 2; p * p <= n; p += (p === 2 ? 1 : 2)) {
  if (n % p === 0) {
    let e = 0;
    while (n % p === 0) {
      n /= p;
      e++;
    }
    add(p, e);
  }
}
if (n > 1) add(n, 1);

console.log(parts.length === 0 ? '1' : parts.join(' * '));
