const [s, lStr] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const limit = parseInt(lStr, 10);

function lookAndSay(str) {
  const parts = [];
  let i = 0;
  while (i < str.length) {
    let j = i;
    while (j < str.length && str[j] === str[i]) j++;
    parts.push(String(j - i), str[i]);
    i = j;
  }
  return parts.join('');
}

let current = s;
let answer = -1;
for (let step = 0; step <= 100; step++) {
  if (current.length > limit) {
    answer = step;
    break;
  }
  if (step < 100) current = lookAndSay(current);
}
console.log(answer);
