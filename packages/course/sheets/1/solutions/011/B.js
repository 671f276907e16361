const a=require('fs').readFileSync(0,'utf8').split(/\s+/).filter(Boolean).map(Number)
console.log(a.length?Math.max(...a)-Math.min(...a):0)
