const n = +require('fs').readFileSync(0, 'utf8');
console.log(n.toString(2).split('1').length - 1);
