import { performance } from 'node:perf_hooks';
import { playbackCsv } from '../api/company/playback-csv';
import { exportPlayback } from '../db/playback-export';
import type { Pool } from '../db/pool';
import type { BenchRow } from './table';

const EXPORT_ROWS = 100_000;

/**
 * Rows a second of the CSV export (db/playback-export.ts, then api/company/playback-csv.ts writing the
 * text; no HTTP) over the first `rows` of the company's list, newest first.
 */
async function exportRate(pool: Pool, companyId: string, rows: number): Promise<number> {
  const started = performance.now();
  const csv = await playbackCsv(exportPlayback(pool, companyId, { sort: 'created_at', order: 'desc' }), (err) => {
    throw err;
  });
  let lines = 0;
  for await (const chunk of csv as AsyncIterable<Buffer>) {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    if (lines > rows) break; // the header line, then `rows` rows
  }
  return rows / ((performance.now() - started) / 1000);
}

/** The playback bench's row for the CSV export, over the first EXPORT_ROWS of the company's list. */
export async function csvExportRow(pool: Pool, companyId: string): Promise<BenchRow> {
  return {
    bench: 'playback',
    name: `CSV export, the first ${EXPORT_ROWS / 1000}k rows at 1M (created_at desc)`,
    value: await exportRate(pool, companyId, EXPORT_ROWS),
    unit: 'rows/s',
    detail: 'keyset batches of 1000 written as CSV text, without HTTP',
  };
}
