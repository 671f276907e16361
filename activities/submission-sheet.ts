import type { PlayedQuestions } from '@hiring/course';
import { findCompanySheet, isCompanySheet } from '../db/company-sheets';
import type { Queryable } from '../db/pool';

/** What a submission's sheet holds: the course sheet of its course holes, and the company's questions, by id. */
export interface SubmissionSheet {
  courseSheetId: number;
  questions: PlayedQuestions;
}

/**
 * A submission's sheet as its sheet_id names it: a course sheet alone, or a company's sheet (the
 * course sheet and the published versions of its questions it was started on). A sheet never changes.
 */
export async function submissionSheet(db: Queryable, sheetId: number): Promise<SubmissionSheet> {
  if (!isCompanySheet(sheetId)) return { courseSheetId: sheetId, questions: new Map() };
  const sheet = await findCompanySheet(db, sheetId);
  if (!sheet) throw new Error(`sheet ${sheetId} does not exist`);
  // Stored as the API validated them: the course's format.
  return { courseSheetId: sheet.course_sheet_id, questions: sheet.questions as unknown as PlayedQuestions };
}
