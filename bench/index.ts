import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
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

(async () => {
  const started = performance.now();
  const selected = names.length ? names : Object.keys(BENCHES).filter((n) => !BY_NAME_ONLY.has(n));
  const loadBefore = load();
  const rows: BenchRow[] = [];
  const failed: string[] = [];
  for (const name of selected) {
    process.stdout.write(`\n== ${name} (load average ${load()}) ==\n`);
    try {
      rows.push(...(await BENCHES[name]()));
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
