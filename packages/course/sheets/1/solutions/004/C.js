console.log(require('fs').readFileSync(0,'utf8').split('\n')[0].replace(/(.)\1*/g,m=>m[0]+(m.length>1?m.length:'')))
