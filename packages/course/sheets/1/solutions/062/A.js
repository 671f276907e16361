const s = (+require('fs').readFileSync(0, 'utf8')).toString(2);
console.log(/^10*$/.test(s) ? 'yes' : 'no');
