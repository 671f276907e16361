/**
 * What a run stopped by a signal (Ctrl-C, a CI timeout) must still stop: the servers and service
 * processes it started, which its `after` hooks and global teardown would have stopped.
 */
const stops = new Set<() => Promise<void>>();
let listening = false;

/** Runs `stop` if this process is interrupted; the returned function forgets it once stopped normally. */
export function stopIfInterrupted(stop: () => Promise<void>): () => void {
  stops.add(stop);
  if (!listening) {
    listening = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => {
        void Promise.allSettled([...stops].map((s) => s())).finally(() => process.kill(process.pid, signal));
      });
  }
  return () => stops.delete(stop);
}
