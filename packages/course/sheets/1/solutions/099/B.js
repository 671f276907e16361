const by = new Map();
for (const l of require('fs').readFileSync(0, 'utf8').split('\n').filter(l => l.trim())) {
  const [svc, s, e] = l.split(' ');
  if (!by.has(svc)) by.set(svc, []);
  by.get(svc).push([Date.parse(s) / 1000, Date.parse(e) / 1000]);
}
const out = [];
for (const svc of [...by.keys()].sort()) {
  const iv = by.get(svc).sort((a, b) => a[0] - b[0]);
  let total = 0, [cs, ce] = iv[0];
  for (const [s, e] of iv.slice(1)) if (s > ce) { total += ce - cs; cs = s; ce = e; } else ce = Math.max(ce, e);
  out.push(`${svc} ${total + ce - cs}`);
}
console.log(out.join('\n'));
