/**
 * What a run stopped by a signal (Ctrl-C, a CI timeout) must still stop: servers and service
 * processes the tests started, which its `after` hooks would have stopped. The root hook runs them.
 */
const stops = new Set<() => Promise<void>>();

/** Runs `stop` if the run is interrupted; the returned function forgets it once stopped normally. */
export function stopIfInterrupted(stop: () => Promise<void>): () => void {
  stops.add(stop);
  return () => stops.delete(stop);
}

export async function stopEverything(): Promise<void> {
  await Promise.allSettled([...stops].map((stop) => stop()));
}
