const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// trace id -> { children: Map(span -> [child spans]), root, count }
const traces = new Map();
for (const raw of lines) {
  const line = raw.trim();
  if (line === '') continue;
  const [trace, span, parent] = line.split(/\s+/);
  if (!traces.has(trace)) traces.set(trace, { children: new Map(), root: null, count: 0 });
  const info = traces.get(trace);
  info.count++;
  if (parent === '-') {
    info.root = span;
  } else {
    if (!info.children.has(parent)) info.children.set(parent, []);
    info.children.get(parent).push(span);
  }
}

function depthOf(info) {
  // iterative DFS to find the longest root-to-leaf chain
  let best = 0;
  const stack = [[info.root, 1]];
  while (stack.length) {
    const [span, depth] = stack.pop();
    if (depth > best) best = depth;
    for (const child of info.children.get(span) || []) stack.push([child, depth + 1]);
  }
  return best;
}

const ids = [...traces.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
const out = ids.map(id => `${id} ${depthOf(traces.get(id))} ${traces.get(id).count}`);
if (out.length) console.log(out.join('\n'));
