import { isUniqueViolation } from './errors';
import type { Queryable } from './pool';

/** A company's assessment: what its Greenhouse integration offers; `test` makes its rounds test rounds. */
export interface AssessmentRecord {
  id: string;
  company_id: string;
  name: string;
  test: boolean;
  created_at: Date;
}

/** Another live assessment of the company has this name (in any letter case). */
export class AssessmentNameInUseError extends Error {}

const COLUMNS = 'id, company_id, name, test, created_at';
const NAME_KEY = 'assessments_company_name_key';

/** The company's live assessments, by name (letter case aside), then id. */
export async function listAssessments(db: Queryable, companyId: string): Promise<AssessmentRecord[]> {
  const { rows } = await db.query<AssessmentRecord>(
    `SELECT ${COLUMNS} FROM assessments WHERE company_id = $1 AND deleted_at IS NULL ORDER BY lower(name), id`,
    [companyId],
  );
  return rows;
}

export async function countAssessments(db: Queryable, companyId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM assessments WHERE company_id = $1 AND deleted_at IS NULL',
    [companyId],
  );
  return rows[0].n;
}

/** A live assessment of the company; `forUpdate` locks its row. */
export async function findAssessment(
  db: Queryable,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AssessmentRecord | undefined> {
  const { rows } = await db.query<AssessmentRecord>(
    `SELECT ${COLUMNS} FROM assessments WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL${
      options.forUpdate ? ' FOR UPDATE' : ''
    }`,
    [companyId, id],
  );
  return rows[0];
}

const nameInUse = (err: unknown) => (isUniqueViolation(err, NAME_KEY) ? new AssessmentNameInUseError() : err);

export async function insertAssessment(
  tx: Queryable,
  a: { id: string; companyId: string; name: string; test: boolean; at: Date },
): Promise<AssessmentRecord> {
  try {
    const { rows } = await tx.query<AssessmentRecord>(
      `INSERT INTO assessments (id, company_id, name, test, created_at) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${COLUMNS}`,
      [a.id, a.companyId, a.name, a.test, a.at],
    );
    return rows[0];
  } catch (err) {
    throw nameInUse(err);
  }
}

export async function updateAssessment(
  tx: Queryable,
  id: string,
  change: { name: string; test: boolean },
): Promise<AssessmentRecord> {
  try {
    const { rows } = await tx.query<AssessmentRecord>(
      `UPDATE assessments SET name = $2, test = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, change.name, change.test],
    );
    return rows[0];
  } catch (err) {
    throw nameInUse(err);
  }
}

/** Archives the assessment: gone from every list, its name free again, its row kept for what points at it. */
export async function deleteAssessment(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx.query('UPDATE assessments SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL', [id, at]);
}
