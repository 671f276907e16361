const line = require('fs').readFileSync(0, 'utf8').trim();
const [lhs, rhs] = line.split('=');
const addends = lhs.split('+');

// weight of each letter: sum of its place values on the left minus on the right
const weight = new Map();
const nonZero = new Set();
const addWord = (word, sign) => {
  let place = 1;
  for (let i = word.length - 1; i >= 0; i--) {
    const ch = word[i];
    weight.set(ch, (weight.get(ch) || 0) + sign * place);
    place *= 10;
  }
  if (word.length >= 2) nonZero.add(word[0]);
};
for (const w of addends) addWord(w, 1);
addWord(rhs, -1);

const letters = [...weight.keys()].sort();
const count = letters.length;
const weights = letters.map(l => weight.get(l));
const mustBeNonZero = letters.map(l => nonZero.has(l));

// seen[i] = digit found in every solution so far, or -2 if it varies, -1 if no solution yet
const seen = new Array(count).fill(-1);
let solutions = 0;
const assigned = new Array(count).fill(0);
const used = new Array(10).fill(false);

function search(idx, sum) {
  if (idx === count) {
    if (sum !== 0) return;
    solutions++;
    for (let i = 0; i < count; i++) {
      if (seen[i] === -1) seen[i] = assigned[i];
      else if (seen[i] !== assigned[i]) seen[i] = -2;
    }
    return;
  }
  for (let d = mustBeNonZero[idx] ? 1 : 0; d <= 9; d++) {
    if (used[d]) continue;
    used[d] = true;
    assigned[idx] = d;
    search(idx + 1, sum + weights[idx] * d);
    used[d] = false;
  }
}
search(0, 0);

if (solutions === 0) {
  console.log('impossible');
} else {
  console.log(letters.map((l, i) => `${l}=${seen[i] === -2 ? '?' : seen[i]}`).join(' '));
}
