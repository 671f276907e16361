import assert from 'node:assert/strict';
import { createLimiter } from '../../../scoring/sandbox/limiter';

/** A task that runs until released, noting when it started. */
function gate(order: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    task: async () => {
      order.push(name);
      await done;
    },
    release: () => release(),
  };
}

describe('sandbox slots: tenants take turns (scoring/sandbox/limiter.ts)', () => {
  it("serves a tenant's one task after at most one of each other tenant's, however many they queued", async () => {
    const limit = createLimiter(1);
    const order: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const run = (tenant: string, name: string) => {
      const g = gate(order, name);
      gates.set(name, g);
      return limit(g.task, undefined, tenant);
    };
    const all = [
      ...['a1', 'a2', 'a3', 'a4', 'a5'].map((n) => run('A', n)),
      ...['c1', 'c2'].map((n) => run('C', n)),
      run('B', 'b1'),
    ];
    // One at a time: release whatever runs, in turn, until all have.
    for (let i = 0; i < all.length; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.get(order[i])!.release();
    }
    await Promise.all(all);
    assert.deepEqual(order, ['a1', 'c1', 'b1', 'a2', 'c2', 'a3', 'a4', 'a5']);
  });

  it('keeps first come first served without tenants, and lets an aborted task leave the line', async () => {
    const limit = createLimiter(1);
    const order: string[] = [];
    const first = gate(order, 'first');
    const running = limit(first.task);
    const leaving = new AbortController();
    const left = limit(async () => void order.push('left'), leaving.signal);
    const later = limit(async () => void order.push('later'));
    leaving.abort(new Error('gone'));
    await assert.rejects(left, /gone/);
    first.release();
    await Promise.all([running, later]);
    assert.deepEqual(order, ['first', 'later']);
  });
});
