const [ip, p] = require('fs').readFileSync(0, 'utf8').trim().split('/');
const x = ip.split('.').reduce((a, b) => a * 256 + +b, 0), size = 2 ** (32 - p);
const fmt = (v) => [24, 16, 8, 0].map((s) => Math.floor(v / 2 ** s) % 256).join('.');
const net = x - x % size;
console.log(fmt(net) + '\n' + fmt(net + size - 1));
