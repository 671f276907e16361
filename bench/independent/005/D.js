const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(s => s.trim());
const n = parseInt(lines[0], 10) || 0;
const groups = new Map();
for (let i = 1; i <= n; i++) {
  const word = lines[i];
  const key = word.split('').sort().join('');
  if (!groups.has(key)) groups.set(key, []);
  groups.get(key).push(word);
}
const out = [String(groups.size)];
for (const words of groups.values()) out.push(words.join(' '));
console.log(out.join('\n'));
