const [a, b, c, t] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const caps = [a, b, c];

function solve() {
  const start = [0, 0, c];
  const key = s => s[0] * 101 + s[1];
  const hasTarget = s => s[0] === t || s[1] === t || s[2] === t;
  if (hasTarget(start)) return 0;
  const dist = new Map([[key(start), 0]]);
  let frontier = [start];
  while (frontier.length) {
    const next = [];
    for (const state of frontier) {
      const d = dist.get(key(state));
      for (let from = 0; from < 3; from++) {
        for (let to = 0; to < 3; to++) {
          if (from === to) continue;
          const amount = Math.min(state[from], caps[to] - state[to]);
          if (amount <= 0) continue;
          const s = state.slice();
          s[from] -= amount;
          s[to] += amount;
          const k = key(s);
          if (dist.has(k)) continue;
          dist.set(k, d + 1);
          if (hasTarget(s)) return d + 1;
          next.push(s);
        }
      }
    }
    frontier = next;
  }
  return -1;
}
console.log(solve());
