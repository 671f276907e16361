/**
 * Failures counted per client network in this process, a fixed hour at a time: once a network has
 * failed `limit` times in the hour, its next calls are refused without the work a failure costs (a
 * look in the database). Per process, held in memory and bounded: a network past `maxNetworks` in
 * the hour starts the count afresh for all (what a flood from many networks would buy is the
 * lookups it would have made anyway).
 */
export function failureGate(limit: number, maxNetworks = 10_000) {
  let hour = -1;
  let failures = new Map<string, number>();
  const current = (now: Date) => {
    const h = Math.floor(now.getTime() / 3_600_000);
    if (h !== hour || failures.size >= maxNetworks) {
      hour = h;
      failures = new Map();
    }
    return failures;
  };
  return {
    /** Seconds until the network may try again, or 0. */
    refusedFor(network: string, now: Date): number {
      if ((current(now).get(network) ?? 0) < limit) return 0;
      return Math.ceil(((hour + 1) * 3_600_000 - now.getTime()) / 1000);
    },
    record(network: string, now: Date): void {
      const counts = current(now);
      counts.set(network, (counts.get(network) ?? 0) + 1);
    },
  };
}
