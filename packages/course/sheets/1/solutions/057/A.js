const lines = require('fs').readFileSync(0, 'utf8').trim().split('\n').slice(1);
const p = x => String(x).padStart(2, '0');
const fmt = t => new Date(t * 6e4).toISOString().slice(0, 16).replace('T', ' ');
for (const l of lines) {
  const [d, hm, m] = l.trim().split(' ');
  let t = Date.parse(`${d}T${hm}Z`) / 6e4, rem = +m;
  while (rem > 0) {
    const dn = Math.floor(t / 1440), mod = t % 1440, dow = (dn + 4) % 7;
    if (dow == 0 || dow == 6 || mod >= 1020) t = (dn + 1) * 1440 + 540;
    else if (mod < 540) t = dn * 1440 + 540;
    else {
      const take = Math.min(rem, 1020 - mod);
      t += take;
      rem -= take;
    }
  }
  console.log(fmt(t));
}
