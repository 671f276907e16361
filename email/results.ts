import { composeEmail, type EmailContent } from './html';

/** Who receives a submission's result e-mail; each has its own outbox row and `<recipient>_emailed_at`. */
export const RESULT_RECIPIENTS = ['candidate', 'company'] as const;
export type ResultRecipient = (typeof RESULT_RECIPIENTS)[number];

/** One evaluator's verdict on one hole, as the candidate reads it. */
export interface EvaluatorVerdict {
  /** The personality's name. */
  evaluator: string;
  /** Out of 90. */
  total: number;
  /** The dimensions it scored, in the scorecard's order. */
  scores: Array<{ dimension: string; score: number }>;
  feedback: string;
}

export interface HoleVerdicts {
  holeId: string;
  /** first, second, third. */
  verdicts: EvaluatorVerdict[];
}

export interface ScoredSubmission {
  candidateName: string;
  candidateEmail: string;
  attempt: number;
  holes: number[];
  test: boolean;
  /** The scorecard's summary; its last line is "Overall: X/Y". */
  summary: string;
}

const overallLine = (summary: string) => summary.split('\n').at(-1) ?? '';

/** To the candidate: every evaluator's scores and feedback, hole by hole. Never the hidden cases. */
export function candidateResultEmail(
  submission: ScoredSubmission,
  verdicts: HoleVerdicts[],
  companyName: string,
): EmailContent {
  const holes = verdicts.map(({ holeId, verdicts }) => {
    const lines = verdicts.map((v) => {
      const scores = v.scores.map(({ dimension, score }) => `${dimension} ${score}`).join(', ');
      return `${v.evaluator}: ${v.total}/90 (${scores}). ${v.feedback}`;
    });
    return [`Hole ${holeId}`, ...lines].join('\n');
  });
  return composeEmail(`Your assessment results for ${companyName}`, [
    `Hello ${submission.candidateName},`,
    `your round for ${companyName} (attempt ${submission.attempt}) has been scored by three evaluators. ` +
      `${overallLine(submission.summary)}.`,
    ...holes,
    `${companyName} has received the same results.`,
  ]);
}

/** To the company: who played, the summary, and where to read the whole scorecard. */
export function companyResultEmail(submission: ScoredSubmission, playbackUrl: string): EmailContent {
  const kind = submission.test ? 'A test assessment (free, made with your test code)' : 'A live assessment';
  return composeEmail(`Assessment results: ${submission.candidateName} (${overallLine(submission.summary)})`, [
    `${kind} by ${submission.candidateName} <${submission.candidateEmail}> ` +
      `(attempt ${submission.attempt}, holes ${submission.holes.join(', ')}) has been analyzed.`,
    submission.summary,
    `The whole scorecard, the shots and the questions as this candidate saw them: GET ${playbackUrl} with your access token.`,
  ]);
}
