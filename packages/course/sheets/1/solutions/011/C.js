console.log(require('fs').readFileSync(0,'utf8').split(/\s+/).filter(x=>x&&x%2==0).length)
