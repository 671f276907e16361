const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(s => s.trim());
const n = parseInt(lines[0], 10) || 0;

function parse(v) {
  let core = v;
  const plus = core.indexOf('+');
  if (plus >= 0) core = core.slice(0, plus);
  let pre = null;
  const dash = core.indexOf('-');
  if (dash >= 0) {
    pre = core.slice(dash + 1).split('.');
    core = core.slice(0, dash);
  }
  const nums = core.split('.').map(Number);
  return { nums, pre };
}

const isNumeric = id => /^[0-9]+$/.test(id);

function compareIdent(a, b) {
  const an = isNumeric(a), bn = isNumeric(b);
  if (an && bn) {
    if (a.length !== b.length) return a.length - b.length;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (an) return -1;
  if (bn) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compare(x, y) {
  for (let i = 0; i < 3; i++) {
    if (x.nums[i] !== y.nums[i]) return x.nums[i] - y.nums[i];
  }
  if (x.pre === null && y.pre === null) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  const len = Math.min(x.pre.length, y.pre.length);
  for (let i = 0; i < len; i++) {
    const c = compareIdent(x.pre[i], y.pre[i]);
    if (c !== 0) return c;
  }
  return x.pre.length - y.pre.length;
}

if (n === 0) {
  console.log('none');
} else {
  let bestLine = lines[1];
  let best = parse(bestLine);
  for (let i = 2; i <= n; i++) {
    const v = parse(lines[i]);
    if (compare(v, best) > 0) {
      best = v;
      bestLine = lines[i];
    }
  }
  console.log(bestLine);
}
