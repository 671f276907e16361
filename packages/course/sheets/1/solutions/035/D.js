const [start, n, ...cmds] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
let [core, pre] = start.split('-'), v = core.split('.').map(Number);
const out = [];
for (const c of cmds.slice(0, +n)) {
  if (c === 'major') v = [v[0] + 1, 0, 0], pre = undefined;
  else if (c === 'minor') v = [v[0], v[1] + 1, 0], pre = undefined;
  else if (c === 'patch') v = [v[0], v[1], v[2] + 1], pre = undefined;
  else if (c === 'release') pre = undefined;
  else if (pre) pre = 'rc.' + (+pre.slice(3) + 1);
  else v = [v[0], v[1], v[2] + 1], pre = 'rc.1';
  out.push(v.join('.') + (pre ? '-' + pre : ''));
}
console.log(out.join('\n'));
