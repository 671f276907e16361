const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
let i = 0;
const fail = () => { throw 0; };
const match = re => { re.lastIndex = i; const m = re.exec(s) || fail(); i = re.lastIndex; return m; };
const str = () => {
  const n = +match(/(0|[1-9]\d*):/y)[1];
  if (i + n > s.length) fail();
  i += n;
  return s.slice(i - n, i);
};
const val = () => {
  const c = s[i];
  if (c === 'i') match(/i(0|-?[1-9]\d*)e/y);
  else if (c === 'l') { i++; while (s[i] !== 'e') { if (i >= s.length) fail(); val(); } i++; }
  else if (c === 'd') {
    i++;
    let prev = null;
    while (s[i] !== 'e') { if (i >= s.length) fail(); const k = str(); if (prev !== null && !(k > prev)) fail(); prev = k; val(); }
    i++;
  } else str();
};
let ok = true;
try { val(); if (i !== s.length) ok = false; } catch { ok = false; }
console.log(ok ? 'valid' : 'invalid');
