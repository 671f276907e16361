import type { Ledger, Sample } from './soak-load';
import { nearestRank, type BenchRow } from './table';

export interface SoakResult {
  minutes: number;
  windows: number;
  samples: Sample[];
  /** Each process's memory (kB, its own pages and its RSS), sampled from the load's start (`at`, ms). */
  memory: Array<{ at: number; kb: Record<string, { own: number; rss: number }> }>;
  baseline: { connections: number; workflows: number };
  after: { connections: number; workflows: number };
  lost: { submissions: number; invitations: number };
  ledger: Ledger;
  goals: { memory: number; p99: number };
}

const median = (xs: number[]) => nearestRank(xs, 50);

/** The soak's rows: memory growth per process, p99 per route and window, the baseline after the load, nothing lost. */
export function report(r: SoakResult): BenchRow[] {
  const windowMs = (r.minutes * 60_000) / r.windows;
  const minutes = (ms: number) => `${(ms / 60_000).toFixed(ms % 60_000 ? 1 : 0)} min`;
  const rows: BenchRow[] = [];

  // Memory: the median of the minute the measured part starts with against that of the load's last minute.
  const minuteOf = (from: number) => r.memory.filter((m) => m.at >= from && m.at < from + 60_000);
  const [first, last] = [minuteOf(windowMs), minuteOf(r.minutes * 60_000 - 60_000)];
  for (const name of Object.keys(r.memory[0]?.kb ?? {})) {
    const own = (ms: typeof first) => median(ms.map((m) => m.kb[name].own));
    const rss = (ms: typeof first) => median(ms.map((m) => m.kb[name].rss));
    const [from, to] = [own(first), own(last)];
    // Its own memory a tenth of the load apart: whether a growth levels off or keeps on.
    const tenth = (r.minutes * 60_000) / 10;
    const trend = Array.from({ length: 10 }, (_, i) => own(minuteOf(i * tenth + tenth - 60_000)) / 1024);
    rows.push({
      bench: 'soak',
      name: `${name}: memory of its own (RSS less shared pages) in the load's last minute`,
      value: to / 1024,
      unit: 'MB',
      anchor: { name: `its minute after ${minutes(windowMs)}`, value: from / 1024, unit: 'MB' },
      ratio: to / from,
      goal: `< ${r.goals.memory}`,
      met: to / from < r.goals.memory,
      detail:
        `sampled every 10 s; RSS ${(rss(first) / 1024).toFixed(0)} MB then ${(rss(last) / 1024).toFixed(0)} MB ` +
        `(${(rss(last) / rss(first)).toFixed(2)}×), peak ${(Math.max(...r.memory.map((m) => m.kb[name].rss)) / 1024).toFixed(0)} MB; ` +
        `its own at the end of each tenth of the load: ${trend.map((mb) => mb.toFixed(0)).join(', ')} MB`,
    });
  }

  // Latency: each route's p99 in each later window against the first's.
  const routes = [...new Set(r.samples.map((s) => s.route))].sort();
  for (const route of routes) {
    const inWindow = (w: number) =>
      r.samples.filter((s) => s.route === route && s.at >= w * windowMs && s.at < (w + 1) * windowMs).map((s) => s.ms);
    const windows = Array.from({ length: r.windows }, (_, w) => inWindow(w));
    const p99s = windows.map((ms) => (ms.length ? nearestRank(ms, 99) : Number.NaN));
    const worst = Math.max(...p99s.slice(1));
    rows.push({
      bench: 'soak',
      name: `${route}: p99, the worst later ${minutes(windowMs)}`,
      value: worst,
      unit: 'ms',
      anchor: { name: `the first ${minutes(windowMs)}`, value: p99s[0], unit: 'ms' },
      ratio: worst / p99s[0],
      goal: `<= ${r.goals.p99}`,
      met: worst <= r.goals.p99 * p99s[0],
      detail:
        `p99 by window ${p99s.map((x) => x.toFixed(0)).join(', ')} ms; p50 ${windows.map((ms) => median(ms)?.toFixed(0)).join(', ')} ms; ` +
        `${windows.map((ms) => ms.length).join(', ')} requests`,
    });
  }

  const back = (label: string, key: 'connections' | 'workflows') => ({
    bench: 'soak',
    name: `${label} once the load has drained`,
    value: r.after[key],
    unit: '',
    anchor: { name: 'before the load', value: r.baseline[key] },
    goal: '<= its baseline',
    met: r.after[key] <= r.baseline[key],
  });
  rows.push(back('database connections (API and worker)', 'connections'));
  rows.push(back("open workflows (rounds' clocks apart)", 'workflows'));

  const analyzed = r.samples.filter((s) => s.route === 'submit → analyzed');
  const offered = r.ledger.submitted.size / (r.minutes * 60);
  const perWindow = Array.from(
    { length: r.windows },
    (_, w) =>
      analyzed.filter((s) => s.at + s.ms >= w * windowMs && s.at + s.ms < (w + 1) * windowMs).length /
      (windowMs / 1000),
  );
  rows.push({
    bench: 'soak',
    name: 'analyzed per second, the worst later window',
    value: Math.min(...perWindow.slice(1)),
    unit: '/s',
    anchor: { name: 'submitted per second', value: offered, unit: '/s' },
    ratio: Math.min(...perWindow.slice(1)) / offered,
    goal: '>= 0.95',
    met: Math.min(...perWindow.slice(1)) >= 0.95 * offered,
    detail: `analyzed per second by window ${perWindow.map((x) => x.toFixed(2)).join(', ')}: below the rate, the stack falls behind`,
  });

  const failed = [...r.ledger.failures.values()].reduce((a, b) => a + b, 0);
  const lost = r.lost.submissions + r.lost.invitations + failed + r.ledger.skipped;
  rows.push({
    bench: 'soak',
    name: 'lost: submissions not analyzed or delivered, invitations not sent, requests failed, candidates skipped',
    value: lost,
    unit: '',
    goal: '= 0',
    met: lost === 0,
    detail:
      `${r.ledger.submitted.size} submissions (${(r.ledger.submitted.size / (r.minutes * 60)).toFixed(2)}/s), ` +
      `${r.ledger.runs} example runs, ${r.ledger.invited.size} invitations; not analyzed or delivered ${r.lost.submissions}, ` +
      `invitations not sent ${r.lost.invitations}, candidates skipped (the stack behind) ${r.ledger.skipped}; ` +
      `failed requests ${failed ? [...r.ledger.failures].map(([k, n]) => `${k} ×${n}`).join(', ') : 'none'}`,
  });
  return rows;
}
