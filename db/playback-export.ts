import {
  EVERY,
  narrowed,
  scanning,
  SORT_KEYS,
  throughIndex,
  type PlaybackFilters,
  type PlaybackSort,
  type SortOrder,
} from './playback';
import type { Queryable } from './pool';

/** A submission as the export writes it: what a spreadsheet needs, no shots, no scorecard text. */
export interface SubmissionExportRecord {
  id: string;
  email: string;
  name: string;
  status: string;
  test: number;
  attempt: number;
  holes: number[];
  created_at: Date;
  submitted_at: Date | null;
  processing_finished_at: Date | null;
  /** Hole id to its hidden cases as analysis counted them (scoring/scorecard/case-counts.ts); null where no program ran. */
  case_counts: Record<string, { correct: boolean } | null> | null;
  /** The X and Y of the scorecard summary's "Overall: X/Y"; null without a scorecard. */
  overall: number | null;
  overall_max: number | null;
  similarity_highest: number | null;
}

export interface PlaybackExportOptions {
  sort: PlaybackSort;
  order: SortOrder;
  search?: string;
  filters?: PlaybackFilters;
  /** Rows read by one query: what the export holds in memory at a time. */
  batchSize?: number;
}

export const EXPORT_BATCH_SIZE = 1000;

/** The SQL type of each sort key, so that the last row's key, read as text, is compared as itself. */
const KEY_TYPES: Record<PlaybackSort, string> = {
  created_at: 'timestamptz',
  submitted_at: 'timestamptz',
  processing_started_at: 'timestamptz',
  processing_finished_at: 'timestamptz',
  email: 'text',
  name: 'text',
  status: 'int',
  overall: 'numeric',
};

const OVERALL = String.raw`substring(s.scorecard ->> 'summary' from 'Overall:\s*([0-9]+)\s*/')::int`;
const OVERALL_MAX = String.raw`substring(s.scorecard ->> 'summary' from 'Overall:\s*[0-9]+\s*/\s*([0-9]+)')::int`;

const COLUMNS = `s.id, s.email, s.name, s.status, s.test, s.attempt, s.holes, s.created_at, s.submitted_at,
  s.processing_finished_at, s.case_counts, ${OVERALL} AS overall, ${OVERALL_MAX} AS overall_max,
  (SELECT max(m.score) FROM similarity_matches m WHERE m.submission_id = s.id) AS similarity_highest`;

/**
 * Where the walk is: past the row of this key (as text; null for a missing one) and id. A missing
 * key sorts after every value (last ascending, first descending), as in the list, so the walk reads
 * the rows with a key and the rows without one as two stretches, each along the sort index.
 */
interface Cursor {
  key: string | null;
  id: string;
}

/**
 * Every submission of the company that the search and filters keep, in the list's order
 * (db/playback.ts), a batch at a time: each batch is one query of its own (a pooled connection
 * taken and given back), which starts after the last row of the batch before it (keyset), so a
 * batch costs the same at the end of a million rows as at the start. Not one snapshot: a row
 * written during the walk is in the export if it sorts after the batch being read, and a row whose
 * sort key changes meanwhile may be missed or written twice.
 */
export async function* exportPlayback(
  db: Queryable,
  companyId: string,
  options: PlaybackExportOptions,
): AsyncGenerator<SubmissionExportRecord[]> {
  const limit = options.batchSize ?? EXPORT_BATCH_SIZE;
  const stretches: Array<'valued' | 'missing'> =
    options.order === 'asc' ? ['valued', 'missing'] : ['missing', 'valued'];
  for (const stretch of stretches) {
    let cursor: Cursor | undefined;
    for (;;) {
      const rows = await readBatch(db, companyId, options, stretch, cursor, limit);
      if (rows.length) yield rows.map(({ cursor_key: _, ...record }) => record);
      if (rows.length < limit) break;
      const last = rows[rows.length - 1];
      cursor = { key: last.cursor_key, id: last.id };
    }
  }
}

async function readBatch(
  db: Queryable,
  companyId: string,
  options: PlaybackExportOptions,
  stretch: 'valued' | 'missing',
  cursor: Cursor | undefined,
  limit: number,
): Promise<Array<SubmissionExportRecord & { cursor_key: string | null }>> {
  const search = options.search;
  const filter = narrowed(search ? (throughIndex(search) ?? scanning(search)) : EVERY, options.filters);
  const key = SORT_KEYS[options.sort];
  const dir = options.order === 'asc' ? 'ASC' : 'DESC';
  const past = dir === 'ASC' ? '>' : '<';
  const params: unknown[] = [companyId, ...filter.params];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const conditions = [`${key} IS ${stretch === 'valued' ? 'NOT NULL' : 'NULL'}`];
  if (cursor && stretch === 'valued') {
    conditions.push(`(${key}, s.id) ${past} (${bind(cursor.key)}::${KEY_TYPES[options.sort]}, ${bind(cursor.id)})`);
  } else if (cursor) {
    conditions.push(`s.id ${past} ${bind(cursor.id)}`);
  }
  const { rows } = await db.query<SubmissionExportRecord & { cursor_key: string | null }>(
    `SELECT ${COLUMNS}, (${key})::text AS cursor_key FROM submissions s
      WHERE s.company_id = $1 AND ${filter.sql} AND ${conditions.join(' AND ')}
      ORDER BY ${key} ${dir}, s.id ${dir} LIMIT ${bind(limit)}`,
    params,
  );
  return rows;
}
