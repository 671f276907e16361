const L = require('fs').readFileSync(0, 'utf8').split('\n');
const ini = L.slice(1, +L[0] + 1);
const data = new Map([['', new Map()]]);
let sec = '';
for (const line of ini) {
  const t = line.trim();
  if (!t || t[0] === ';' || t[0] === '#') continue;
  if (t[0] === '[') { sec = t.slice(1, -1).trim(); if (!data.has(sec)) data.set(sec, new Map()); continue; }
  const i = t.indexOf('=');
  data.get(sec).set(t.slice(0, i).trim(), t.slice(i + 1).trim());
}
const srt = a => [...a].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
const out = [];
for (const s of srt(data.keys())) {
  if (s) out.push(`[${s}]`);
  for (const k of srt(data.get(s).keys())) out.push(`${k} = ${data.get(s).get(k)}`);
}
console.log(out.join('\n'));
