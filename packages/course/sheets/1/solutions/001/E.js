console.log(new Set(require('fs').readFileSync(0,'utf8').split('\n')[0]).size)
