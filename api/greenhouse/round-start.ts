import { QUESTION_LIMITS } from '@hiring/course';
import type { QuestionsOffered } from '../../db/companies';
import { findGreenhouseTestToStart } from '../../db/greenhouse-tests';
import type { Queryable } from '../../db/pool';
import { ApiError } from '../http/errors';
import { validationFailed } from '../http/validation';

export const invitationWithdrawn = () =>
  new ApiError(
    410,
    'invitation_withdrawn',
    'This test was cancelled or has expired, or its assessment is no longer offered: ask the company that sent it for a new one.',
  );

export const invitationUsed = () =>
  new ApiError(409, 'invitation_used', 'A round was already started from this invitation: each starts one.');

/** What a round started from a Greenhouse test takes from its assessment, where the company's settings would apply. */
export interface GreenhouseRoundTerms {
  testId: string;
  test: 0 | 1;
  /** null: the company's own limit. */
  timeLimitMinutes: number | null;
  /** null: the company's own list. */
  languages: string[] | null;
  /** The test is its own attempt, not counted against the company's `per_candidate`. */
  separateAttempts: boolean;
  /** The course's holes its assessment narrows a round to; null: the whole course. */
  courseHoles: number[] | null;
  /** What its assessment offers; null: the company's setting. */
  questions: QuestionsOffered | null;
}

/**
 * The test behind an invitation link, locked for the start: refused when it was cancelled, has
 * expired, its assessment was deleted or it already has its round, or when a hole picked is outside
 * the assessment's pool.
 */
export async function greenhouseRoundTerms(
  tx: Queryable,
  companyId: string,
  testId: string,
  holes: readonly number[],
  now: Date,
): Promise<GreenhouseRoundTerms> {
  const t = await findGreenhouseTestToStart(tx, companyId, testId);
  if (!t || t.cancelled_at || now >= t.expires_at || t.assessment_deleted) throw invitationWithdrawn();
  if (t.submission_id) throw invitationUsed();
  const pool = t.assessment_holes;
  // The assessment narrows the course's holes; the company's own questions are offered by its setting.
  const outside = pool ? holes.filter((h) => h < QUESTION_LIMITS.firstId && !pool.includes(h)) : [];
  if (outside.length > 0)
    throw validationFailed([
      { path: 'holes', message: `this assessment's holes are ${pool!.join(', ')}; not ${outside.join(', ')}` },
    ]);
  return {
    testId: t.id,
    test: t.assessment_test ? 1 : 0,
    timeLimitMinutes: t.assessment_round_time_limit_minutes,
    languages: t.assessment_languages,
    separateAttempts: t.assessment_separate_attempts,
    courseHoles: pool,
    questions: t.assessment_questions,
  };
}
