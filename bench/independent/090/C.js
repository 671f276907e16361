const line = require('fs').readFileSync(0, 'utf8').trim();
const [left, right] = line.split('=');

// Collect signed words: left side with their signs, right side negated.
const words = [];
const re = /([+-]?)([A-Z]+)/g;
let m;
while ((m = re.exec(left)) !== null) {
  words.push({ word: m[2], sign: m[1] === '-' ? -1 : 1 });
}
words.push({ word: right, sign: -1 });

// Each letter gets a signed coefficient; the weighted sum must be zero.
const coeff = new Map();
const leading = new Set();
for (const { word, sign } of words) {
  let place = 1;
  for (let i = word.length - 1; i >= 0; i--) {
    const ch = word[i];
    coeff.set(ch, (coeff.get(ch) || 0) + sign * place);
    place *= 10;
  }
  if (word.length >= 2) leading.add(word[0]);
}

const letters = [...coeff.keys()];
const coeffs = letters.map(ch => coeff.get(ch));
const noZero = letters.map(ch => leading.has(ch));
const used = new Array(10).fill(false);

let count = 0;
function assign(i, sum) {
  if (i === letters.length) {
    if (sum === 0) count++;
    return;
  }
  for (let d = noZero[i] ? 1 : 0; d <= 9; d++) {
    if (used[d]) continue;
    used[d] = true;
    assign(i + 1, sum + coeffs[i] * d);
    used[d] = false;
  }
}
assign(0, 0);
console.log(count);
