const [h, ...rest] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const hol = new Set(rest.slice(0, +h).map(s => Date.parse(s.trim() + 'T00:00Z') / 864e5));
for (const l of rest.slice(+h + 1)) {
  const [d1, h1, d2, h2] = l.trim().split(' ');
  const a = Date.parse(`${d1}T${h1}Z`) / 6e4, b = Date.parse(`${d2}T${h2}Z`) / 6e4;
  let total = 0;
  for (let dn = Math.floor(a / 1440); dn * 1440 < b; dn++) {
    const dow = (dn + 4) % 7;
    if (dow == 0 || dow == 6 || hol.has(dn)) continue;
    total += Math.max(0, Math.min(b, dn * 1440 + 1020) - Math.max(a, dn * 1440 + 540));
  }
  console.log(total);
}
