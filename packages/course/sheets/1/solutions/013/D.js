const [a,b,t]=require('fs').readFileSync(0,'utf8').trim().split(' ').map(BigInt)
const g=(x,y)=>y?g(y,x%y):x
console.log(String(t/a+t/b-t/(a/g(a,b)*b)))
