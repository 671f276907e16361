const [a, b, c, t] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const caps = [a, b, c];

function solve() {
  if (t === 0) return 0;
  const key = s => (s[0] * 31 + s[1]) * 31 + s[2];
  const dist = new Map();
  const start = [0, 0, 0];
  dist.set(key(start), 0);
  let frontier = [start];
  while (frontier.length) {
    const next = [];
    for (const state of frontier) {
      const d = dist.get(key(state));
      const candidates = [];
      for (let i = 0; i < 3; i++) {
        const filled = state.slice();
        filled[i] = caps[i];
        candidates.push(filled);
        const emptied = state.slice();
        emptied[i] = 0;
        candidates.push(emptied);
        for (let j = 0; j < 3; j++) {
          if (i === j) continue;
          const poured = state.slice();
          const amount = Math.min(state[i], caps[j] - state[j]);
          poured[i] -= amount;
          poured[j] += amount;
          candidates.push(poured);
        }
      }
      for (const cand of candidates) {
        const k = key(cand);
        if (dist.has(k)) continue;
        dist.set(k, d + 1);
        if (cand.includes(t)) return d + 1;
        next.push(cand);
      }
    }
    frontier = next;
  }
  return -1;
}

console.log(solve());
