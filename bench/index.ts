import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../scripts/local-state';
import { formatDetails, formatTable, type BenchRow } from './table';

/**
 * `npm run bench`: every bench of the default run in sequence, then one table of every figure
 * against its anchor of the same run. `npm run bench -- <name> [...]` runs only those (fidelity,
 * llm and similarity only by name).
 */
const BENCHES: Record<string, () => Promise<BenchRow[]>> = {
  api: () => import('./api').then(async (m) => (await m.run()).rows),
  cluster: () => import('./cluster').then((m) => m.run()),
  e2e: () => import('./e2e').then((m) => m.run()),
  'e2e-start': () => import('./e2e').then((m) => m.run({ underNpmStart: true })),
  par: () => import('./language-par').then((m) => m.run()),
  playback: () => import('./playback').then((m) => m.run()),
  preview: () => import('./preview').then((m) => m.run()),
  sandbox: () => import('./sandbox').then((m) => m.run()),
  similarity: () => import('./similarity').then((m) => m.run()),
  soak: () => import('./soak').then((m) => m.run()),
  start: () => import('./start').then((m) => m.run()),
  fidelity: () => import('./fidelity').then(async (m) => (await m.run(), [])),
  llm: () => import('./llm').then((m) => m.run()),
};
/**
 * Left out of a bare `npm run bench`: the fidelity bench is slow and has no ratio to a goal; the llm
 * bench needs the model `npm run setup:llm` installs, and takes about 5 minutes; the similarity
 * bench spends most of its 4 minutes storing 100k fingerprints; the soak bench takes 30 minutes.
 */
const BY_NAME_ONLY = new Set(['fidelity', 'llm', 'similarity', 'soak']);

const names = process.argv.slice(2);
const unknown = names.filter((n) => !BENCHES[n]);
if (unknown.length) {
  process.stderr.write(`unknown bench: ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}\n`);
  process.exit(2);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Where each bench's latest table is written, for the docs to link to: figures are never typed by hand. */
const RESULTS_DIR = path.join(ROOT, 'docs', 'bench-results');

const commit = () => {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return dirty.trim() ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
};

/** docs/bench-results/<bench>.md: the bench's rows as it printed them, when, on what, with which settings. */
function writeResults(name: string, rows: BenchRow[], run: { startedAt: Date; seconds: number; loadBefore: string }) {
  const settings = Object.entries(process.env)
    .filter(([key]) => key.startsWith('BENCH_'))
    .map(([key, value]) => `\`${key}=${value}\``);
  const gb = (bytes: number) => `${(bytes / 2 ** 30).toFixed(1)} GB`;
  const when = run.startedAt.toISOString().slice(0, 16).replace('T', ' ');
  const text = [
    `# \`npm run bench -- ${name}\``,
    '',
    `Written by the bench (bench/index.ts); run it again to replace it. ${when} UTC, ` +
      `${run.seconds.toFixed(0)} s, commit ${commit()}; ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${gb(totalmem())}, ` +
      `node ${process.version}; load average (1, 5, 15 min) ${run.loadBefore} at the start, ${load()} at the end` +
      `${settings.length ? `; ${settings.join(', ')}` : ''}.`,
    '',
    formatTable(rows),
    '',
    formatDetails(rows),
    '',
  ].join('\n');
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${name}.md`), text);
}

(async () => {
  const started = performance.now();
  const selected = names.length ? names : Object.keys(BENCHES).filter((n) => !BY_NAME_ONLY.has(n));
  const loadBefore = load();
  const rows: BenchRow[] = [];
  const failed: string[] = [];
  for (const name of selected) {
    const [startedAt, began, loadAtStart] = [new Date(), performance.now(), load()];
    process.stdout.write(`\n== ${name} (load average ${loadAtStart}) ==\n`);
    try {
      const benchRows = await BENCHES[name]();
      rows.push(...benchRows);
      if (benchRows.length)
        writeResults(name, benchRows, {
          startedAt,
          seconds: (performance.now() - began) / 1000,
          loadBefore: loadAtStart,
        });
    } catch (err) {
      // One bench failing leaves the others' figures standing; the exit code says it failed.
      failed.push(name);
      process.stderr.write(`bench ${name} failed: ${(err as Error).stack}\n`);
    }
  }
  const gb = (bytes: number) => `${(bytes / 2 ** 30).toFixed(1)} GB`;
  process.stdout.write(
    `\n== all figures (${selected.join(', ')}) ==\n\n${formatTable(rows)}\n\n${formatDetails(rows)}\n\n`,
  );
  process.stdout.write(
    `machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${gb(totalmem())} memory (${gb(freemem())} free at the end); ` +
      `load average (1, 5, 15 min) ${loadBefore} at the start, ${load()} at the end; node ${process.version}; ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
  if (failed.length) {
    process.stderr.write(`failed: ${failed.join(', ')}\n`);
    process.exit(1);
  }
})().catch((err) => {
  process.stderr.write(`bench failed: ${(err as Error).stack}\n`);
  process.exit(1);
});
