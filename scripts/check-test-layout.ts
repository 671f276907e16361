import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Tests mirror the code (docs/testing.md, "Where a test lives"): a module's tests are found from its
 * path, and every test file from the module it tests. `npm run test:layout` (in `npm test`, before
 * the unit suites) lists every file under test/ that breaks the rule, and fails when there is one:
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
 * - No test file lies directly in test/, and every file outside the exempt folders is a test
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
/** Folders that hold no source: test/ itself, installed and built files, and dot folders (.git, .var). */
const NOT_SOURCES = (folder: string) => folder === 'test' || /(^|\/)(node_modules|dist|\.[^/]*)$/.test(folder);

const isExempt = (file: string) => EXEMPT_FOLDERS.some((folder) => file.startsWith(folder)) || FIXTURES.test(file);

/** The source a path without extension names, if there is one (`<p>.ts`, …, or `<p>/index.ts`). */
function sourceAt(p: string, sources: ReadonlySet<string>): string | undefined {
  for (const extension of SOURCE_EXTENSIONS) if (sources.has(`${p}${extension}`)) return `${p}${extension}`;
  for (const index of ['index.ts', 'index.tsx']) if (sources.has(`${p}/${index}`)) return `${p}/${index}`;
  return undefined;
}

/**
 * Every offence against the layout, one line each. `testFiles`: every file under test/ (paths from
 * the repository's root, with `/`); `sources`: every file outside test/ (the same).
 */
export function layoutOffences(testFiles: readonly string[], sources: ReadonlySet<string>): string[] {
  const offences: string[] = [];
  const rootFiles = [...sources].filter((f) => !f.includes('/'));
  const tests = testFiles.filter((f) => !isExempt(f));
  const unitSources = new Map<string, string>();

  for (const file of tests) {
    const inTest = file.slice('test/'.length);
    if (!TEST.test(file)) {
      offences.push(`${file}: not a test file (*.test.ts); helpers go in test/support/, data in a fixtures/ folder`);
      continue;
    }
    const p = inTest.replace(TEST, '');
    const parts = p.split('/');
    if (parts.length === 1) {
      offences.push(
        `${file}: lies directly in test/; a unit test is test/<source path>.test.ts, a suite test/flows/<feature>/`,
      );
    } else if (parts[0] === 'flows') {
      if (parts.length !== 3) {
        offences.push(`${file}: a whole-stack suite is test/flows/<feature>/<name>.test.ts, one folder under flows/`);
        continue;
      }
      const mirrored = sourceAt(parts.slice(1).join('/'), sources);
      if (mirrored)
        offences.push(
          `${file}: named after ${mirrored}, whose tests are test/${parts[1]}/${parts[2]}.test.ts; rename the suite`,
        );
    } else if (parts[0] === 'root') {
      const name = parts.slice(1).join('/');
      if (!rootFiles.some((f) => f === name || f.replace(/\.[^.]*$/, '') === name))
        offences.push(`${file}: test/root/ tests the repository's root files, and there is no ${name}.* there`);
    } else {
      const source = sourceAt(p, sources);
      if (!source) {
        offences.push(`${file}: mirrors no source (no ${p}.ts, ${p}/index.ts); name it after the module it tests`);
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
    if (files.length > 1 && files.some((f) => f.startsWith('test/flows/')))
      offences.push(`${files.join(', ')}: share the name ${name}; rename the suite to say what it tests`);
  }
  return offences;
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
  const testFiles = filesUnder(root, 'test', () => false).sort();
  const sources = new Set(filesUnder(root, '', NOT_SOURCES));
  const offences = layoutOffences(testFiles, sources);
  if (offences.length > 0) {
    process.stderr.write(
      `test layout: ${offences.length} offence(s) against "tests mirror the code" (docs/testing.md):\n` +
        offences.map((o) => `  - ${o}\n`).join(''),
    );
    process.exit(1);
  }
  const tests = testFiles.filter((f) => TEST.test(f) && !isExempt(f));
  const flows = tests.filter((f) => f.startsWith('test/flows/')).length;
  process.stdout.write(
    `test layout: ${tests.length - flows} unit test files mirror their sources, ${flows} suites in test/flows/\n`,
  );
}
