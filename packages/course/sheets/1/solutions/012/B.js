let s=require('fs').readFileSync(0,'utf8').trim()
while(s.length>1)s=String([...s].reduce((a,d)=>a+ +d,0))
console.log(s)
