const v=require('fs').readFileSync(0,'utf8').split(/\s+/).filter(Boolean).slice(1).map(BigInt)
const g=(x,y)=>y?g(y,x%y):x
console.log(String(v.reduce((l,x)=>l/g(l,x)*x,1n)))
