import { asOneConnection, outsideUnitsOfWork } from './pool';

/**
 * The most callers one statement answers: its locks are held, and its one JSON answer parsed on
 * the event loop, for all of them at once; a larger turn's callers are sent as several statements.
 */
const LARGEST_BATCH = 64;

/**
 * One statement for the inputs of the callers of one turn of the event loop: `run` gets them in
 * the order they came and answers each, in the same order. The batch is sent in the turn's check
 * phase: requests read from several sockets in one poll each come in a callback of their own, all
 * before it (after each callback, process.nextTick would send a batch of one). Its callers are
 * requests in units of work (db/pool.ts): the statement runs outside them all, and each caller
 * waits for it as its own one connection. When the statement fails, every caller of its batch gets
 * the error; the next batch is a new statement. Statements are not held back for one another.
 * `run` may answer a caller with a promise of its own (a batch answered caller by caller).
 */
export function statementBatches<In, Out>(
  run: (inputs: In[]) => Promise<Array<Out | Promise<Out>>>,
  largest = LARGEST_BATCH,
): (input: In) => Promise<Out> {
  type Batch = {
    callers: Array<{ input: In; resolve: (out: Out | Promise<Out>) => void; reject: (err: unknown) => void }>;
    sent: boolean;
  };
  let collecting: Batch | undefined;

  const send = (batch: Batch) => {
    if (batch.sent) return;
    batch.sent = true;
    if (collecting === batch) collecting = undefined;
    const { callers } = batch;
    new Promise<Array<Out | Promise<Out>>>((ran) => ran(run(callers.map((c) => c.input)))).then(
      (outs) => callers.forEach((c, i) => c.resolve(outs[i])),
      (err: unknown) => callers.forEach((c) => c.reject(err)),
    );
  };

  return (input) =>
    asOneConnection(
      () =>
        new Promise<Out>((resolve, reject) => {
          if (!collecting) {
            const batch: Batch = (collecting = { callers: [], sent: false });
            outsideUnitsOfWork(() => setImmediate(() => send(batch)));
          }
          const batch = collecting;
          batch.callers.push({ input, resolve, reject });
          if (batch.callers.length >= largest) outsideUnitsOfWork(() => send(batch));
        }),
    );
}
