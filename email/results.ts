import { composeEmail, type EmailContent } from './html';

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

export interface ScoredRound {
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
export function candidateResultEmail(round: ScoredRound, verdicts: HoleVerdicts[], companyName: string): EmailContent {
  const holes = verdicts.map(({ holeId, verdicts }) => {
    const lines = verdicts.map((v) => {
      const scores = v.scores.map(({ dimension, score }) => `${dimension} ${score}`).join(', ');
      return `${v.evaluator}: ${v.total}/90 (${scores}). ${v.feedback}`;
    });
    return [`Hole ${holeId}`, ...lines].join('\n');
  });
  return composeEmail(`Your assessment results for ${companyName}`, [
    `Hello ${round.candidateName},`,
    `your round for ${companyName} (attempt ${round.attempt}) has been scored by three evaluators. ${overallLine(round.summary)}.`,
    ...holes,
    `${companyName} has received the same results.`,
  ]);
}

/** To the company: who played, the summary, and where to read the whole scorecard. */
export function companyResultEmail(round: ScoredRound, playbackUrl: string): EmailContent {
  const kind = round.test ? 'A test assessment (free, made with your test code)' : 'A live assessment';
  return composeEmail(`Assessment results: ${round.candidateName} (${overallLine(round.summary)})`, [
    `${kind} by ${round.candidateName} <${round.candidateEmail}> ` +
      `(attempt ${round.attempt}, holes ${round.holes.join(', ')}) has been analyzed.`,
    round.summary,
    `The whole scorecard, the shots and the questions as this candidate saw them: GET ${playbackUrl} with your access token.`,
  ]);
}
