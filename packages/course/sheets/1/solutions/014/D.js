const [b1,b2,s]=require('fs').readFileSync(0,'utf8').trim().split(' ')
let v=0n
for(const c of s)v=v*BigInt(b1)+BigInt(parseInt(c,36))
console.log(v.toString(+b2).toUpperCase())
