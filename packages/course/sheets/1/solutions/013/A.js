const [a,b]=require('fs').readFileSync(0,'utf8').trim().split(' ').map(BigInt)
const g=(x,y)=>y?g(y,x%y):x
console.log(String(a/g(a,b)*b))
