console.log(require('fs').readFileSync(0,'utf8').split('\n')[0].replace(/(.)\1*/g,m=>m.length+m[0]))
