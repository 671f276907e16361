let b=BigInt(require('fs').readFileSync(0,'utf8').trim()).toString(2)
b=b.padStart(Math.ceil(b.length/4)*4,'0')
console.log(b.match(/..../g).join('_'))
