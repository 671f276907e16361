import { storableJson } from '../lib/text-formats';
import type { Queryable } from './pool';

/**
 * A "Run example" or "Run with my input" request as the scoring worker needs it: the code, and
 * the candidate's input or where the example comes from.
 */
export interface PendingExampleRun {
  id: string;
  language: string;
  code: string;
  /** The candidate's own input ("Run with my input"); null: the hole's worked example. */
  input: string | null;
  sheet_id: number;
  hole: number;
  /** The variation letter of this hole in the round (internal: never served). */
  variation: string;
  company_id: string;
  created_at: Date;
}

export async function insertExampleRun(
  db: Queryable,
  run: { id: string; submissionId: string; hole: number; language: string; code: string; input?: string },
): Promise<void> {
  await db.query(
    'INSERT INTO example_runs (id, submission_id, hole, language, code, input) VALUES ($1, $2, $3, $4, $5, $6)',
    [run.id, run.submissionId, run.hole, run.language, run.code, run.input ?? null],
  );
}

/** The run, while it still waits for its result (undefined once the result is written). */
export async function findPendingExampleRun(db: Queryable, id: string): Promise<PendingExampleRun | undefined> {
  const { rows } = await db.query<PendingExampleRun>(
    `SELECT r.id, r.language, r.code, r.input, s.sheet_id, r.hole, s.company_id, r.created_at,
            s.variations[array_position(s.holes, r.hole)] AS variation
       FROM example_runs r JOIN submissions s ON s.id = r.submission_id
      WHERE r.id = $1 AND r.result IS NULL AND r.code IS NOT NULL`,
    [id],
  );
  return rows[0];
}

/** Forgets the code and the input of a run that will never run (its candidate stopped waiting), leaving no result. */
export async function abandonExampleRun(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE example_runs SET code = NULL, input = NULL WHERE id = $1 AND result IS NULL', [id]);
}

/** Writes the result once and forgets the code and the input. */
export async function storeExampleRunResult(db: Queryable, id: string, result: object): Promise<void> {
  await db.query('UPDATE example_runs SET result = $2, code = NULL, input = NULL WHERE id = $1 AND result IS NULL', [
    id,
    storableJson(result),
  ]);
}

export async function exampleRunResult(db: Queryable, id: string): Promise<unknown | undefined> {
  const { rows } = await db.query<{ result: unknown }>('SELECT result FROM example_runs WHERE id = $1', [id]);
  return rows[0]?.result ?? undefined;
}
