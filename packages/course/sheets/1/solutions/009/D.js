const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const z = () => Array(26).fill(0n);
const st = [[z(), 1n]];
let num = 0n;
for (const c of s) {
  if (c >= '0' && c <= '9') num = num * 10n + BigInt(c);
  else if (c === '[') { st.push([z(), num]); num = 0n; }
  else if (c === ']') {
    const [cnt, k] = st.pop();
    const top = st[st.length - 1][0];
    for (let j = 0; j < 26; j++) top[j] += cnt[j] * k;
  } else st[st.length - 1][0][c.charCodeAt(0) - 97]++;
}
const cnt = st[0][0];
let best = 0;
for (let j = 1; j < 26; j++) if (cnt[j] > cnt[best]) best = j;
console.log(cnt[best] ? cnt[best] + ' ' + String.fromCharCode(97 + best) : '0');
