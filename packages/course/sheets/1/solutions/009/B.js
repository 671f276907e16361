const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const st = [[0n, 1n]];
let num = 0n;
for (const c of s) {
  if (c >= '0' && c <= '9') num = num * 10n + BigInt(c);
  else if (c === '[') { st.push([0n, num]); num = 0n; }
  else if (c === ']') { const [len, k] = st.pop(); st[st.length - 1][0] += len * k; }
  else st[st.length - 1][0]++;
}
console.log(st[0][0].toString());
