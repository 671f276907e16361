import type { PlayedQuestions } from '@hiring/course';
import { findSheetOfHoles, isCompanySheet } from '../db/company-sheets';
import type { Queryable } from '../db/pool';

/** What a submission's sheet holds of it: the course sheet of its course holes, and its company questions, by id. */
export interface SubmissionSheet {
  courseSheetId: number;
  questions: PlayedQuestions;
}

/**
 * The sheet of a submission as its sheet_id names it, for its `holes`: a course sheet alone, or a
 * company's sheet (the course sheet and the published versions of the questions it was started
 * on). A sheet never changes.
 */
export async function submissionSheet(
  db: Queryable,
  s: { sheet_id: number; holes: readonly number[] },
): Promise<SubmissionSheet> {
  if (!isCompanySheet(s.sheet_id)) return { courseSheetId: s.sheet_id, questions: new Map() };
  const sheet = await findSheetOfHoles(db, s.sheet_id, s.holes);
  if (!sheet) throw new Error(`sheet ${s.sheet_id} does not exist`);
  // Stored as the API validated them: the course's format.
  return { courseSheetId: sheet.courseSheetId, questions: sheet.questions as unknown as PlayedQuestions };
}
