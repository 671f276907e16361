console.log(require('fs').readFileSync(0,'utf8').split(/\s+/).filter(Boolean).reduce((a,b)=>a+ +b,0))
