const pattern = (require('fs').readFileSync(0, 'utf8').split('\n')[0] || '').replace(/\r$/, '');

// ---- Thompson NFA ----
// Each state: eps = list of states, edges = list of [label, to], label is a char or '.'.
const states = [];
function newState() {
  states.push({ eps: [], edges: [] });
  return states.length - 1;
}

let pos = 0;

function parseAlt() {
  const branches = [parseConcat()];
  while (pos < pattern.length && pattern[pos] === '|') {
    pos++;
    branches.push(parseConcat());
  }
  if (branches.length === 1) return branches[0];
  const start = newState();
  const end = newState();
  for (const b of branches) {
    states[start].eps.push(b.start);
    states[b.end].eps.push(end);
  }
  return { start, end };
}

function parseConcat() {
  const start = newState();
  let end = start;
  while (pos < pattern.length && pattern[pos] !== '|' && pattern[pos] !== ')') {
    const frag = parseRepeat();
    states[end].eps.push(frag.start);
    end = frag.end;
  }
  return { start, end };
}

function parseRepeat() {
  let frag = parseAtom();
  while (pos < pattern.length && '*+?'.includes(pattern[pos])) {
    const op = pattern[pos++];
    const start = newState();
    const end = newState();
    states[start].eps.push(frag.start);
    states[frag.end].eps.push(end);
    if (op === '*' || op === '?') states[start].eps.push(end);
    if (op === '*' || op === '+') states[frag.end].eps.push(frag.start);
    frag = { start, end };
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
  const start = newState();
  const end = newState();
  states[start].edges.push([ch, end]);
  return { start, end };
}

const root = parseAlt();
const accept = root.end;
const N = states.length;

// ---- distance to acceptance ----
// dist[u] = fewest letters needed to get from u to the accepting state.
// The automaton is tiny, so relax edges until nothing changes.
const dist = new Array(N).fill(Infinity);
dist[accept] = 0;
let changed = true;
while (changed) {
  changed = false;
  for (let u = 0; u < N; u++) {
    let best = dist[u];
    for (const v of states[u].eps) if (dist[v] < best) best = dist[v];
    for (const [, v] of states[u].edges) if (dist[v] + 1 < best) best = dist[v] + 1;
    if (best < dist[u]) {
      dist[u] = best;
      changed = true;
    }
  }
}

function closure(set) {
  const seen = new Set(set);
  const stack = [...set];
  while (stack.length) {
    const u = stack.pop();
    for (const v of states[u].eps) {
      if (!seen.has(v)) {
        seen.add(v);
        stack.push(v);
      }
    }
  }
  return [...seen];
}

function minDist(set) {
  let m = Infinity;
  for (const s of set) if (dist[s] < m) m = dist[s];
  return m;
}

let current = closure([root.start]);
let remaining = minDist(current);
let result = '';
const letters = 'abcdefghijklmnopqrstuvwxyz';
while (remaining > 0) {
  let chosen = null;
  for (const letter of letters) {
    const moved = [];
    for (const u of current) {
      for (const [label, v] of states[u].edges) {
        if (label === '.' || label === letter) moved.push(v);
      }
    }
    if (moved.length === 0) continue;
    const next = closure(moved);
    if (minDist(next) === remaining - 1) {
      chosen = { letter, next };
      break;
    }
  }
  result += chosen.letter;
  current = chosen.next;
  remaining--;
}

console.log('"' + result + '"');
