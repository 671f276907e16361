const [cidr, k, ...ips] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const num = (s) => s.split('.').reduce((a, b) => a * 256 + +b, 0);
const [ip, p] = cidr.split('/'), size = 2 ** (32 - p);
const net = Math.floor(num(ip) / size);
console.log(ips.slice(0, +k).filter((s) => Math.floor(num(s) / size) === net).length);
