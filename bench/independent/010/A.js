const s = require('fs').readFileSync(0, 'utf8').trim();
const n = s.length;

// prev[j] holds the length of the common prefix of suffixes i+1 and j+1
// while row i is being computed.
let prev = new Int32Array(n + 1);
let cur = new Int32Array(n + 1);
const bestAt = new Int32Array(n);
let best = 0;

for (let i = n - 1; i >= 0; i--) {
  cur.fill(0);
  const ci = s.charCodeAt(i);
  for (let j = n - 1; j > i; j--) {
    if (s.charCodeAt(j) === ci) {
      const v = prev[j + 1] + 1;
      cur[j] = v;
      if (v > bestAt[i]) bestAt[i] = v;
    }
  }
  if (bestAt[i] > best) best = bestAt[i];
  const tmp = prev;
  prev = cur;
  cur = tmp;
}

if (best === 0) {
  console.log('NONE');
} else {
  let answer = null;
  for (let i = 0; i < n; i++) {
    if (bestAt[i] === best) {
      const sub = s.substr(i, best);
      if (answer === null || sub < answer) answer = sub;
    }
  }
  console.log(answer);
}
