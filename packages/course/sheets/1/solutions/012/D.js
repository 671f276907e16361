console.log([...require('fs').readFileSync(0,'utf8').trim()].reduce((r,d)=>(r*10+ +d)%7,0))
