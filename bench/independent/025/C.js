const s = require('fs').readFileSync(0, 'utf8').trim();

function decode(str) {
  if (str.length % 2 !== 0) return null;
  let result = '';
  let prevDigit = null;
  for (let i = 0; i < str.length; i += 2) {
    const count = Number(str[i]);
    const digit = str[i + 1];
    if (count === 0) return null;
    if (digit === prevDigit) return null;
    result += digit.repeat(count);
    prevDigit = digit;
  }
  return result;
}

const prev = decode(s);
console.log(prev === null ? 'impossible' : prev);
