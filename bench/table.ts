/** One figure of a bench, with the anchor it is compared to in the same run, and the goal it is held to. */
export interface BenchRow {
  /** The bench that measured it (`npm run bench -- <bench>`). */
  bench: string;
  name: string;
  value: number;
  unit: string;
  /** The figure this one is a ratio of, measured in the same run. */
  anchor?: { name: string; value: number; unit?: string };
  ratio?: number;
  /** e.g. ">= 0.5", "<= 1 s": what the issue asks of this figure (of the ratio when there is an anchor). */
  goal?: string;
  met?: boolean;
  /** Anything else worth printing (latency, load, a breakdown). */
  detail?: string;
}

/** The p-th percentile (0-100) of the figures, by nearest rank. */
export const nearestRank = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * xs.length) - 1)];

/** A figure printed with at most 3 significant digits, without exponent. */
export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  const abs = Math.abs(x);
  if (abs >= 100) return x.toFixed(0);
  if (abs >= 10) return x.toFixed(1);
  if (abs >= 1) return x.toFixed(2);
  return x.toFixed(3);
}

/** The rows as one Markdown table (it reads as well in a terminal): bench, figure, value, anchor, ratio, goal, met. */
export function formatTable(rows: BenchRow[]): string {
  const header = ['bench', 'figure', 'value', 'anchor (same run)', 'ratio', 'goal', 'met'];
  const body = rows.map((r) => [
    r.bench,
    r.name,
    `${formatNumber(r.value)} ${r.unit}`,
    r.anchor ? `${r.anchor.name}: ${formatNumber(r.anchor.value)}${r.anchor.unit ? ` ${r.anchor.unit}` : ''}` : '',
    r.ratio === undefined ? '' : `${formatNumber(r.ratio)}×`,
    r.goal ?? '',
    r.met === undefined ? '' : r.met ? 'yes' : '**NO**',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

/** The details of the rows that have any, one per line, under the table. */
export function formatDetails(rows: BenchRow[]): string {
  return rows
    .filter((r) => r.detail)
    .map((r) => `- ${r.bench} / ${r.name}: ${r.detail}`)
    .join('\n');
}
