import { performance } from 'node:perf_hooks';
import { createPool, type Pool } from '../db/pool';
import { LONGEST_WINDOW_SECONDS, takeSlot } from '../db/rate-limits';
import { nearestRank, type BenchRow } from './table';

/** Requests measured per key, each of a new second. */
const TAKES = 500;
const LIMIT = 1_000_000;

/**
 * A key asked once a second, each request of a new second: the limiter's general case. With a full
 * hour of busy seconds in the window (each request's second new, the oldest one leaving), against
 * a window of one second (the same case with nothing behind it). The key is filled through the
 * limiter itself, so the bench measures whatever the limiter keeps.
 */
export async function rateLimitRows(databaseUrl: string): Promise<BenchRow[]> {
  const pool = createPool(databaseUrl, 1);
  try {
    const second = Math.floor(Date.now() / 1000) - 10 * LONGEST_WINDOW_SECONDS;
    const empty = await takesOfNewSeconds(pool, 'bench:one-second', 1, second, 0);
    const full = await takesOfNewSeconds(
      pool,
      'bench:full-hour',
      LONGEST_WINDOW_SECONDS,
      second,
      LONGEST_WINDOW_SECONDS,
    );
    const detail = (ms: number[]) =>
      `p50 ${nearestRank(ms, 50).toFixed(3)} ms, p99 ${nearestRank(ms, 99).toFixed(3)} ms`;
    const ratio = median(full) / median(empty);
    return [
      {
        bench: 'api',
        name: 'limiter: a request of a new second with a full hour behind it (3,600 busy seconds)',
        value: median(full),
        unit: 'ms',
        anchor: { name: 'the same with a window of one second', value: median(empty), unit: 'ms' },
        ratio,
        goal: '<= 1.5',
        met: ratio <= 1.5,
        detail: `${TAKES} requests one after another, each of the next second; ${detail(full)} (anchor ${detail(empty)})`,
      },
    ];
  } finally {
    await pool.end();
  }
}

/** The milliseconds of each of TAKES requests of `key`, one a second, after `fill` seconds of one each. */
async function takesOfNewSeconds(pool: Pool, key: string, windowSeconds: number, from: number, fill: number) {
  const take = (second: number) => takeSlot(pool, { key, limit: LIMIT, windowSeconds, now: new Date(second * 1000) });
  for (let s = 0; s < fill; s++) await take(from + s);
  const ms: number[] = [];
  for (let s = fill; s < fill + TAKES; s++) {
    const began = performance.now();
    await take(from + s);
    ms.push(performance.now() - began);
  }
  return ms;
}

const median = (xs: number[]) => nearestRank(xs, 50);
