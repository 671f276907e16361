import type { Queryable } from './pool';

/** A hidden case as stored: the course package's HiddenCase. */
export interface StoredCase {
  tag: string;
  input: string;
  output: string;
  drawn: boolean;
}

/** The cases drawn for a submission's company questions (migration 1763800000040), by hole id. */
export async function findSubmissionCases(db: Queryable, submissionId: string): Promise<Map<number, StoredCase[]>> {
  const { rows } = await db.query<{ hole_id: number; cases: StoredCase[] }>(
    'SELECT hole_id, cases FROM submission_cases WHERE submission_id = $1',
    [submissionId],
  );
  return new Map(rows.map((r) => [r.hole_id, r.cases]));
}

/** Stores a hole's cases once: an attempt that drew them too reads the first one's. */
export async function storeSubmissionCases(
  db: Queryable,
  submissionId: string,
  holeId: number,
  cases: readonly StoredCase[],
): Promise<StoredCase[]> {
  await db.query(
    `INSERT INTO submission_cases (submission_id, hole_id, cases) VALUES ($1, $2, $3)
     ON CONFLICT (submission_id, hole_id) DO NOTHING`,
    [submissionId, holeId, JSON.stringify(cases)],
  );
  return (await findSubmissionCases(db, submissionId)).get(holeId)!;
}
