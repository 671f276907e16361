import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../../scripts/local-state';
import { cachedWorkflowBundle } from '../../../worker/workflow-bundle-cache';

const quiet = { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error() {} };

describe('the cached workflow bundle', () => {
  let dir: string;
  let workflowsPath: string;
  let cacheFile: string;
  const write = (file: string, text: string) => writeFileSync(path.join(dir, 'workflows', file), text);
  const bundle = () => cachedWorkflowBundle({ workflowsPath, cacheFile, logger: quiet });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bundle-cache-'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    mkdirSync(path.join(dir, 'workflows'));
    write('index.ts', "export { greet } from './greeting';\n");
    write('greeting.ts', "export async function greet(): Promise<string> {\n  return 'hello-first';\n}\n");
    workflowsPath = path.join(dir, 'workflows', 'index.ts');
    cacheFile = path.join(dir, 'var', 'cache', 'workflow-bundle.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is bundled on the first start and read from the cache on the next', async () => {
    const first = await bundle();
    assert.equal(first.cached, false);
    assert.match(first.bundle.code, /hello-first/);
    const second = await bundle();
    assert.equal(second.cached, true);
    assert.equal(second.bundle.code, first.bundle.code);
  });

  it('is bundled again when a workflow source changes, never served stale', async () => {
    await bundle();
    write('greeting.ts', "export async function greet(): Promise<string> {\n  return 'hello-second';\n}\n");
    const changed = await bundle();
    assert.equal(changed.cached, false);
    assert.match(changed.bundle.code, /hello-second/);
    assert.doesNotMatch(changed.bundle.code, /hello-first/);
    assert.equal((await bundle()).cached, true);
  });

  it('is bundled again when a file appears where an import would now resolve', async () => {
    write('greeting.ts', "export { greet } from './words';\n");
    write('words.js', "exports.greet = async () => 'hello-from-js';\n");
    assert.match((await bundle()).bundle.code, /hello-from-js/);
    // The bundler tries `.ts` before `.js`: a new words.ts now wins.
    write('words.ts', "export async function greet(): Promise<string> {\n  return 'hello-from-ts';\n}\n");
    const changed = await bundle();
    assert.equal(changed.cached, false);
    assert.match(changed.bundle.code, /hello-from-ts/);
  });

  it('is bundled again when it was made by another toolchain or options', async () => {
    await bundle();
    const entry = JSON.parse(readFileSync(cacheFile, 'utf8'));
    writeFileSync(cacheFile, JSON.stringify({ ...entry, key: 'made-by-another-sdk-version', code: 'stale' }));
    const rebuilt = await bundle();
    assert.equal(rebuilt.cached, false);
    assert.match(rebuilt.bundle.code, /hello-first/);
  });

  it('is bundled again when the cache file is damaged', async () => {
    await bundle();
    writeFileSync(cacheFile, '{"key":');
    assert.equal((await bundle()).cached, false);
  });
});
