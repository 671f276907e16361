const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const n = parseInt(lines[0], 10) || 0;

function parse(text) {
  const dash = text.indexOf('-');
  const core = dash === -1 ? text : text.slice(0, dash);
  const pre = dash === -1 ? null : text.slice(dash + 1).split('.');
  const nums = core.split('.').map(Number);
  return { text, nums, pre };
}

const isNumeric = id => /^[0-9]+$/.test(id);

function compareIdent(a, b) {
  const an = isNumeric(a);
  const bn = isNumeric(b);
  if (an && bn) {
    // no leading zeros, so longer means bigger
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

const versions = [];
for (let i = 1; i <= n; i++) versions.push(parse(lines[i]));
versions.sort(compare);

console.log(n === 0 ? '(none)' : versions.map(v => v.text).join('\n'));
