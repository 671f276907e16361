import assert from 'node:assert/strict';
import { statementBatches } from '../../db/statement-batches';

/** A statement's stand-in: records each batch it is given, and answers each input doubled. */
function doubling() {
  const runs: number[][] = [];
  const run = async (inputs: number[]) => {
    runs.push(inputs);
    return inputs.map((n) => n * 2);
  };
  return { runs, run };
}

describe('statementBatches', () => {
  it('runs the callers of one turn of the event loop as one batch, each answered in its order', async () => {
    const { runs, run } = doubling();
    const ask = statementBatches(run);
    assert.deepEqual(await Promise.all([1, 2, 3].map(ask)), [2, 4, 6]);
    assert.deepEqual(await Promise.all([4].map(ask)), [8]);
    assert.deepEqual(runs, [[1, 2, 3], [4]]);
  });

  it('sends a turn of more callers than its largest batch as several batches', async () => {
    const { runs, run } = doubling();
    const ask = statementBatches(run, 4);
    const inputs = Array.from({ length: 10 }, (_, i) => i);
    assert.deepEqual(
      await Promise.all(inputs.map(ask)),
      inputs.map((n) => n * 2),
    );
    assert.deepEqual(runs, [
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
  });

  it('rejects every caller of a batch whose run fails, and runs the next turn anew', async () => {
    let fail = true;
    const ask = statementBatches(async (inputs: number[]) => {
      if (fail) throw new Error('the statement failed');
      return inputs;
    });
    const failed = await Promise.allSettled([1, 2].map(ask));
    assert.deepEqual(
      failed.map((f) => f.status),
      ['rejected', 'rejected'],
    );
    fail = false;
    assert.deepEqual(await Promise.all([3].map(ask)), [3]);
  });

  it('answers each caller of a batch whose run answers with promises as soon as its own promise settles', async () => {
    let freeTheSecond!: () => void;
    const second = new Promise<number>((resolve) => (freeTheSecond = () => resolve(20)));
    const ask = statementBatches(async (inputs: number[]) => [
      Promise.resolve(inputs[0] * 10),
      second,
      Promise.reject(new Error('the third failed alone')),
    ]);
    const [first, waiting, third] = [1, 2, 3].map(ask);
    assert.equal(await first, 10);
    await assert.rejects(third, /the third failed alone/);
    freeTheSecond();
    assert.equal(await waiting, 20);
  });
});
