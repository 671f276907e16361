import type { HoleEvaluation } from './scorecard-schema';
import { DIMENSIONS, MAX_SCORE, PROSE_CORRECTNESS_CEILING, type Dimension } from './dimensions';
import { describeMissed, USELESS_BEHAVIOUR } from '../wording/wording';
import type { CorrectnessMeasurement } from '../measure';
import { overall, resultScore } from './overall';
import { getPersonality } from '../personalities/personalities';
import { listing, plural } from '../wording/text';

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
 * how many holes are correct, one line per hole (correct or not and why, then its mean hole score
 * over the three evaluators), and
 * the "Overall: X/Y" line (overall.ts). Counts only: no hidden case, expected output or code.
 */
export function summarize(personalities: readonly string[], holes: readonly SummarizedHole[]): string {
  const names = personalities.map((id) => getPersonality(id)?.name ?? id);
  const averages = dimensionAverages(holes.map((h) => h.evaluation));
  const strengths = averages.filter((a) => a.average >= STRENGTH_FLOOR).slice(0, 2);
  const weaknesses = [...averages]
    .reverse()
    .filter((a) => a.average < WEAKNESS_CEILING)
    .slice(0, 2);
  const describe = (list: typeof averages) => listing(list.map((a) => `${a.dimension} (average ${a.average})`));
  const { points, max } = overall(holes.map((h) => h.evaluation));

  return [
    `Scored by ${listing(names)} over ${plural(holes.length, 'hole')}.`,
    strengths.length ? `Strengths: ${describe(strengths)}.` : 'Strengths: no dimension stands out yet.',
    weaknesses.length ? `Weaknesses: ${describe(weaknesses)}.` : 'Weaknesses: no dimension falls far behind.',
    `Correct: ${holes.filter((h) => isCorrect(h.correctness)).length} of ${plural(holes.length, 'hole')}.`,
    ...holes.map((h) => {
      const mean = Math.round(
        [h.evaluation.first, h.evaluation.second, h.evaluation.third].map(resultScore).reduce((a, b) => a + b, 0) / 3,
      );
      return `Hole ${h.id} (${h.title}): ${correctnessNote(h.correctness)}; ${mean}/90.`;
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

/** Every hidden case passes: only a program gets there (PROSE_CORRECTNESS_CEILING). */
const isCorrect = (c: CorrectnessMeasurement) => c.score === MAX_SCORE;

/** The hole's correctness first, so that a reader sees at a glance which holes are right. */
function correctnessNote(c: CorrectnessMeasurement): string {
  switch (c.kind) {
    case 'executed':
      if (c.useless) return `not correct, it does nothing useful (it ${USELESS_BEHAVIOUR[c.useless]})`;
      if (c.passed === c.total) return `correct, all ${c.total} hidden cases pass`;
      if (c.passed === 0) return `not correct, none of the ${c.total} hidden cases pass`;
      return `not correct, ${c.passed} of ${c.total} hidden cases pass${c.missed ? ` (fails on ${describeMissed(c.missed)})` : ''}`;
    case 'rubric':
      if (c.targets === 0) return 'not executed, and no expected result can be checked in prose';
      return c.score === PROSE_CORRECTNESS_CEILING
        ? 'not correct, not executed: it states every expected result the rubric checks, ' +
            'but only a program that passes the hidden cases counts as correct'
        : `not executed, it states ${Math.round(c.mentioned)} of the ${c.targets} expected results the rubric checks`;
    case 'unavailable':
      return 'not judged, execution was unavailable';
    case 'unsupported':
      return 'not judged, a language that cannot be run or checked against a rubric';
    case 'empty':
      return 'nothing submitted';
  }
}
