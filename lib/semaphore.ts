/**
 * At most `limit` holders at once; the others wait in arrival order. A waiter whose signal aborts
 * leaves the queue at once and rejects with the signal's reason.
 */
export interface Semaphore {
  use<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('a semaphore needs a limit of at least 1');
  let held = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else held--;
  };
  const turn = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(signal!.reason);
      };
      waiting.push(go);
      signal?.addEventListener('abort', leave, { once: true });
    });
  return {
    async use(work, signal) {
      signal?.throwIfAborted();
      if (held < limit) held++;
      else await turn(signal);
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
