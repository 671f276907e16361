import type { HoleEvaluation } from '../api/schemas/scorecard';
import { DIMENSIONS, type Dimension } from './dimensions';
import type { CorrectnessMeasurement } from './measure';
import { overall, resultScore } from './overall';
import { getPersonality } from './personalities';
import { listing, plural } from './text';

export interface SummarizedHole {
  id: number;
  title: string;
  evaluation: HoleEvaluation;
  correctness: CorrectnessMeasurement;
}

const STRENGTH_FLOOR = 60;
const WEAKNESS_CEILING = 50;

/**
 * The scorecard's summary, one statement a line: who scored, strengths (the two best dimensions on
 * average over every hole and evaluator, if at least 60), weaknesses (the two worst, if under 50),
 * one line per hole (its mean over the three evaluators and how correctness was established), and
 * the "Overall: X/Y" line (overall.ts). Counts only: no hidden case, expected output or code.
 */
export function summarize(personalities: readonly string[], holes: readonly SummarizedHole[]): string {
  const names = personalities.map((id) => getPersonality(id)?.name ?? id);
  const averages = dimensionAverages(holes.map((h) => h.evaluation));
  const strengths = averages.filter((a) => a.average >= STRENGTH_FLOOR).slice(0, 2);
  const weaknesses = [...averages].reverse().filter((a) => a.average < WEAKNESS_CEILING).slice(0, 2);
  const describe = (list: typeof averages) => listing(list.map((a) => `${a.dimension} (average ${a.average})`));
  const { points, max } = overall(holes.map((h) => h.evaluation));

  return [
    `Scored by ${listing(names)} over ${plural(holes.length, 'hole')}.`,
    strengths.length ? `Strengths: ${describe(strengths)}.` : 'Strengths: no dimension stands out yet.',
    weaknesses.length ? `Weaknesses: ${describe(weaknesses)}.` : 'Weaknesses: no dimension falls far behind.',
    ...holes.map((h) => {
      const mean = Math.round([h.evaluation.first, h.evaluation.second, h.evaluation.third].map(resultScore).reduce((a, b) => a + b, 0) / 3);
      return `Hole ${h.id} (${h.title}): ${mean}/90; ${correctnessNote(h.correctness)}.`;
    }),
    `Overall: ${points}/${max}`,
  ].join('\n');
}

/** Average score of each dimension over every result that scored it, best first (ties in interface order). */
function dimensionAverages(evaluations: readonly HoleEvaluation[]): { dimension: Dimension; average: number }[] {
  const results = evaluations.flatMap((e) => [e.first, e.second, e.third]);
  return DIMENSIONS.flatMap((dimension) => {
    const scores = results.map((r) => r[dimension]?.score).filter((s) => s !== undefined);
    return scores.length ? [{ dimension, average: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) }] : [];
  }).sort((a, b) => b.average - a.average);
}

function correctnessNote(c: CorrectnessMeasurement): string {
  switch (c.kind) {
    case 'executed':
      return `${c.passed} of ${c.total} hidden cases passed`;
    case 'rubric':
      return 'not executed, scored against a rubric';
    case 'unavailable':
      return 'not executed: execution was unavailable';
    case 'unsupported':
      return 'not executed: a language that cannot be run or rubric-scored';
    case 'empty':
      return 'nothing submitted';
  }
}
