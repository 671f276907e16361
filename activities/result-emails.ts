import type { SubmissionRecord } from '../db/submissions';
import type { EmailContent } from '../email/html';
import {
  candidateResultEmail,
  companyResultEmail,
  type HoleVerdicts,
  type ResultRecipient,
  type ScoredSubmission,
} from '../email/results';
import { DIMENSIONS, getPersonality, resultScore } from '../scoring';
import type { Scorecard } from '../scoring/scorecard/scorecard-schema';

const nameOf = (personality: string) => getPersonality(personality)?.name ?? personality;

/** Each hole's three verdicts, read from the scorecard: the plain data the candidate's e-mail words. */
function holeVerdicts(card: Scorecard): HoleVerdicts[] {
  return Object.entries(card.holes).map(([holeId, evaluation]) => ({
    holeId,
    verdicts: [evaluation.first, evaluation.second, evaluation.third].map((r) => ({
      evaluator: nameOf(r.personality),
      total: resultScore(r),
      scores: DIMENSIONS.filter((d) => r[d]).map((d) => ({ dimension: d, score: r[d]!.score })),
      feedback: r.feedback,
    })),
  }));
}

/** The result e-mail of an analyzed submission for the candidate or the company. */
export function resultEmail(
  recipient: ResultRecipient,
  record: SubmissionRecord,
  card: Scorecard,
  company: { name: string; playbackUrl: string },
): EmailContent {
  const submission: ScoredSubmission = {
    candidateName: record.name,
    candidateEmail: record.email,
    attempt: record.attempt,
    holes: record.holes,
    test: Boolean(record.test),
    summary: card.summary,
  };
  return recipient === 'candidate'
    ? candidateResultEmail(submission, holeVerdicts(card), company.name)
    : companyResultEmail(submission, company.playbackUrl);
}
