const MOD = 1000000007n;
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const pattern = (lines[0] || '').replace(/\r$/, '');
const n = parseInt(lines[1], 10) || 0;

// ---- Thompson NFA ----
const eps = [];      // eps[state] = list of targets
const moves = [];    // moves[state] = list of { letter: char or '.', to }
function newState() {
  eps.push([]);
  moves.push([]);
  return eps.length - 1;
}

let pos = 0;
function peek() { return pos < pattern.length ? pattern[pos] : null; }

function parseAlt() {
  const branches = [parseConcat()];
  while (peek() === '|') {
    pos++;
    branches.push(parseConcat());
  }
  if (branches.length === 1) return branches[0];
  const start = newState();
  const end = newState();
  for (const b of branches) {
    eps[start].push(b.start);
    eps[b.end].push(end);
  }
  return { start, end };
}

function parseConcat() {
  const start = newState();
  let end = start;
  while (peek() !== null && peek() !== '|' && peek() !== ')') {
    const frag = parseRepeat();
    eps[end].push(frag.start);
    end = frag.end;
  }
  return { start, end };
}

function parseRepeat() {
  let frag = parseAtom();
  while (peek() === '*' || peek() === '+' || peek() === '?') {
    const op = pattern[pos++];
    const start = newState();
    const end = newState();
    eps[start].push(frag.start);
    eps[frag.end].push(end);
    if (op === '*' || op === '?') eps[start].push(end);
    if (op === '*' || op === '+') eps[frag.end].push(frag.start);
    frag = { start, end };
  }
  return frag;
}

function parseAtom() {
  const ch = pattern[pos++];
  if (ch === '(') {
    const inner = parseAlt();
    pos++; // skip ')'
    return inner;
  }
  const start = newState();
  const end = newState();
  moves[start].push({ letter: ch, to: end });
  return { start, end };
}

const whole = parseAlt();

// ---- character classes ----
const letters = [...new Set(pattern.split('').filter(c => c >= 'a' && c <= 'z'))];
const classes = letters.map(c => ({ letter: c, weight: 1n }));
if (letters.length < 26) classes.push({ letter: null, weight: BigInt(26 - letters.length) });

function closure(states) {
  const seen = new Set(states);
  const stack = [...states];
  while (stack.length) {
    const s = stack.pop();
    for (const t of eps[s]) {
      if (!seen.has(t)) {
        seen.add(t);
        stack.push(t);
      }
    }
  }
  return [...seen].sort((a, b) => a - b);
}

// ---- subset construction ----
const dfaIndex = new Map();
const dfaStates = [];
const dfaTrans = [];
const dfaAccept = [];
function addDfaState(set) {
  const key = set.join(',');
  if (dfaIndex.has(key)) return dfaIndex.get(key);
  const id = dfaStates.length;
  dfaIndex.set(key, id);
  dfaStates.push(set);
  dfaTrans.push(null);
  dfaAccept.push(set.includes(whole.end));
  return id;
}

addDfaState(closure([whole.start]));
for (let i = 0; i < dfaStates.length; i++) {
  const set = dfaStates[i];
  const row = [];
  for (const cls of classes) {
    const next = [];
    for (const s of set) {
      for (const mv of moves[s]) {
        if (mv.letter === '.' || mv.letter === cls.letter) next.push(mv.to);
      }
    }
    row.push(addDfaState(closure(next)));
  }
  dfaTrans[i] = row;
}

// ---- count strings of length n ----
let counts = new Array(dfaStates.length).fill(0n);
counts[0] = 1n;
for (let step = 0; step < n; step++) {
  const next = new Array(dfaStates.length).fill(0n);
  for (let i = 0; i < dfaStates.length; i++) {
    if (counts[i] === 0n) continue;
    const row = dfaTrans[i];
    for (let c = 0; c < classes.length; c++) {
      next[row[c]] = (next[row[c]] + counts[i] * classes[c].weight) % MOD;
    }
  }
  counts = next;
}

let answer = 0n;
for (let i = 0; i < dfaStates.length; i++) {
  if (dfaAccept[i]) answer = (answer + counts[i]) % MOD;
}
console.log(answer.toString());
