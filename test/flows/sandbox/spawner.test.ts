import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createSandbox } from '../../../scoring/sandbox';
import { descendants, groupAlive, groupLeadersBelow } from '../../support/processes';

/** The processes below this one whose command line holds `text`. */
const running = (text: string) =>
  descendants(process.pid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
    } catch {
      return false;
    }
  });
const spawners = () => running('sandbox/spawner/main.js');

describe("the sandboxes' spawner", function () {
  this.timeout(60_000);

  it('lost mid-run, fails the run as unavailable (no case judged), kills its sandbox, and is started again for the next run', async () => {
    const sandbox = createSandbox({ maxParallel: 1, memoryEnforcement: 'auto' });
    const before = new Set(groupLeadersBelow(process.pid));
    const run = sandbox.run({
      language: 'python',
      code: 'while True:\n    pass\n',
      cases: [{ input: '', expected: '' }],
      limits: { wallMs: 30_000, cpuMs: 30_000 },
    });
    // Nothing to await: poll until the program runs (the sandbox's trial run comes first).
    while (running('/box/1/main.py').length === 0) await new Promise((r) => setTimeout(r, 20));
    const started = groupLeadersBelow(process.pid).filter((pid) => !before.has(pid));
    const [spawner] = spawners();
    assert.ok(spawner, 'a spawner runs the sandbox');
    const began = Date.now();
    process.kill(spawner, 'SIGKILL');
    const lost = await run;
    assert.ok(Date.now() - began < 5_000, 'at once, not at the wall-clock limit');
    assert.equal(lost.available, false, 'the run is ours to retry, not a verdict on the program');
    assert.match(
      lost.available ? '' : lost.reason,
      /the sandbox (was lost|did not start): the sandboxes' spawner exited/,
    );
    // Killed at once; gone once reaped by whoever inherited them.
    const alive = () => started.filter((pid) => groupAlive(pid));
    for (let waited = 0; alive().length > 0 && waited < 3_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(alive(), [], 'every process group of the sandbox is gone');

    const next = await sandbox.run({
      language: 'python',
      code: 'print(input())',
      cases: [{ input: '7', expected: '7' }],
    });
    assert.ok(next.available && next.cases[0].verdict === 'passed');
    assert.notDeepEqual(spawners(), [spawner], 'a new spawner');
  });
});
