export type Limiter = <T>(task: () => Promise<T>, signal?: AbortSignal, tenant?: string) => Promise<T>;

/** How many tenants' last turns are remembered: far more than ever wait at once. */
const REMEMBERED_TENANTS = 1000;

/**
 * Runs at most `max` tasks at once; the others wait their turn. Tasks of one tenant (a company)
 * wait first come first served among themselves; a freed slot goes to the waiting tenant served
 * longest ago (one never served first, then in the order they came), so that a tenant's task waits
 * for the tasks already running and at most one task of each other tenant, however many those have
 * queued. Without a tenant, tasks share one. A task whose signal aborts while it waits leaves the
 * queue and rejects with the signal's reason.
 */
export function createLimiter(max: number): Limiter {
  let active = 0;
  let turns = 0;
  /** Each tenant's waiting tasks, the tenants in the order they came to wait. */
  const queues = new Map<string, (() => void)[]>();
  /** The turn each tenant was last served at, the oldest first out. */
  const lastServed = new Map<string, number>();
  const next = () => {
    let chosen: string | undefined;
    for (const tenant of queues.keys()) {
      if (chosen === undefined || (lastServed.get(tenant) ?? -1) < (lastServed.get(chosen) ?? -1)) chosen = tenant;
    }
    if (chosen === undefined) return undefined;
    const waiting = queues.get(chosen)!;
    const go = waiting.shift()!;
    if (waiting.length === 0) queues.delete(chosen);
    lastServed.delete(chosen);
    lastServed.set(chosen, turns++);
    if (lastServed.size > REMEMBERED_TENANTS) lastServed.delete(lastServed.keys().next().value!);
    return go;
  };
  return async (task, signal, tenant = '') => {
    signal?.throwIfAborted();
    if (active >= max) await turn(queues, tenant, signal);
    else {
      active++;
      lastServed.delete(tenant);
      lastServed.set(tenant, turns++);
    }
    try {
      signal?.throwIfAborted();
      return await task();
    } finally {
      const go = next();
      if (go) go();
      else active--;
    }
  };
}

/** Waits in its tenant's queue to be called; on abort, leaves it (and rejects). */
function turn(queues: Map<string, (() => void)[]>, tenant: string, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      const waiting = queues.get(tenant);
      const at = waiting?.indexOf(go) ?? -1;
      if (at >= 0) waiting!.splice(at, 1);
      if (waiting?.length === 0) queues.delete(tenant);
      reject(signal!.reason);
    };
    const go = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const waiting = queues.get(tenant);
    if (waiting) waiting.push(go);
    else queues.set(tenant, [go]);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
