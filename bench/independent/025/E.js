const raw = require('fs').readFileSync(0, 'utf8');
const t0 = (raw.split('\n')[0] || '').trim();

function describe(s) {
  const counts = new Array(10).fill(0);
  for (const ch of s) counts[ch.charCodeAt(0) - 48]++;
  let out = '';
  for (let d = 0; d < 10; d++) {
    if (counts[d] > 0) out += String(counts[d]) + String(d);
  }
  return out;
}

const seen = new Map();
let cur = t0;
let idx = 0;
seen.set(cur, 0);
while (true) {
  cur = describe(cur);
  idx++;
  if (seen.has(cur)) {
    console.log(idx + ' ' + (idx - seen.get(cur)));
    break;
  }
  seen.set(cur, idx);
}
