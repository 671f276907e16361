import assert from 'node:assert/strict';
import type { BatchResult, BatchSpec, CaseReport } from '../../../scoring/sandbox/batch';
import {
  BUSY_RETRY_WALL_FACTOR,
  COMPILE_LIMITS,
  CompileCache,
  compileInSandbox,
  type CompileOutcome,
} from '../../../scoring/sandbox/compile';
import { getLanguage } from '../../../scoring/sandbox/languages';

const compiled = (bytes: number): CompileOutcome => ({ ok: true, artefact: Buffer.alloc(bytes), cpuMs: 1 });

describe('CompileCache: a program is compiled once, within a bound and an age', () => {
  it('keys by language, toolchain version and code', () => {
    const c = getLanguage('c')!;
    const key = CompileCache.key(c, 'int main(){}');
    assert.equal(CompileCache.key(c, 'int main(){}'), key);
    assert.notEqual(CompileCache.key(c, 'int main(){ }'), key);
    assert.notEqual(CompileCache.key({ ...c, version: '13.1' }, 'int main(){}'), key);
    assert.notEqual(CompileCache.key(getLanguage('cpp')!, 'int main(){}'), key);
  });

  it('compiles the same key once, also when asked twice at the same time', async () => {
    const cache = new CompileCache();
    let release!: () => void;
    const slow = () => new Promise<CompileOutcome>((resolve) => (release = () => resolve(compiled(10))));
    const [a, b] = [cache.get('k', slow), cache.get('k', slow)];
    release();
    assert.equal(await a, await b);
    await cache.get('k', slow);
    assert.equal(cache.compiles, 1);
  });

  it("keeps a compile error, but not a sandbox that could not start (that is not the code's doing)", async () => {
    const cache = new CompileCache();
    const error: CompileOutcome = { ok: false, message: 'main.c:1: error', cpuMs: 5 };
    await cache.get('bad', async () => error);
    assert.deepEqual(await cache.get('bad', async () => compiled(1)), error);
    await cache.get('down', async () => ({ ok: false, unavailable: 'bubblewrap not found' }));
    assert.deepEqual(await cache.get('down', async () => compiled(1)), compiled(1));
    assert.equal(cache.compiles, 3);
  });

  it('does not keep a failure the wall clock of a busy machine decided', async () => {
    const cache = new CompileCache();
    const slow: CompileOutcome = { ok: false, message: 'ran past 20 s', cpuMs: 900, loadDependent: true };
    await cache.get('k', async () => slow);
    assert.deepEqual(await cache.get('k', async () => compiled(1)), compiled(1));
  });

  it('counts 1 KiB for an entry without an artefact, so that syntax checks are bounded too', async () => {
    const cache = new CompileCache(10 * 1024);
    for (let i = 0; i < 100; i++) await cache.get(`check ${i}`, async () => ({ ok: true, artefact: null, cpuMs: 1 }));
    assert.equal(cache.size, 10);
  });

  it('lets the least recently used go past its bound in bytes, and any entry past its age', async () => {
    let now = 0;
    const cache = new CompileCache(2 * (1024 + 40) + 10, 1000, () => now); // two entries of 40 bytes fit
    await cache.get('a', async () => compiled(40));
    await cache.get('b', async () => compiled(40));
    await cache.get('a', async () => compiled(40)); // a is now the most recently used
    await cache.get('c', async () => compiled(40)); // over 100 bytes: b goes
    assert.equal(cache.size, 2);
    assert.equal(cache.compiles, 3);
    await cache.get('a', async () => compiled(40));
    assert.equal(cache.compiles, 3, 'a stayed');
    await cache.get('b', async () => compiled(40));
    assert.equal(cache.compiles, 4, 'b was compiled again');
    now = 2000;
    await cache.get('b', async () => compiled(40));
    assert.equal(cache.compiles, 5, 'too old: compiled again');
  });
});

describe('compileInSandbox: a compile a busy machine held past the wall clock', () => {
  const rust = getLanguage('rust') as Parameters<typeof compileInSandbox>[0];
  const context = { bwrapPath: '/usr/bin/bwrap', cgroups: null, seccomp: null };
  const report = (fields: Partial<CaseReport>): CaseReport => ({
    exitCode: 0,
    signal: null,
    cpuMs: 300,
    wallMs: 1000,
    maxRssKiB: 1000,
    timedOut: false,
    outputExceeded: false,
    oomKills: 0,
    pidsLimitHits: 0,
    peakTasks: 1,
    stdout: Buffer.from('binary'),
    stderr: Buffer.alloc(0),
    warm: false,
    sure: true,
    ...fields,
  });
  /** A sandbox that answers each compile with the next of `reports`, recording the wall clock it was given. */
  const sandbox = (...reports: CaseReport[]) => {
    const walls: number[] = [];
    const run = async (spec: BatchSpec): Promise<BatchResult> => {
      walls.push(spec.limits.wallMs);
      return { started: true, reports: [reports.shift()!], end: 'finished', unreportedOomKills: 0, diagnostics: '' };
    };
    return { run, walls };
  };
  const starved = report({ timedOut: true, exitCode: null, signal: 9, stdout: Buffer.alloc(0) });

  it('is compiled once more with a longer wall clock, and its artefact kept', async () => {
    const { run, walls } = sandbox(starved, report({}));
    const outcome = await compileInSandbox(rust, 'fn main() {}', context, run);
    assert.deepEqual(outcome, { ok: true, artefact: Buffer.from('binary'), cpuMs: 300 });
    assert.deepEqual(walls, [COMPILE_LIMITS.wallMs, COMPILE_LIMITS.wallMs * BUSY_RETRY_WALL_FACTOR]);
  });

  it('is a compile error naming the longer limit when the second try runs out too', async () => {
    const { run } = sandbox(starved, starved);
    const outcome = await compileInSandbox(rust, 'fn main() {}', context, run);
    assert.equal(outcome.ok, false);
    assert.match('message' in outcome ? outcome.message : '', /time limit \(60 s in all\)/);
  });

  it('is not tried again for what the code decided: a compile error, or its CPU limit', async () => {
    for (const first of [
      report({ exitCode: 1, stderr: Buffer.from('error[E0425]: cannot find value'), stdout: Buffer.alloc(0) }),
      report({ timedOut: true, cpuMs: COMPILE_LIMITS.cpuMs + 1 }),
    ]) {
      const { run, walls } = sandbox(first, report({}));
      const outcome = await compileInSandbox(rust, 'fn main() {}', context, run);
      assert.equal(outcome.ok, false);
      assert.equal(walls.length, 1);
    }
  });
});
