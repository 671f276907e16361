import { ADVICE } from './advice';
import type { Dimension } from './dimensions';
import { pick } from './hash';
import type { Voice } from './voices';

export type Band = 'high' | 'mid' | 'low';

export const bandOf = (score: number): Band => (score >= 70 ? 'high' : score >= 45 ? 'mid' : 'low');

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
}

/** The personality's reaction (by score band, phrase chosen by a stable hash), the facts, and its focus remark. */
export function dimensionCommentary(c: CommentaryInput): string {
  const reaction = pick(c.voice[bandOf(c.score)], c.personality, c.holeId, c.dimension, c.score, 'reaction');
  return [reaction.replaceAll('{dim}', c.dimension), ...c.facts, ...(c.focus ? [c.voice.focus] : [])].join(' ');
}

export interface FeedbackInput {
  personality: string;
  voice: Voice;
  holeId: number;
  /** The scores it gave, in the order of interface 2.6. */
  scores: readonly { dimension: Dimension; score: number; weight: number }[];
  /** Its weighted mean (overall.ts). */
  total: number;
  empty: boolean;
}

/** Opening, best and weakest dimension, one suggestion for the weakest, the weighted score, sign-off. */
export function feedback(f: FeedbackInput): string {
  const key = [f.personality, f.holeId, f.total];
  const open = pick(f.voice.open, ...key, 'open');
  const close = pick(f.voice.close, ...key, 'close');
  if (f.empty) return `${open} Nothing was submitted for this hole, so every dimension I score sits at the minimum. ${close}`;

  // Ties go to the dimension this personality weighs more.
  const byScore = [...f.scores].sort((a, b) => b.score - a.score || b.weight - a.weight);
  const best = byScore[0];
  const worst = [...f.scores].sort((a, b) => a.score - b.score || b.weight - a.weight)[0];
  const verdict =
    best.score === worst.score
      ? `Every dimension I score lands at ${best.score}.`
      : `Best: ${best.dimension} at ${best.score}; weakest: ${worst.dimension} at ${worst.score}.`;
  const band = bandOf(worst.score);
  const advice = band === 'high' ? 'Nothing here needs urgent work.' : pick(ADVICE[worst.dimension][band], ...key, worst.dimension, 'advice');
  return `${open} ${verdict} ${advice} My weighted score for this hole: ${f.total}/90. ${close}`;
}
