const x = +require('fs').readFileSync(0, 'utf8');
console.log(parseInt([...x.toString(2).padStart(32, '0')].reverse().join(''), 2));
