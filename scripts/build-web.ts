import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApiTypes } from './build-api-types';
import { ROOT } from './local-state';

/**
 * Builds the web pages (web/) into web/dist, which the API serves, after generating their API types
 * from the OpenAPI document (Vite does not read types, `tsc -p web` does). Runs after `npm
 * ci`/`npm install` and before the tests. An install without dev dependencies has no Vite: it keeps
 * a web/dist built earlier (the Docker image copies one in from its build stage).
 */
async function main() {
  let vite: typeof import('vite');
  try {
    vite = await import('vite');
  } catch {
    const built = existsSync(path.join(ROOT, 'web', 'dist', 'index.html'));
    process.stdout.write(
      `build-web: Vite is not installed; ${built ? 'keeping the pages in web/dist' : 'the web pages are not built'}.\n`,
    );
    return;
  }
  await buildApiTypes();
  await vite.build({ configFile: path.join(ROOT, 'web', 'vite.config.mts') });
  process.stdout.write('build-web: API types generated, pages built into web/dist\n');
}

main().catch((err) => {
  process.stderr.write(`build-web failed: ${(err as Error).message}\n`);
  process.exit(1);
});
