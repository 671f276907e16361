console.log(require('fs').readFileSync(0,'utf8').split(/\s+/).filter(w=>w).reverse().join(' '))
