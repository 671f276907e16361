import { createRuleBasedEvaluator, resultScore, type PersonalityId } from '../../scoring';
import type { MeasuredProgram } from './collect';

export interface ScoredProgram {
  program: MeasuredProgram;
  score: number;
}

export interface Orders {
  personality: string;
  /** Pairs (right, wrong) on the same hole: how many, how many the right one outscores, how many the wrong one outscores. */
  sameHole: { pairs: number; rightAbove: number; wrongAbove: number };
  acrossHoles: { pairs: number; rightAbove: number; wrongAbove: number };
  /** The highest hole score of a program that does nothing useful. */
  uselessMax: number;
  /** Distinct hole scores among the right programs: style still tells them apart. */
  rightScores: { min: number; max: number; distinct: number };
  /** The widest gap between the right programs of one hole's variations, in one language. */
  variationSpread: number;
  lowestRight: number;
  highestWrong: number;
}

const USELESS = new Set(['empty', 'constant', 'echo', 'silent']);

/** Every program's hole score from one personality's rule-based evaluator. */
export async function scorePrograms(
  personality: PersonalityId,
  programs: readonly MeasuredProgram[],
): Promise<ScoredProgram[]> {
  const evaluator = createRuleBasedEvaluator(personality);
  return Promise.all(
    programs.map(async (program) => ({ program, score: resultScore(await evaluator.evaluate(program)) })),
  );
}

export function orders(personality: string, scored: readonly ScoredProgram[]): Orders {
  const right = scored.filter((s) => s.program.kind === 'right');
  const wrong = scored.filter((s) => s.program.kind !== 'right' && !USELESS.has(s.program.kind));
  const useless = scored.filter((s) => USELESS.has(s.program.kind));
  const same = { pairs: 0, rightAbove: 0, wrongAbove: 0 };
  const across = { pairs: 0, rightAbove: 0, wrongAbove: 0 };
  for (const r of right) {
    for (const w of wrong) {
      const tally = r.program.hole.id === w.program.hole.id ? same : across;
      tally.pairs++;
      if (r.score > w.score) tally.rightAbove++;
      else if (w.score > r.score) tally.wrongAbove++;
    }
  }
  const byHole = new Map<string, number[]>();
  for (const r of right) {
    const key = `${r.program.hole.id} ${r.program.language}`;
    byHole.set(key, [...(byHole.get(key) ?? []), r.score]);
  }
  const rightScores = right.map((r) => r.score);
  const max = (xs: number[]) => (xs.length ? Math.max(...xs) : Number.NaN);
  const min = (xs: number[]) => (xs.length ? Math.min(...xs) : Number.NaN);
  return {
    personality,
    sameHole: same,
    acrossHoles: across,
    uselessMax: max(useless.map((u) => u.score)),
    rightScores: { min: min(rightScores), max: max(rightScores), distinct: new Set(rightScores).size },
    variationSpread: max([...byHole.values()].map((s) => max(s) - min(s))),
    lowestRight: min(rightScores),
    highestWrong: max(wrong.map((w) => w.score)),
  };
}
