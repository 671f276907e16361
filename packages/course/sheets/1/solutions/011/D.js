const a=require('fs').readFileSync(0,'utf8').split(/\s+/).filter(Boolean).map(Number)
const s=a.reduce((x,y)=>x+y,0)
console.log(a.filter(x=>x*a.length>s).length)
