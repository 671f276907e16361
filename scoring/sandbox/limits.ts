/** What one case of a program may use. */
export interface Limits {
  /** CPU time (user + sys) of all the case's processes. */
  cpuMs: number;
  /** Wall-clock time of the case; on expiry every process of the case is killed. */
  wallMs: number;
  /** Memory of the case's processes (see README.md for how it is enforced). */
  memoryBytes: number;
  /** Tasks (processes and threads) alive at once. Node.js alone uses about ten. */
  processes: number;
  /** Bytes the program may write to stdout. */
  outputBytes: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_LIMITS: Readonly<Limits> = {
  cpuMs: 2000,
  wallMs: 5000,
  memoryBytes: 256 * MiB,
  processes: 64,
  outputBytes: 1 * MiB,
};

export function resolveLimits(...overrides: (Partial<Limits> | undefined)[]): Limits {
  const limits: Limits = { ...DEFAULT_LIMITS };
  for (const o of overrides) {
    for (const key of Object.keys(limits) as (keyof Limits)[]) {
      const value = o?.[key];
      if (value === undefined) continue;
      if (!Number.isFinite(value) || value <= 0) throw new RangeError(`sandbox limit ${key} must be a positive number`);
      limits[key] = value;
    }
  }
  return limits;
}
