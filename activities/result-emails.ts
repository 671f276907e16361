import type { Scorecard } from '../scoring/scorecard-schema';
import type { SubmissionRecord } from '../db/submissions';
import { composeEmail, type EmailContent } from '../lib/email/html';
import { DIMENSIONS, getPersonality, resultScore } from '../scoring';

/** The scorecard's last line, "Overall: X/Y". */
const overallLine = (card: Scorecard) => card.summary.split('\n').at(-1) ?? '';

const nameOf = (personality: string) => getPersonality(personality)?.name ?? personality;

/** To the candidate: every evaluator's scores and feedback, hole by hole. Never the hidden cases. */
export function candidateResultEmail(submission: SubmissionRecord, card: Scorecard, companyName: string): EmailContent {
  const holes = Object.entries(card.holes).map(([holeId, evaluation]) => {
    const lines = [evaluation.first, evaluation.second, evaluation.third].map((r) => {
      const scores = DIMENSIONS.filter((d) => r[d]).map((d) => `${d} ${r[d]!.score}`).join(', ');
      return `${nameOf(r.personality)}: ${resultScore(r)}/90 (${scores}). ${r.feedback}`;
    });
    return [`Hole ${holeId}`, ...lines].join('\n');
  });
  return composeEmail(`Your assessment results for ${companyName}`, [
    `Hello ${submission.name},`,
    `your round for ${companyName} (attempt ${submission.attempt}) has been scored by three evaluators. ${overallLine(card)}.`,
    ...holes,
    `${companyName} has received the same results.`,
  ]);
}

/** To the company: who played, the summary, and where to read the whole scorecard. */
export function companyResultEmail(submission: SubmissionRecord, card: Scorecard, playbackUrl: string): EmailContent {
  const kind = submission.test ? 'A test assessment (free, made with your test code)' : 'A live assessment';
  return composeEmail(`Assessment results: ${submission.name} (${overallLine(card)})`, [
    `${kind} by ${submission.name} <${submission.email}> (attempt ${submission.attempt}, holes ${submission.holes.join(', ')}) has been analyzed.`,
    card.summary,
    `The whole scorecard, the shots and the questions as this candidate saw them: GET ${playbackUrl} with your access token.`,
  ]);
}
