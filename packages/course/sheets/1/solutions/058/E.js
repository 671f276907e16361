const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const sec = s => {
  const [, Y, M, D, h, m, x, z] = s.match(/^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(Z|[+-]\d\d:\d\d)$/);
  let y = +Y - (M <= 2);
  const era = Math.floor(y / 400), yoe = y - era * 400;
  const days = era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + Math.floor((153 * (+M + (M > 2 ? -3 : 9)) + 2) / 5) + +D - 1 - 719468;
  const off = z == 'Z' ? 0 : (z[0] == '-' ? -1 : 1) * (z.slice(1, 3) * 60 + +z.slice(4));
  return days * 86400 + h * 3600 + m * 60 + +x - off * 60;
};
const cnt = {};
for (const s of v) {
  const d = new Date(sec(s) * 1000).toISOString().slice(0, 10);
  cnt[d] = (cnt[d] || 0) + 1;
}
for (const d of Object.keys(cnt).sort()) console.log(d, cnt[d]);
