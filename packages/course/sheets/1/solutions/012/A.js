console.log([...require('fs').readFileSync(0,'utf8').trim()].reduce((s,d)=>s+ +d,0))
