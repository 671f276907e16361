/**
 * Runs at most `max` tasks at once; the others wait their turn, first come first served. A task
 * whose signal aborts while it waits leaves the queue and rejects with the signal's reason.
 */
export function createLimiter(max: number): <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task, signal) => {
    signal?.throwIfAborted();
    if (active >= max) await turn(waiting, signal);
    else active++;
    try {
      signal?.throwIfAborted();
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/** Waits to be called from the queue; on abort, leaves it (and rejects). */
function turn(waiting: (() => void)[], signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      const at = waiting.indexOf(go);
      if (at >= 0) waiting.splice(at, 1);
      reject(signal!.reason);
    };
    const go = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    waiting.push(go);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
