const line = require('fs').readFileSync(0, 'utf8').trim();
const [lhs, rhs] = line.split('=');
const addends = lhs.split('+');

// Net coefficient of each letter: sum of place values on the left minus on the right.
const coef = new Map();
const leading = new Set();
function addWord(word, sign) {
  let place = 1;
  for (let i = word.length - 1; i >= 0; i--) {
    const ch = word[i];
    coef.set(ch, (coef.get(ch) || 0) + sign * place);
    place *= 10;
  }
  if (word.length >= 2) leading.add(word[0]);
}
for (const w of addends) addWord(w, 1);
addWord(rhs, -1);

// Letters in order of first appearance: trying small digits for earlier letters
// first makes the first solution found the alphabetically smallest line.
const order = [];
for (const ch of line) {
  if (ch >= 'A' && ch <= 'Z' && !order.includes(ch)) order.push(ch);
}
const weights = order.map(ch => coef.get(ch));

// Bound on how much the letters from index i onward can still change the sum.
const reach = new Array(order.length + 1).fill(0);
for (let i = order.length - 1; i >= 0; i--) reach[i] = reach[i + 1] + Math.abs(weights[i]) * 9;

const digitOf = new Map();
const used = new Array(10).fill(false);

function search(i, sum) {
  if (i === order.length) return sum === 0;
  if (Math.abs(sum) > reach[i]) return false;
  const ch = order[i];
  for (let d = leading.has(ch) ? 1 : 0; d <= 9; d++) {
    if (used[d]) continue;
    used[d] = true;
    digitOf.set(ch, d);
    if (search(i + 1, sum + weights[i] * d)) return true;
    used[d] = false;
  }
  return false;
}

if (search(0, 0)) {
  let result = '';
  for (const ch of line) result += digitOf.has(ch) ? String(digitOf.get(ch)) : ch;
  console.log(result);
} else {
  console.log('impossible');
}
