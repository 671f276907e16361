// Minimum deletions so a string matches a regex: NFA + DP over states.
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const pattern = (lines[0] || '').trim();
const q = parseInt((lines[1] || '0').trim(), 10) || 0;

// NFA: each state has eps edges and optionally one labelled edge
const eps = [];
const label = []; // -1 none, 0..25 letter, 26 any
const target = [];
function newState() {
  eps.push([]);
  label.push(-1);
  target.push(-1);
  return eps.length - 1;
}

let pos = 0;
// Each parse function returns a fragment {start, end}
function parseAlt() {
  let frag = parseConcat();
  while (pos < pattern.length && pattern[pos] === '|') {
    pos++;
    const right = parseConcat();
    const s = newState(), e = newState();
    eps[s].push(frag.start, right.start);
    eps[frag.end].push(e);
    eps[right.end].push(e);
    frag = { start: s, end: e };
  }
  return frag;
}

function parseConcat() {
  const s = newState();
  let frag = { start: s, end: s };
  while (pos < pattern.length && pattern[pos] !== '|' && pattern[pos] !== ')') {
    const piece = parsePostfix();
    eps[frag.end].push(piece.start);
    frag = { start: frag.start, end: piece.end };
  }
  return frag;
}

function parsePostfix() {
  let frag = parseAtom();
  while (pos < pattern.length && '*+?'.includes(pattern[pos])) {
    const op = pattern[pos++];
    const s = newState(), e = newState();
    eps[s].push(frag.start);
    eps[frag.end].push(e);
    if (op === '*' || op === '?') eps[s].push(e);
    if (op === '*' || op === '+') eps[frag.end].push(frag.start);
    frag = { start: s, end: e };
  }
  return frag;
}

function parseAtom() {
  const ch = pattern[pos];
  if (ch === '(') {
    pos++;
    const inner = parseAlt();
    pos++; // ')'
    return inner;
  }
  pos++;
  const s = newState(), e = newState();
  label[s] = ch === '.' ? 26 : ch.charCodeAt(0) - 97;
  target[s] = e;
  return { start: s, end: e };
}

const root = parseAlt();
const S = eps.length;
const INF = 1e9;

function closure(dist) {
  let changed = true;
  while (changed) {
    changed = false;
    for (let u = 0; u < S; u++) {
      if (dist[u] >= INF) continue;
      for (const v of eps[u]) {
        if (dist[u] < dist[v]) {
          dist[v] = dist[u];
          changed = true;
        }
      }
    }
  }
}

const out = [];
for (let i = 0; i < q; i++) {
  const line = (lines[2 + i] || '').trim();
  let dist = new Array(S).fill(INF);
  dist[root.start] = 0;
  closure(dist);
  for (const ch of line) {
    const c = ch.charCodeAt(0) - 97;
    const next = new Array(S);
    for (let u = 0; u < S; u++) next[u] = dist[u] + 1; // delete this char
    for (let u = 0; u < S; u++) {
      if (dist[u] >= INF) continue;
      const l = label[u];
      if (l === c || l === 26) {
        const v = target[u];
        if (dist[u] < next[v]) next[v] = dist[u];
      }
    }
    closure(next);
    dist = next;
  }
  const ans = dist[root.end];
  out.push(ans >= INF ? -1 : ans);
}
console.log(out.join('\n'));
