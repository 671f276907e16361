const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.replace(/\r$/, ''));
const [K, W] = lines[0].trim().split(/\s+/).map(Number);

const emitted = []; // times of emitted alerts, as a queue
let head = 0;
const out = [];
for (let i = 1; i < lines.length; i++) {
  const line = lines[i];
  if (line.trim() === '') continue;
  const t = parseInt(line, 10);
  while (head < emitted.length && emitted[head] <= t - W) head++;
  if (emitted.length - head < K) {
    emitted.push(t);
    out.push(line);
  }
}
if (out.length) console.log(out.join('\n'));
