import assert from 'node:assert/strict';
import { CompileCache, type CompileOutcome } from '../../../scoring/sandbox/compile';
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
