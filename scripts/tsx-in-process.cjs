// Runs the TypeScript file given as the first argument with tsx registered in this process only.
// `tsx file` and `node --require tsx/cjs file` put tsx in process.execArgv, which worker threads
// inherit: the Temporal SDK's workflow threads run plain JavaScript, yet each then loads tsx too
// (about 0.3 s per thread at `npm start`).
const path = require('node:path');
const Module = require('node:module');

const nodeLoadsJs = Module._extensions['.js'];
require('tsx/cjs/api').register();
const tsxLoadsJs = Module._extensions['.js'];
// tsx reads and lexes every .js file to find ES module syntax. Packages need none of that: Node
// loads CommonJS and ES modules from node_modules itself. This saves about 0.2 s of CPU at a start.
const inPackage = `${path.sep}node_modules${path.sep}`;
Module._extensions['.js'] = (module, filename) =>
  (filename.includes(inPackage) ? nodeLoadsJs : tsxLoadsJs)(module, filename);

const [file] = process.argv.splice(2, 1);
require(path.resolve(file));
