const [n, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
const root = { kids: [] }, stack = [root];
for (const l of rows.slice(0, +n)) {
  const d = (l.length - l.trimStart().length) / 2, node = { name: l.trim(), kids: [] };
  stack.length = d + 1;
  stack[d].kids.push(node);
  stack.push(node);
}
const out = [];
const draw = (node, prefix, top) => {
  const kids = [...node.kids].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  kids.forEach((k, i) => {
    const last = i === kids.length - 1;
    out.push(top ? k.name : prefix + (last ? '`-- ' : '|-- ') + k.name);
    draw(k, top ? '' : prefix + (last ? '    ' : '|   '), false);
  });
};
draw(root, '', true);
console.log(out.join('\n'));
