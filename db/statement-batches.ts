import { asOneConnection, outsideUnitsOfWork } from './pool';

/**
 * One statement for the inputs of the callers of one turn of the event loop: `run` gets them in
 * the order they came and answers each, in the same order. The batch is sent in the turn's check
 * phase: requests read from several sockets in one poll each come in a callback of their own, all
 * before it (after each callback, process.nextTick would send a batch of one). Its callers are
 * requests in units of work (db/pool.ts): the statement runs outside them all, and each caller
 * waits for it as its own one connection. When the statement fails, every caller of its batch gets
 * the error; the next batch is a new statement. Statements are not held back for one another: one
 * that hangs holds up its own batch only.
 */
export function statementBatches<In, Out>(run: (inputs: In[]) => Promise<Out[]>): (input: In) => Promise<Out> {
  type Batch = Array<{ input: In; resolve: (out: Out) => void; reject: (err: unknown) => void }>;
  let collecting: Batch | undefined;

  const send = () => {
    const batch = collecting!;
    collecting = undefined;
    new Promise<Out[]>((ran) => ran(run(batch.map((b) => b.input)))).then(
      (outs) => batch.forEach((b, i) => b.resolve(outs[i])),
      (err: unknown) => batch.forEach((b) => b.reject(err)),
    );
  };

  return (input) =>
    asOneConnection(
      () =>
        new Promise<Out>((resolve, reject) => {
          if (!collecting) {
            collecting = [];
            outsideUnitsOfWork(() => setImmediate(send));
          }
          collecting.push({ input, resolve, reject });
        }),
    );
}
