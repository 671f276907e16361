const [n,b]=require('fs').readFileSync(0,'utf8').trim().split(' ')
console.log(BigInt(n).toString(+b).toUpperCase())
