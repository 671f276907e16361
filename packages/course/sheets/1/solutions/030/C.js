const [m, s = ''] = require('fs').readFileSync(0, 'utf8').split('\n').map(x => x.trim());
let seen = new Set(), len = 1;
for (const c of s) {
  seen.add(c);
  if (seen.size === +m) seen = new Set(), len++;
}
console.log(len);
