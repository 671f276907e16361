const a=require('fs').readFileSync(0,'utf8').split(/\s+/).filter(Boolean).map(Number)
console.log(a.length?Math.floor(a.reduce((x,y)=>x+y,0)/a.length):0)
