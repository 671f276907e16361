const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const p = (x, w = 2) => String(x).padStart(w, '0');
for (const s of v) {
  let z = Math.floor(s / 86400) + 719468;
  const r = s - (z - 719468) * 86400;
  const era = Math.floor(z / 146097), doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153), d = doy - Math.floor((153 * mp + 2) / 5) + 1, m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2);
  console.log(`${p(y, 4)}-${p(m)}-${p(d)}T${p(Math.floor(r / 3600))}:${p(Math.floor(r / 60) % 60)}:${p(r % 60)}Z`);
}
