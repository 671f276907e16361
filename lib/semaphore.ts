/** At most `limit` holders at once; the others wait in arrival order. */
export interface Semaphore {
  use<T>(work: () => Promise<T>): Promise<T>;
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
  return {
    async use(work) {
      if (held < limit) held++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
