const [head, ...lines] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const [k, w] = head.split(' ').map(Number), sent = [], out = [];
for (const l of lines) {
  const t = +l.split(' ')[0];
  if (sent.filter(s => s > t - w).length < k) { sent.push(t); out.push(l); }
}
console.log(out.join('\n'));
