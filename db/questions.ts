import { isUniqueViolation } from './errors';
import type { Queryable } from './pool';

export const QUESTION_STATUSES = ['draft', 'published', 'retired'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** Where the check of a question's revision by running it stands (migration 1763800000039). */
export const CHECK_STATUSES = ['running', 'passed', 'failed'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** What keeps a revision from being played, named by its field's path. */
export interface StoredProblem {
  path: string;
  message: string;
}

/**
 * What a company writes of a question (the course's QuestionSpec); its variations are stored as
 * the API validated them, and read back as plain JSON.
 */
export interface QuestionFields {
  title: string;
  category: string;
  difficulty: number;
  private: boolean;
  variations: unknown[];
}

/** A company's own question (migration 1763800000038): a hole in the course's format. */
export interface QuestionRecord extends QuestionFields {
  company_id: string;
  id: number;
  status: QuestionStatus;
  /** One more at each change: the check of one revision never stands for another. */
  revision: number;
  check_status: CheckStatus;
  check_problems: StoredProblem[];
  /** Its latest published version (db/company-sheets.ts), and when it was published; null: never. */
  published_version: number | null;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** What a list shows of a question: everything but its variations and its check's problems. */
export type QuestionSummaryRecord = Omit<QuestionRecord, 'variations' | 'check_problems'>;

/** Another question of the company in use has this title (in any letter case). */
export class QuestionTitleInUseError extends Error {}

const SUMMARY_COLUMNS =
  'company_id, id, status, revision, check_status, title, category, difficulty, private, published_version, ' +
  'published_at, created_at, updated_at';
export const QUESTION_COLUMNS = `${SUMMARY_COLUMNS}, check_problems, variations`;
const TITLE_KEY = 'company_questions_title_key';

const titleInUse = (err: unknown) => (isUniqueViolation(err, TITLE_KEY) ? new QuestionTitleInUseError() : err);

/** The company's questions, retired ones last, each group by title (letter case aside), then id. */
export async function listQuestions(db: Queryable, companyId: string): Promise<QuestionSummaryRecord[]> {
  const { rows } = await db.query<QuestionSummaryRecord>(
    `SELECT ${SUMMARY_COLUMNS} FROM company_questions WHERE company_id = $1
     ORDER BY status = 'retired', lower(title), id`,
    [companyId],
  );
  return rows;
}

/** The company's questions in use (drafts and published ones), whole, by title (letter case aside), then id. */
export async function listQuestionsInUse(db: Queryable, companyId: string): Promise<QuestionRecord[]> {
  const { rows } = await db.query<QuestionRecord>(
    `SELECT ${QUESTION_COLUMNS} FROM company_questions WHERE company_id = $1 AND status <> 'retired'
     ORDER BY lower(title), id`,
    [companyId],
  );
  return rows;
}

/** How many questions the company has in use (not retired) and in all, and the id its next one takes. */
export async function questionCounts(
  db: Queryable,
  companyId: string,
  firstId: number,
): Promise<{ inUse: number; all: number; nextId: number }> {
  const { rows } = await db.query<{ in_use: number; all: number; next_id: number }>(
    `SELECT count(*) FILTER (WHERE status <> 'retired')::int AS in_use, count(*)::int AS all,
       coalesce(max(id) + 1, $2)::int AS next_id
     FROM company_questions WHERE company_id = $1`,
    [companyId, firstId],
  );
  return { inUse: rows[0].in_use, all: rows[0].all, nextId: rows[0].next_id };
}

/** One question of the company, retired or not; `forUpdate` locks its row. */
export async function findQuestion(
  db: Queryable,
  companyId: string,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<QuestionRecord | undefined> {
  const { rows } = await db.query<QuestionRecord>(
    `SELECT ${QUESTION_COLUMNS} FROM company_questions WHERE company_id = $1 AND id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [companyId, id],
  );
  return rows[0];
}

export async function insertQuestion(
  tx: Queryable,
  q: QuestionFields & { id: number; companyId: string; at: Date },
): Promise<QuestionRecord> {
  try {
    const { rows } = await tx.query<QuestionRecord>(
      `INSERT INTO company_questions (company_id, id, title, category, difficulty, private, variations, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       RETURNING ${QUESTION_COLUMNS}`,
      [q.companyId, q.id, q.title, q.category, q.difficulty, q.private, JSON.stringify(q.variations), q.at],
    );
    return rows[0];
  } catch (err) {
    throw titleInUse(err);
  }
}

/** What a new revision resets: its check runs again, and the reconciler's marks start over. */
const NEW_REVISION =
  ", revision = revision + 1, check_status = 'running', check_problems = '[]', sweep_attempts = 0, sweep_after = NULL";

/**
 * Writes every field of `after`: the caller merges a change into the row it read. `recheck` (the
 * variations changed: what the check runs) makes it a new revision, checked again.
 */
export async function updateQuestion(
  tx: Queryable,
  key: { companyId: string; id: number },
  after: QuestionFields,
  at: Date,
  recheck: boolean,
): Promise<QuestionRecord> {
  try {
    const { rows } = await tx.query<QuestionRecord>(
      `UPDATE company_questions SET title = $3, category = $4, difficulty = $5, private = $6, variations = $7,
         updated_at = $8${recheck ? NEW_REVISION : ''}
       WHERE company_id = $1 AND id = $2 RETURNING ${QUESTION_COLUMNS}`,
      [
        key.companyId,
        key.id,
        after.title,
        after.category,
        after.difficulty,
        after.private,
        JSON.stringify(after.variations),
        at,
      ],
    );
    return rows[0];
  } catch (err) {
    throw titleInUse(err);
  }
}

/** Retires the question: no longer offered, its title free again, its row kept for what was played on it. */
export async function retireQuestion(
  tx: Queryable,
  key: { companyId: string; id: number },
  at: Date,
): Promise<QuestionRecord> {
  const { rows } = await tx.query<QuestionRecord>(
    `UPDATE company_questions SET status = 'retired', retired_at = $3, updated_at = $3
     WHERE company_id = $1 AND id = $2 RETURNING ${QUESTION_COLUMNS}`,
    [key.companyId, key.id, at],
  );
  return rows[0];
}

/** Identifies one revision of one question: what a check is about. */
export interface QuestionRevision {
  companyId: string;
  questionId: number;
  revision: number;
}

/**
 * Stores the check of a revision: passed without problems, failed with them. Only while that
 * revision is the question's and its check runs: a later change, or a check stored already, wins.
 */
export async function storeQuestionCheck(
  db: Queryable,
  at: QuestionRevision,
  problems: readonly StoredProblem[],
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE company_questions SET check_status = $4, check_problems = $5
     WHERE company_id = $1 AND id = $2 AND revision = $3 AND check_status = 'running'`,
    [at.companyId, at.questionId, at.revision, problems.length ? 'failed' : 'passed', JSON.stringify(problems)],
  );
  return rowCount === 1;
}
