let i = 0;
console.log(require('fs').readFileSync(0, 'utf8').split('\n')[0].replace(/[a-z]/gi, c => {
  const b = c < 'a' ? 65 : 97;
  return String.fromCharCode((c.charCodeAt(0) - b + ++i) % 26 + b);
}));
