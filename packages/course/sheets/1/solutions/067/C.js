const [k, ...ips] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const v = ips.slice(0, +k).map((s) => s.split('.').reduce((a, b) => a * 256 + +b, 0));
if (!v.length) console.log('none');
else {
  let p = 32;
  while (p && new Set(v.map((x) => Math.floor(x / 2 ** (32 - p)))).size > 1) p--;
  const net = Math.floor(v[0] / 2 ** (32 - p)) * 2 ** (32 - p);
  console.log([24, 16, 8, 0].map((s) => Math.floor(net / 2 ** s) % 256).join('.') + '/' + p);
}
