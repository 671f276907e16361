import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The docs (README.md and every Markdown file of the repository) quote no figure a bench measures:
 * each bench writes its latest table to docs/bench-results/<bench>.md (bench/index.ts, writeResults),
 * and the docs link to it. So no doc pastes a row of a bench's table, and every link to a results
 * file names one a bench of bench/index.ts writes.
 */

const ROOT = path.join(__dirname, '..', '..');
const RESULTS = 'docs/bench-results';
/** Folders that hold no doc of ours: installed and built files, dot folders (.git, .var), the benches' own tables. */
const NOT_DOCS = (folder: string) => /(^|\/)(node_modules|dist|\.[^/]*)$/.test(folder) || folder === RESULTS;

/** Every Markdown file of the repository (paths from its root, with `/`) but the benches' tables. */
function docs(dir = ''): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_DOCS(relative) ? [] : docs(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

/** The benches bench/index.ts runs, read from its source (importing it would run them). */
function benchNames(): string[] {
  const source = readFileSync(path.join(ROOT, 'bench', 'index.ts'), 'utf8');
  assert.match(
    source,
    /path\.join\(ROOT, 'docs', 'bench-results'\)/,
    `bench/index.ts no longer writes its tables to ${RESULTS}/: this test and the docs' links must follow`,
  );
  assert.match(source, /`\$\{name\}\.md`/, `bench/index.ts no longer names a table <bench>.md`);
  const table = /const BENCHES\b[^{]*?=\s*\{([\s\S]*?)\n\};/.exec(source);
  assert.ok(table, 'bench/index.ts declares its benches in `const BENCHES = { <name>: () => ..., }`');
  const names = [...table[1].matchAll(/^\s*'?([\w-]+)'?:\s*\(\)\s*=>/gm)].map((m) => m[1]);
  assert.ok(names.length > 0, 'no bench read from bench/index.ts');
  return names;
}

let BENCHES: Set<string>;
let DOCS: string[];

const lines = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').split('\n');

describe('the docs quote no figure a bench measures, and link to the tables the benches write', () => {
  before(() => {
    BENCHES = new Set(benchNames());
    DOCS = docs();
  });

  it('finds the benches of bench/index.ts and the docs', () => {
    for (const name of ['sandbox', 'e2e', 'soak']) assert.ok(BENCHES.has(name), `bench ${name} not found`);
    assert.ok(DOCS.includes('docs/benchmarks.md') && DOCS.includes('README.md'));
    assert.ok(!DOCS.some((f) => f.startsWith(`${RESULTS}/`)));
  });

  it("pastes no row of a bench's table (a table row whose first cell is a bench's name, or its header)", () => {
    const pasted = DOCS.flatMap((file) =>
      lines(file).flatMap((line, i) => {
        const first = /^\s*\|\s*([^|]*?)\s*\|/.exec(line)?.[1];
        const header = /^\s*\|\s*bench\s*\|\s*figure\s*\|\s*value\s*\|/.test(line);
        return (first !== undefined && BENCHES.has(first)) || header ? [`${file}:${i + 1}: ${line.trim()}`] : [];
      }),
    );
    assert.deepEqual(
      pasted,
      [],
      `a bench's figures are read in ${RESULTS}/<bench>.md, which the bench writes; link to it instead of pasting its rows`,
    );
  });

  it('links only to results files a bench of bench/index.ts writes, by a path that leads there', () => {
    const wrong = DOCS.flatMap((file) =>
      lines(file).flatMap((line, i) => {
        const at = `${file}:${i + 1}`;
        const named = [...line.matchAll(/bench-results\/([\w-]+)\.md/g)]
          .filter(([, name]) => !BENCHES.has(name))
          .map(([, name]) => `${at}: ${name}.md, which no bench of bench/index.ts writes`);
        const misled = [...line.matchAll(/\]\(([^)\s#]*bench-results\/[^)\s#]+)(#[^)\s]*)?\)/g)]
          .map(([, target]) => target)
          .filter(
            (target) =>
              path.posix.dirname(path.posix.normalize(path.posix.join(path.posix.dirname(file), target))) !== RESULTS,
          )
          .map((target) => `${at}: ${target} does not lead to ${RESULTS}/`);
        return [...named, ...misled];
      }),
    );
    assert.deepEqual(wrong, []);
  });

  it('docs/benchmarks.md says how each bench of bench/index.ts measures, in a section of its own', () => {
    const text = readFileSync(path.join(ROOT, 'docs', 'benchmarks.md'), 'utf8');
    const missing = [...BENCHES].filter((name) => !text.includes(`\n### \`${name}\`\n`));
    assert.deepEqual(missing, []);
  });
});
