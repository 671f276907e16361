let s=require('fs').readFileSync(0,'utf8').trim(),k=0
while(s.length>1)s=[...s].reduce((p,d)=>p*BigInt(d),1n).toString(),k++
console.log(k)
