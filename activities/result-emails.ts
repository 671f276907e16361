import type { SubmissionRecord } from '../db/submissions';
import type { EmailContent } from '../email/html';
import { candidateResultEmail, companyResultEmail, type HoleVerdicts, type ScoredRound } from '../email/results';
import type { ResultRecipient } from '../lib/result-recipient';
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
  submission: SubmissionRecord,
  card: Scorecard,
  company: { name: string; playbackUrl: string },
): EmailContent {
  const round: ScoredRound = {
    candidateName: submission.name,
    candidateEmail: submission.email,
    attempt: submission.attempt,
    holes: submission.holes,
    test: Boolean(submission.test),
    summary: card.summary,
  };
  return recipient === 'candidate'
    ? candidateResultEmail(round, holeVerdicts(card), company.name)
    : companyResultEmail(round, company.playbackUrl);
}
