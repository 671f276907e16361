// Count solutions of a multiplication cryptarithm X*Y=Z, column by column.
const line = require('fs').readFileSync(0, 'utf8').trim();
const [lhs, Z] = line.split('=');
const [X, Y] = lhs.split('*');

const xs = X.split('').reverse();
const ys = Y.split('').reverse();
const zs = Z.split('').reverse();

const nonZero = new Set();
for (const w of [X, Y, Z]) if (w.length > 1) nonZero.add(w[0]);

const value = {};      // letter -> digit
const used = new Array(10).fill(false);
const L = Math.max(zs.length, xs.length + ys.length);

// try giving letter ch the digit d; returns true if it was newly assigned
function canUse(ch, d) {
  if (used[d]) return false;
  if (d === 0 && nonZero.has(ch)) return false;
  return true;
}

let count = 0;

// forEachDigit(letter, fn): run fn for each possible digit of letter, undoing afterwards
function withLetter(ch, fn) {
  if (ch === undefined || value[ch] !== undefined) {
    fn();
    return;
  }
  for (let d = 0; d < 10; d++) {
    if (!canUse(ch, d)) continue;
    value[ch] = d;
    used[d] = true;
    fn();
    used[d] = false;
    delete value[ch];
  }
}

function column(i, carry) {
  if (i === L) {
    if (carry === 0) count++;
    return;
  }
  withLetter(xs[i], () => {
    withLetter(ys[i], () => {
      let sum = carry;
      for (let j = 0; j <= i; j++) {
        const k = i - j;
        if (j < xs.length && k < ys.length) sum += value[xs[j]] * value[ys[k]];
      }
      const digit = sum % 10;
      const nextCarry = Math.floor(sum / 10);
      if (i < zs.length) {
        const zc = zs[i];
        if (value[zc] !== undefined) {
          if (value[zc] === digit) column(i + 1, nextCarry);
        } else if (canUse(zc, digit)) {
          value[zc] = digit;
          used[digit] = true;
          column(i + 1, nextCarry);
          used[digit] = false;
          delete value[zc];
        }
      } else if (digit === 0) {
        column(i + 1, nextCarry);
      }
    });
  });
}

column(0, 0);
console.log(count);
