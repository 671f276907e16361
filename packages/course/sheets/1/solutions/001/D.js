console.log((require('fs').readFileSync(0,'utf8').match(/[0-9]/g)||[]).length)
