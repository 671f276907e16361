// Leftmost-longest regex matching with a Thompson NFA.
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const pattern = (lines[0] || '').replace(/\r/g, '');

// NFA states: eps = list of epsilon targets; ch = char to match ('.' = any) or null; next = target on char
const states = [];
function newState() {
  states.push({ eps: [], ch: null, next: -1 });
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
  let frag = null;
  while (pos < pattern.length && pattern[pos] !== '|' && pattern[pos] !== ')') {
    const piece = parsePostfix();
    if (frag === null) frag = piece;
    else {
      states[frag.end].eps.push(piece.start);
      frag = { start: frag.start, end: piece.end };
    }
  }
  if (frag === null) {
    const s = newState();
    frag = { start: s, end: s };
  }
  return frag;
}

function parsePostfix() {
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
  const c = pattern[pos];
  if (c === '(') {
    pos++;
    const inner = parseAlt();
    pos++; // skip ')'
    return inner;
  }
  pos++;
  const start = newState();
  const end = newState();
  states[start].ch = c;
  states[start].next = end;
  return { start, end };
}

const nfa = parseAlt();
const accept = nfa.end;

function closure(set) {
  const seen = new Set(set);
  const stack = [...set];
  while (stack.length) {
    const s = stack.pop();
    for (const t of states[s].eps) {
      if (!seen.has(t)) {
        seen.add(t);
        stack.push(t);
      }
    }
  }
  return seen;
}

function longestFrom(line, start) {
  let active = closure([nfa.start]);
  let bestLen = active.has(accept) ? 0 : -1;
  for (let i = start; i < line.length && active.size > 0; i++) {
    const c = line[i];
    const moved = [];
    for (const s of active) {
      const st = states[s];
      if (st.ch !== null && (st.ch === '.' || st.ch === c)) moved.push(st.next);
    }
    active = closure(moved);
    if (active.has(accept)) bestLen = i - start + 1;
  }
  return bestLen;
}

const q = parseInt(lines[1], 10) || 0;
const out = [];
for (let k = 0; k < q; k++) {
  const line = (lines[2 + k] || '').replace(/\r/g, '').trim();
  let answer = '-1';
  for (let start = 0; start <= line.length; start++) {
    const len = longestFrom(line, start);
    if (len >= 0) {
      answer = `${start} ${len}`;
      break;
    }
  }
  out.push(answer);
}
if (out.length) console.log(out.join('\n'));
