const line = require('fs').readFileSync(0, 'utf8').trim();
const [lhs, result] = line.split('=');
const addends = lhs.split('+');
const allWords = [...addends, result];

// Map letters to indices.
const letterIndex = new Map();
for (const w of allWords) {
  for (const ch of w) {
    if (!letterIndex.has(ch)) letterIndex.set(ch, letterIndex.size);
  }
}
const nonZero = new Array(letterIndex.size).fill(false);
for (const w of allWords) {
  if (w.length >= 2) nonZero[letterIndex.get(w[0])] = true;
}

const maxLen = Math.max(...allWords.map(w => w.length));
// columns[c] = { adds: [letter indices], res: letter index or -1 }, c = 0 is the rightmost column
const columns = [];
for (let c = 0; c < maxLen; c++) {
  const adds = [];
  for (const w of addends) {
    if (c < w.length) adds.push(letterIndex.get(w[w.length - 1 - c]));
  }
  const res = c < result.length ? letterIndex.get(result[result.length - 1 - c]) : -1;
  columns.push({ adds, res });
}

const value = new Array(letterIndex.size).fill(-1);
const used = new Array(10).fill(false);
let solutions = 0;

function tryAssign(letter, digit, next) {
  if (used[digit] || (digit === 0 && nonZero[letter])) return;
  value[letter] = digit;
  used[digit] = true;
  next();
  used[digit] = false;
  value[letter] = -1;
}

// Process column col, having summed the first idx addend letters into sum.
function search(col, idx, sum) {
  if (col === maxLen) {
    if (sum === 0) solutions++;
    return;
  }
  const { adds, res } = columns[col];
  if (idx < adds.length) {
    const letter = adds[idx];
    if (value[letter] !== -1) {
      search(col, idx + 1, sum + value[letter]);
    } else {
      for (let d = 0; d < 10; d++) {
        tryAssign(letter, d, () => search(col, idx + 1, sum + d));
      }
    }
    return;
  }
  const digit = sum % 10;
  const carry = Math.floor(sum / 10);
  if (res === -1) {
    if (digit === 0) search(col + 1, 0, carry);
  } else if (value[res] !== -1) {
    if (value[res] === digit) search(col + 1, 0, carry);
  } else {
    tryAssign(res, digit, () => search(col + 1, 0, carry));
  }
}

search(0, 0, 0);
console.log(solutions);
