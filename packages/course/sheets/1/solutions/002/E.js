const s=require('fs').readFileSync(0,'utf8').toLowerCase().replace(/[^a-z0-9]/g,'')
console.log(s==[...s].reverse().join('')?'YES':'NO')
