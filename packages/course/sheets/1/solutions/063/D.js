const m = parseInt(require('fs').readFileSync(0, 'utf8'), 8);
const s = [...'rwxrwxrwx'].map((c, i) => m >> (8 - i) & 1 ? c : '-');
[[2, 's', 2048], [5, 's', 1024], [8, 't', 512]].forEach(([i, c, b]) => {
  if (m & b) s[i] = s[i] == '-' ? c.toUpperCase() : c;
});
console.log(s.join(''));
