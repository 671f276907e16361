const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const match = /^(\d+)\.(\d+)\.(\d+)(?:-rc\.(\d+))?$/.exec(lines[0]);
let major = Number(match[1]);
let minor = Number(match[2]);
let patch = Number(match[3]);
let rc = match[4] ? Number(match[4]) : 0;

const n = parseInt(lines[1], 10) || 0;
const out = [];
for (let i = 0; i < n; i++) {
  const cmd = lines[2 + i];
  switch (cmd) {
    case 'major':
      major++; minor = 0; patch = 0; rc = 0;
      break;
    case 'minor':
      minor++; patch = 0; rc = 0;
      break;
    case 'patch':
      patch++; rc = 0;
      break;
    case 'rc':
      if (rc > 0) rc++;
      else { patch++; rc = 1; }
      break;
    case 'release':
      rc = 0;
      break;
  }
  let version = `${major}.${minor}.${patch}`;
  if (rc > 0) version += `-rc.${rc}`;
  out.push(version);
}
if (out.length) console.log(out.join('\n'));
