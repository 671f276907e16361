const s=require('fs').readFileSync(0,'utf8').trim()
console.log(String(BigInt('0b'+s)-(s[0]=='1'?1n<<BigInt(s.length):0n)))
