const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());

function parseVersion(text) {
  return text.split('.').map(Number);
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) {
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

// Turn the constraint into a range: low inclusive, high exclusive (null = unbounded),
// or an exact match.
function parseConstraint(text) {
  if (text.startsWith('>=')) {
    return { low: parseVersion(text.slice(2)), high: null };
  }
  if (text.startsWith('~')) {
    const v = parseVersion(text.slice(1));
    return { low: v, high: [v[0], v[1] + 1, 0] };
  }
  if (text.startsWith('^')) {
    const v = parseVersion(text.slice(1));
    let high;
    if (v[0] > 0) high = [v[0] + 1, 0, 0];
    else if (v[1] > 0) high = [0, v[1] + 1, 0];
    else high = [0, 0, v[2] + 1];
    return { low: v, high };
  }
  const v = parseVersion(text);
  return { low: v, exact: true };
}

const constraint = parseConstraint(lines[0]);
const n = parseInt(lines[1], 10) || 0;
const matches = [];
for (let i = 0; i < n; i++) {
  const text = lines[2 + i];
  const v = parseVersion(text);
  let ok;
  if (constraint.exact) {
    ok = compare(v, constraint.low) === 0;
  } else {
    ok = compare(v, constraint.low) >= 0 &&
      (constraint.high === null || compare(v, constraint.high) < 0);
  }
  if (ok) matches.push(text);
}
console.log(matches.length ? matches.join('\n') : '(none)');
