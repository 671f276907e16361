import { z } from 'zod';
import type { Standing as StandingRecord } from '../../db/standing';
import type { CourseEntry } from '@hiring/course';
import { CaseCounts } from '../../scoring/scorecard/case-counts';
import {
  interviewQuestions,
  MAX_KIND_QUESTIONS,
  DIMENSION_QUESTIONS,
} from '../../scoring/scorecard/interview-questions';
import { Scorecard } from '../../scoring/scorecard/scorecard-schema';
import { registry } from '../http/openapi';

// What the detail adds beside the interface's Submission for the hiring manager's report: where
// the candidate stands, and what to ask them.

export const Standing = registry.register(
  'Standing',
  z
    .object({
      percentile: z
        .int()
        .min(0)
        .max(100)
        .describe(
          'The share of the compared submissions whose overall points are lower, plus half the share with the same ' +
            'points, in percent, rounded',
        ),
      compared_with: z.int().min(1).describe('How many submissions it was compared with'),
    })
    .describe(
      "Where this submission's overall points stand among the company's other analyzed live submissions of the same " +
        'sheet and the same three questions (in any order). Test rounds are never compared with; a test round itself ' +
        'is placed among the live ones. Omitted before analysis and when there is no other such submission',
    ),
);

export const InterviewQuestions = z
  .array(z.string())
  .min(1)
  .max(MAX_KIND_QUESTIONS + DIMENSION_QUESTIONS)
  .describe(
    `Present once analyzed: two to four questions to ask in the interview, in plain words. First, at most ` +
      `${MAX_KIND_QUESTIONS}, the kinds of hidden case that failed, the most failed first, naming the questions where ` +
      `they failed; then the ${DIMENSION_QUESTIONS} weakest dimensions over the three personalities, naming the ` +
      'question where each scored lowest. The same submission always gives the same questions',
  );

interface Reported {
  holes: number[];
  scorecard: unknown;
  case_counts: unknown;
}

/** The report's fields of the detail: omitted where they have no value. */
export function reportFields(r: Reported, course: Record<string, CourseEntry>, standing: StandingRecord | undefined) {
  const scorecard = r.scorecard ? Scorecard.parse(r.scorecard) : undefined;
  const counts = r.case_counts ? CaseCounts.parse(r.case_counts) : undefined;
  return {
    ...(standing ? { standing: { percentile: standing.percentile, compared_with: standing.comparedWith } } : {}),
    ...(scorecard
      ? {
          interview_questions: interviewQuestions(
            r.holes.map((hole) => ({
              title: course[String(hole)].title,
              evaluation: scorecard.holes[String(hole)],
              cases: counts?.[String(hole)],
            })),
          ),
        }
      : {}),
  };
}
