const [key, t = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
let i = 0;
console.log(t.replace(/[a-z]/gi, c => {
  const b = c < 'a' ? 65 : 97;
  return String.fromCharCode((c.charCodeAt(0) - b + key.charCodeAt(i++ % key.length) - 97) % 26 + b);
}));
