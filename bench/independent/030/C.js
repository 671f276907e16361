const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const m = parseInt(lines[0], 10);
const trail = (lines[1] || '').trim();

// Greedily cut the trail into minimal pieces that each contain all m letters.
let pieces = 0;
let seen = new Set();
for (const ch of trail) {
  seen.add(ch);
  if (seen.size === m) {
    pieces++;
    seen = new Set();
  }
}
console.log(pieces + 1);
