const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const p = (x, w = 2) => String(x).padStart(w, '0');
const dim = (y, m) => [31, (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
const dn = (y, m, d) => {
  y -= m <= 2;
  const era = Math.floor(y / 400), yoe = y - era * 400;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
};
const fmt = x => {
  const z = Math.floor(x / 86400), r = x - z * 86400;
  const era = Math.floor(z / 146097), doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100)), mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1, m = mp < 10 ? mp + 3 : mp - 9;
  return `${p(yoe + era * 400 + (m <= 2), 4)}-${p(m)}-${p(d)}T${p(Math.floor(r / 3600))}:${p(Math.floor(r / 60) % 60)}:${p(r % 60)}Z`;
};
const parseD = s => s.match(/^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/).slice(1).map(x => +(x || 0));
const add = (s, D, k) => {
  const t = s.match(/\d+/g).map(Number);
  const tot = t[0] * 12 + t[1] - 1 + k * (D[0] * 12 + D[1]);
  const y = Math.floor(tot / 12), m = tot - y * 12 + 1;
  return (dn(y, m, Math.min(t[2], dim(y, m))) + k * (D[2] * 7 + D[3])) * 86400 + t[3] * 3600 + t[4] * 60 + t[5] + k * (D[4] * 3600 + D[5] * 60 + D[6]);
};
for (const q of v) {
  const [r, s, d] = q.split('/'), D = parseD(d);
  console.log(Array.from({ length: +r.slice(1) }, (_, k) => fmt(add(s, D, k))).join(' '));
}
