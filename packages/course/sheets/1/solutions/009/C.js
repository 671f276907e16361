const [kl, s = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
let i = 0;
const parse = () => {
  const items = [];
  let len = 0n;
  while (i < s.length && s[i] !== ']') {
    if (s[i] >= 'a' && s[i] <= 'z') { items.push(s[i++]); len++; }
    else {
      let k = 0n;
      while (s[i] !== '[') k = k * 10n + BigInt(s[i++]);
      i++;
      const sub = parse();
      i++;
      items.push({ k, sub });
      len += k * sub.len;
    }
  }
  return { items, len };
};
let node = parse(), k = BigInt(kl);
if (k > node.len) console.log('OUT OF RANGE');
else {
  for (;;) {
    let next = null;
    for (const it of node.items) {
      if (typeof it === 'string') {
        if (k === 1n) { console.log(it); process.exit(0); }
        k--;
      } else if (k <= it.k * it.sub.len) {
        k = (k - 1n) % it.sub.len + 1n;
        next = it.sub;
        break;
      } else k -= it.k * it.sub.len;
    }
    node = next;
  }
}
