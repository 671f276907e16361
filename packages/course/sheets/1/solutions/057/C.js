const [h, ...rest] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const hol = new Set(rest.slice(0, +h).map(s => Date.parse(s.trim() + 'T00:00Z') / 864e5));
const fmt = t => new Date(t * 6e4).toISOString().slice(0, 16).replace('T', ' ');
for (const l of rest.slice(+h + 1)) {
  const [d, hm, m] = l.trim().split(' ');
  let t = Date.parse(`${d}T${hm}Z`) / 6e4, rem = +m;
  while (rem > 0) {
    const dn = Math.floor(t / 1440), mod = t % 1440, dow = (dn + 4) % 7;
    if (dow == 0 || dow == 6 || mod >= 1020 || hol.has(dn)) t = (dn + 1) * 1440 + 540;
    else if (mod < 540) t = dn * 1440 + 540;
    else {
      const take = Math.min(rem, 1020 - mod);
      t += take;
      rem -= take;
    }
  }
  console.log(fmt(t));
}
