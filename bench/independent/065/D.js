const g = require('fs').readFileSync(0, 'utf8').trim();
let prev = 0;
let result = '';
for (const ch of g) {
  prev ^= ch === '1' ? 1 : 0;
  result += prev;
}
console.log(result);
