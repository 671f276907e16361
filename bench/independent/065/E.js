const [g1, g2] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

function grayToBinary(g) {
  let prev = 0;
  let bits = '';
  for (const ch of g) {
    prev = prev ^ (ch === '1' ? 1 : 0);
    bits += prev;
  }
  return BigInt('0b' + bits);
}

const a = grayToBinary(g1), b = grayToBinary(g2);
console.log((a > b ? a - b : b - a).toString());
