const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.replace(/\r$/, ''));
const pattern = lines[0] || '';
const q = parseInt(lines[1], 10) || 0;

// NFA states: each state has either a character test or epsilon edges.
// kind: 'char' (with ch, '.' means any), 'split' (epsilon to out list), 'match'
const states = [];
function newState(kind, ch) {
  states.push({ kind, ch, out: [] });
  return states.length - 1;
}

// Fragments are { start, end } where end is a state with kind 'eps' whose out we fill later.
let pos = 0;

function parseAlt() {
  const branches = [parseConcat()];
  while (pos < pattern.length && pattern[pos] === '|') {
    pos++;
    branches.push(parseConcat());
  }
  if (branches.length === 1) return branches[0];
  const start = newState('eps');
  const end = newState('eps');
  for (const b of branches) {
    states[start].out.push(b.start);
    states[b.end].out.push(end);
  }
  return { start, end };
}

function parseConcat() {
  let frag = null;
  while (pos < pattern.length && pattern[pos] !== '|' && pattern[pos] !== ')') {
    const piece = parseRepeat();
    if (frag === null) {
      frag = piece;
    } else {
      states[frag.end].out.push(piece.start);
      frag = { start: frag.start, end: piece.end };
    }
  }
  if (frag === null) {
    const e = newState('eps');
    frag = { start: e, end: e };
  }
  return frag;
}

function parseRepeat() {
  let frag = parseAtom();
  while (pos < pattern.length && '*+?'.includes(pattern[pos])) {
    const op = pattern[pos++];
    const start = newState('eps');
    const end = newState('eps');
    states[start].out.push(frag.start);
    states[frag.end].out.push(end);
    if (op === '*' || op === '?') states[start].out.push(end);
    if (op === '*' || op === '+') states[frag.end].out.push(frag.start);
    frag = { start, end };
  }
  return frag;
}

function parseAtom() {
  const c = pattern[pos];
  if (c === '(') {
    pos++;
    const inner = parseAlt();
    pos++; // skip ')'
    return inner;
  }
  pos++;
  const st = newState('char', c);
  const end = newState('eps');
  states[st].out.push(end);
  return { start: st, end };
}

const frag = parseAlt();
const accept = frag.end;

function closure(set) {
  const seen = new Set(set);
  const stack = [...set];
  while (stack.length) {
    const s = stack.pop();
    if (states[s].kind === 'eps') {
      for (const t of states[s].out) {
        if (!seen.has(t)) {
          seen.add(t);
          stack.push(t);
        }
      }
    }
  }
  return seen;
}

function matches(text) {
  let current = closure([frag.start]);
  for (const ch of text) {
    const next = [];
    for (const s of current) {
      const st = states[s];
      if (st.kind === 'char' && (st.ch === '.' || st.ch === ch)) {
        next.push(...st.out);
      }
    }
    current = closure(next);
    if (current.size === 0) return false;
  }
  return current.has(accept);
}

const out = [];
for (let i = 0; i < q; i++) {
  const text = (lines[2 + i] || '').trim();
  out.push(matches(text) ? 'YES' : 'NO');
}
console.log(out.join('\n'));
