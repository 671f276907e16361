console.log(require('fs').readFileSync(0,'utf8').split(/\s+/).filter(w=>w).map(w=>[...w].reverse().join('')).join(' '))
