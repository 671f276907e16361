const parse = s => {
  let i = 0;
  const val = () => {
    const c = s[i];
    if (c === "i") { const j = s.indexOf("e", i); const v = BigInt(s.slice(i + 1, j)); i = j + 1; return v; }
    if (c === "l") { i++; const a = []; while (s[i] !== "e") a.push(val()); i++; return a; }
    if (c === "d") { i++; const m = new Map(); while (s[i] !== "e") { const k = val(); m.set(k, val()); } i++; return m; }
    const j = s.indexOf(":", i), n = +s.slice(i, j);
    i = j + 1 + n;
    return s.slice(j + 1, i);
  };
  return val();
};
const sum = v => (typeof v === 'bigint' ? v : typeof v === 'string' ? 0n : [...(Array.isArray(v) ? v : v.values())].reduce((a, x) => a + sum(x), 0n));
console.log(String(sum(parse(require('fs').readFileSync(0, 'utf8').split('\n')[0]))));
