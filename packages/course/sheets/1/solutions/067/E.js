let [lo, hi] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map((s) => s.split('.').reduce((a, b) => a * 256 + +b, 0));
const out = [];
while (lo <= hi) {
  let size = 1;
  while (lo % (size * 2) === 0 && lo + size * 2 - 1 <= hi && size < 2 ** 32) size *= 2;
  out.push([24, 16, 8, 0].map((s) => Math.floor(lo / 2 ** s) % 256).join('.') + '/' + (32 - Math.log2(size)));
  lo += size;
}
console.log(out.join('\n'));
