import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Tests mirror the code (docs/testing.md, "Where a test lives"): a module's tests are found from its
 * path, and every test file from the module it tests. `npm run test:layout` (in `npm test`, before
 * the unit suites) lists every file under test/ that breaks the rule, and fails when there is one.
 * A workspace (`packages/<name>/`, an npm package of its own) is a world of its own: its tests are
 * in `packages/<name>/test/` and mirror its sources by the same rules, read from the package's
 * folder (whose modules may lie at its root: `packages/<name>/test/index.test.ts` tests
 * `packages/<name>/index.ts`); the root's test/ mirrors the root's sources only, none inside packages/.
 *
 * - A unit test is `test/<p>.test.ts`, where `<p>.ts` (or `.tsx`, `.mts`, `.js`, `.cjs`, `.mjs`,
 *   `.py`) or `<p>/index.ts` is the source it tests: `test/scoring/sandbox/limiter.test.ts` tests
 *   `scoring/sandbox/limiter.ts`. Every test file outside flows/, root/ and the exempt folders must
 *   mirror a source so, and one source has one test file.
 * - A file at the repository's root (architecture.json, docker-compose.yml) has no folder to
 *   mirror: its test is `test/root/<its name without the extension>.test.ts`.
 * - A whole-stack suite (services, the sandbox, a browser, processes) is
 *   `test/flows/<feature>/<name>.test.ts`, exactly one folder under flows/, and `<feature>/<name>`
 *   is not a source's path (a test named after a module is that module's unit test, at test/<path>).
 * - No test file lies directly in the root's test/, and every file outside the exempt folders is a test
 *   (`*.test.ts`): helpers go in test/support/.
 * - No two test files share a name, except unit tests whose sources share it (`index.test.ts`).
 *
 * Exempt: test/support/ (helpers), test/histories/ (recorded workflow histories, which the replay
 * suite reads) and any folder named fixtures/ (data a test reads).
 */

const EXEMPT_FOLDERS = ['test/support/', 'test/histories/'];
const FIXTURES = /(^|\/)fixtures\//;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.cjs', '.mjs', '.py'];
const TEST = /\.test\.ts$/;
/** The folder of the workspaces: each folder in it is a package, and a world of its own. */
const WORKSPACES = 'packages/';
/** Folders that hold no file of ours: installed and built files, and dot folders (.git, .var). */
const NOT_OURS = (folder: string) => /(^|\/)(node_modules|dist|\.[^/]*)$/.test(folder);

/** Exempt: a world's test/support/ and test/histories/, and any fixtures/ folder. */
const isExempt = (file: string, root = '') =>
  EXEMPT_FOLDERS.some((folder) => file.startsWith(`${root}${folder}`)) || FIXTURES.test(file);

/** The source a path without extension names, if there is one (`<p>.ts`, …, or `<p>/index.ts`). */
function sourceAt(p: string, sources: ReadonlySet<string>): string | undefined {
  for (const extension of SOURCE_EXTENSIONS) if (sources.has(`${p}${extension}`)) return `${p}${extension}`;
  for (const index of ['index.ts', 'index.tsx']) if (sources.has(`${p}/${index}`)) return `${p}/${index}`;
  return undefined;
}

/**
 * Every offence against the layout in one world, one line each. `root`: the world's folder, '' for
 * the repository's root or `packages/<name>/`; `testFiles`: every file under its test/ (paths from
 * the repository's root, with `/`); `sources`: every other file of the world (the same).
 */
export function layoutOffences(testFiles: readonly string[], sources: ReadonlySet<string>, root = ''): string[] {
  const offences: string[] = [];
  const rootFiles = [...sources].filter((f) => !f.slice(root.length).includes('/'));
  const tests = testFiles.filter((f) => !isExempt(f, root));
  const unitSources = new Map<string, string>();
  const test = `${root}test/`;

  for (const file of tests) {
    const inTest = file.slice(test.length);
    if (!TEST.test(file)) {
      offences.push(`${file}: not a test file (*.test.ts); helpers go in test/support/, data in a fixtures/ folder`);
      continue;
    }
    const p = inTest.replace(TEST, '');
    const parts = p.split('/');
    if (parts.length === 1 && root === '') {
      // The root's own files are tested in test/root/; a workspace's modules may lie at its root.
      offences.push(
        `${file}: lies directly in ${test}; a unit test is ${test}<source path>.test.ts, a suite ${test}flows/<feature>/`,
      );
    } else if (parts[0] === 'flows') {
      if (parts.length !== 3) {
        offences.push(`${file}: a whole-stack suite is ${test}flows/<feature>/<name>.test.ts, one folder under flows/`);
        continue;
      }
      const mirrored = sourceAt(`${root}${parts.slice(1).join('/')}`, sources);
      if (mirrored)
        offences.push(
          `${file}: named after ${mirrored}, whose tests are ${test}${parts[1]}/${parts[2]}.test.ts; rename the suite`,
        );
    } else if (parts[0] === 'root') {
      const name = `${root}${parts.slice(1).join('/')}`;
      if (!rootFiles.some((f) => f === name || f.replace(/\.[^./]*$/, '') === name))
        offences.push(
          `${file}: ${test}root/ tests the files at ${root || "the repository's root"}, and there is no ${name}.* there`,
        );
    } else if (root === '' && p.startsWith(WORKSPACES)) {
      offences.push(
        `${file}: tests a workspace's file; a workspace's tests are in its own test/ folder, ${WORKSPACES}<name>/test/<path>.test.ts`,
      );
    } else {
      const source = sourceAt(`${root}${p}`, sources);
      if (!source) {
        offences.push(
          `${file}: mirrors no source (no ${root}${p}.ts, ${root}${p}/index.ts); name it after the module it tests`,
        );
        continue;
      }
      const other = unitSources.get(source);
      if (other) offences.push(`${file} and ${other} both test ${source}: one source, one test file`);
      else unitSources.set(source, file);
    }
  }

  const byName = new Map<string, string[]>();
  for (const file of tests.filter((f) => TEST.test(f))) {
    const name = path.posix.basename(file);
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  for (const [name, files] of byName) {
    if (files.length > 1 && files.some((f) => f.startsWith(`${test}flows/`)))
      offences.push(`${files.join(', ')}: share the name ${name}; rename the suite to say what it tests`);
  }
  return offences;
}

/** One world of the repository: its folder ('' for the root), the files under its test/, and its other files. */
export interface World {
  root: string;
  testFiles: string[];
  sources: Set<string>;
}

/**
 * The repository's files (paths from its root, with `/`) split into worlds: one per workspace
 * `packages/<name>/`, whose test/ mirrors the workspace's other files, and the root's, whose test/
 * mirrors every file outside test/ and the workspaces.
 */
export function worldsOf(files: readonly string[]): World[] {
  const workspaces = [
    ...new Set(
      files
        .filter((f) => f.startsWith(WORKSPACES) && f.split('/').length > 2)
        .map((f) => `${f.split('/').slice(0, 2).join('/')}/`),
    ),
  ].sort();
  return ['', ...workspaces].map((root) => {
    const own = files.filter((f) => (root === '' ? !workspaces.some((w) => f.startsWith(w)) : f.startsWith(root)));
    const inTest = (f: string) => f.startsWith(`${root}test/`);
    return { root, testFiles: own.filter(inTest), sources: new Set(own.filter((f) => !inTest(f))) };
  });
}

/** Every offence against the layout in the repository, its workspaces included. */
export function repositoryOffences(files: readonly string[]): string[] {
  return worldsOf(files).flatMap(({ root, testFiles, sources }) => layoutOffences(testFiles, sources, root));
}

/** Files under `dir` (paths from `root`, with `/`), but those in folders `skip` names. */
function filesUnder(root: string, dir: string, skip: (folder: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!skip(relative)) found.push(...filesUnder(root, relative, skip));
    } else found.push(relative);
  }
  return found;
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const files = filesUnder(root, '', NOT_OURS).sort();
  const offences = repositoryOffences(files);
  if (offences.length > 0) {
    process.stderr.write(
      `test layout: ${offences.length} offence(s) against "tests mirror the code" (docs/testing.md):\n` +
        offences.map((o) => `  - ${o}\n`).join(''),
    );
    process.exit(1);
  }
  for (const world of worldsOf(files)) {
    const tests = world.testFiles.filter((f) => TEST.test(f) && !isExempt(f, world.root));
    const flows = tests.filter((f) => f.startsWith(`${world.root}test/flows/`)).length;
    const units = tests.length - flows;
    process.stdout.write(
      world.root === ''
        ? `test layout: ${units} unit test files mirror their sources, ${flows} suites in test/flows/\n`
        : `test layout: ${world.root}: ${units} unit test files mirror its sources, ${flows} suites in its test/flows/\n`,
    );
  }
}
