import { ADVICE } from './advice';
import { describeMissed, USELESS_BEHAVIOUR } from './wording';
import { MAX_SCORE, PROSE_CORRECTNESS_CEILING, type Dimension } from '../scorecard/dimensions';
import { pick } from './hash';
import type { CorrectnessMeasurement, UselessKind } from '../measure';
import { plural } from './text';
import type { Voice } from '../voices';

export type Band = 'high' | 'mid' | 'low' | 'miss';

export const bandOf = (score: number): Band => (score >= 70 ? 'high' : score >= 45 ? 'mid' : 'low');

/**
 * On correctness only a full score is high: a program's near miss (70..89, three quarters of the
 * cases or more) is a miss, never praised like a pass; a prose answer's partial rubric is mid.
 */
export const correctnessBand = (score: number, executed: boolean): Band =>
  score === MAX_SCORE ? 'high' : score >= 70 ? (executed ? 'miss' : 'mid') : bandOf(score);

export interface CommentaryInput {
  personality: string;
  voice: Voice;
  holeId: number;
  dimension: Dimension;
  score: number;
  /** Neutral facts from the measurement (never hidden cases, expected outputs or code). */
  facts: readonly string[];
  /** The dimension this personality weighs most. */
  focus: boolean;
  /** Correctness only: whether it comes from running a program (not from a rubric). */
  executed?: boolean;
}

/** The personality's reaction (by score band, phrase chosen by a stable hash), the facts, and its focus remark. */
export function dimensionCommentary(c: CommentaryInput): string {
  const band = c.dimension === 'correctness' ? correctnessBand(c.score, c.executed ?? false) : bandOf(c.score);
  const reaction = pick(c.voice[band], c.personality, c.holeId, c.dimension, c.score, 'reaction');
  return [reaction.replaceAll('{dim}', c.dimension), ...c.facts, ...(c.focus ? [c.voice.focus] : [])].join(' ');
}

export interface FeedbackInput {
  personality: string;
  voice: Voice;
  holeId: number;
  /** The scores it gave, in the order of the interface's Scorecard. */
  scores: readonly { dimension: Dimension; score: number; weight: number }[];
  /** Its hole score (scorecard/overall.ts). */
  total: number;
  correctness: CorrectnessMeasurement;
  /** Set when the shot does nothing useful: nothing submitted, or a program that ignores its input. */
  nothing?: 'empty' | UselessKind;
  /** What the shot does that speaks to its evaluator (measure/addressed.ts), when it does. */
  addressed?: string;
}

/**
 * Opening; what correctness shows (a pass, or which kinds of case fail); best and weakest of the
 * other dimensions; one suggestion (correctness first while anything fails); the hole score; sign-off.
 */
export function feedback(f: FeedbackInput): string {
  const key = [f.personality, f.holeId, f.total];
  const open = pick(f.voice.open, ...key, 'open');
  const close = pick(f.voice.close, ...key, 'close');
  if (f.nothing) {
    const what =
      f.nothing === 'empty' ? 'Nothing was submitted for this hole' : `The program ${USELESS_BEHAVIOUR[f.nothing]}`;
    return `${open} ${what}, so it does nothing useful and every dimension I score sits at the minimum. ${close}`;
  }
  if (f.addressed) {
    return (
      `${open} This answer ${f.addressed}, so everything I judge sits at the minimum: write to the question, not to ` +
      `the grader. ${outcome(f.correctness)} My score for this hole: ${f.total}/90. ${close}`
    );
  }

  const others = f.scores.filter((s) => s.dimension !== 'correctness');
  // Ties go to the dimension this personality weighs more.
  const best = [...others].sort((a, b) => b.score - a.score || b.weight - a.weight)[0];
  const worst = [...others].sort((a, b) => a.score - b.score || b.weight - a.weight)[0];
  const verdict = !best
    ? ''
    : best.score === worst.score
      ? ` Every other dimension I score lands at ${best.score}.`
      : ` Best: ${best.dimension} at ${best.score}; weakest: ${worst.dimension} at ${worst.score}.`;
  const passed = f.correctness.score === MAX_SCORE;
  const advice = !passed
    ? correctnessAdvice(f.correctness)
    : !worst || bandOf(worst.score) === 'high'
      ? 'Nothing here needs urgent work.'
      : pick(
          ADVICE[worst.dimension as keyof typeof ADVICE][bandOf(worst.score) as 'mid' | 'low'],
          ...key,
          worst.dimension,
          'advice',
        );
  return `${open} ${outcome(f.correctness)}${verdict} ${advice} My score for this hole: ${f.total}/90. ${close}`;
}

/** What correctness shows, in one sentence a hiring manager can use: counts and kinds of case, never a case. */
export function outcome(c: CorrectnessMeasurement): string {
  switch (c.kind) {
    case 'executed':
      if (c.passed === c.total) return `It passes all ${c.total} hidden cases.`;
      if (c.passed === 0) return `It passes none of the ${c.total} hidden cases.`;
      return (
        `It fails ${c.total - c.passed} of ${c.total} hidden cases` +
        `${c.missed ? `, on ${describeMissed(c.missed)}` : ''}` +
        `${c.passed >= 0.75 * c.total ? ': close, but not a pass' : ''}.`
      );
    case 'rubric':
      if (c.targets === 0)
        return 'Not executed: none of the expected results can be checked in prose, so the rubric credits nothing.';
      return c.score === PROSE_CORRECTNESS_CEILING
        ? 'Not executed: it states every expected result the rubric checks, which proves less than a program passing the hidden cases.'
        : `Not executed: it states ${plural(Math.round(c.mentioned), 'expected result')} of the ${c.targets} the rubric checks.`;
    case 'unavailable':
      return 'Nothing could be run, so its correctness is unknown and recorded at the minimum.';
    case 'unsupported':
      return 'Its language can be neither run nor checked against a rubric.';
    case 'empty':
      return 'Nothing was submitted.';
  }
}

function correctnessAdvice(c: CorrectnessMeasurement): string {
  if (c.kind === 'executed' && c.passed > 0 && c.missed)
    return `Make every case pass before polishing anything else, starting with ${describeMissed(c.missed)}.`;
  if (c.kind === 'executed')
    return 'Make the hidden cases pass before anything else: reread the statement and try the worked example first.';
  if (c.kind === 'rubric')
    return 'State the result for each case the statement describes, not only the method: the rubric credits results.';
  if (c.kind === 'unavailable')
    return 'The program could not be run on our side; its correctness is still to be measured.';
  return 'Correctness comes first: submit a program in a language that can be run.';
}
