console.log((require('fs').readFileSync(0,'utf8').match(/[A-Z]/g)||[]).length)
