const [, ...ys] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
for (let y of ys) {
  do y++;
  while (!((y % 4 == 0 && y % 100 != 0) || y % 400 == 0));
  console.log(y);
}
