let n=BigInt(require('fs').readFileSync(0,'utf8').trim()),s=''
while(n){const r=((n%2n)+2n)%2n;s=r+s;n=(n-r)/-2n}
console.log(s||'0')
