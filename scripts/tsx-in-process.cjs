// Runs the TypeScript file given as the first argument with tsx registered in this process only.
// `tsx file` and `node --require tsx/cjs file` put tsx in process.execArgv, which worker threads
// inherit: the Temporal SDK's workflow threads run plain JavaScript, yet each then loads tsx too
// (about 0.3 s per thread at `npm start`).
const path = require('node:path');
require('tsx/cjs/api').register();
const [file] = process.argv.splice(2, 1);
require(path.resolve(file));
