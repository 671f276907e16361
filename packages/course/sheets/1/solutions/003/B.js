const [k, t = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
console.log(t.replace(/[a-z]/gi, c => {
  const b = c < 'a' ? 65 : 97;
  return String.fromCharCode(((c.charCodeAt(0) - b - k) % 26 + 26) % 26 + b);
}));
