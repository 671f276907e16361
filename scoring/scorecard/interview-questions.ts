import { CASE_TAGS, type CaseTag } from '@hiring/course';
import type { HoleCaseCounts } from './case-counts';
import { DIMENSIONS, type Dimension } from './dimensions';
import type { HoleEvaluation } from './scorecard-schema';

// Two to four questions a hiring manager can ask in the interview, drawn from the report itself:
// first the kinds of hidden case a program failed (the most failed kind first), then the weakest
// dimensions. Deterministic: the same submission always gives the same questions, in the same order.

/** One hole of an analyzed round, as the questions read it. */
export interface QuestionedHole {
  title: string;
  evaluation: HoleEvaluation;
  /** Its hidden cases by kind; null or absent where no program ran or they were not recorded. */
  cases?: HoleCaseCounts | null;
}

export const MAX_KIND_QUESTIONS = 2;
export const DIMENSION_QUESTIONS = 2;

const KIND_QUESTIONS: Record<CaseTag, (holes: string) => string> = {
  empty: (holes) =>
    `On ${holes}, the program failed on an empty input. What should it do when there is nothing to read, and how would you check it?`,
  minimum: (holes) =>
    `On ${holes}, the smallest inputs failed. Can you walk through your program by hand on the smallest case?`,
  maximum: (holes) =>
    `On ${holes}, the largest inputs failed. What are the time and memory costs of your solution, ` +
    'and how would you make it handle the largest inputs?',
  tricky: (holes) =>
    `On ${holes}, some tricky cases failed. Which edge cases did you think of, and which one do you suppose it misses?`,
  typical: (holes) =>
    `On ${holes}, typical inputs failed. Can you explain your approach on the worked example, and where it goes wrong?`,
};

const DIMENSION_QUESTIONS_TEXT: Record<Dimension, (hole: string) => string> = {
  quality: (hole) =>
    `Looking at your answer to ${hole} again: what would you change so that a colleague could read and maintain it?`,
  length: (hole) =>
    `Your answer to ${hole} could be more direct. What would you cut, and what would you keep for clarity?`,
  creativity: (hole) => `What other approaches to ${hole} did you consider, and why did you choose this one?`,
  ingenuity: (hole) =>
    `Is there a cleverer algorithm or data structure for ${hole}? What would it gain over your solution?`,
  humor: (hole) =>
    `How do you make code pleasant for the next person to read, in names and comments? Show us in ${hole}.`,
  correctness: (hole) =>
    `How did you convince yourself that your answer to ${hole} is right? Which cases would you test first?`,
};

const quoted = (title: string) => `“${title}”`;

/** "“A”", "“A” and “B”", "“A”, “B” and “C”". */
function titles(holes: readonly string[]): string {
  const names = holes.map(quoted);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

interface FailedKind {
  kind: CaseTag;
  failed: number;
  total: number;
  holes: string[];
}

/** Each kind of hidden case that failed somewhere, the largest share failed first (ties in the order of the kinds). */
function failedKinds(holes: readonly QuestionedHole[]): FailedKind[] {
  const kinds = CASE_TAGS.map((kind): FailedKind => ({ kind, failed: 0, total: 0, holes: [] }));
  for (const hole of holes) {
    for (const entry of kinds) {
      const count = hole.cases?.by_kind[entry.kind];
      if (!count) continue;
      entry.total += count.total;
      entry.failed += count.total - count.passed;
      if (count.passed < count.total) entry.holes.push(hole.title);
    }
  }
  return kinds
    .filter((k) => k.failed > 0)
    .sort((a, b) => b.failed / b.total - a.failed / a.total || CASE_TAGS.indexOf(a.kind) - CASE_TAGS.indexOf(b.kind));
}

interface DimensionMean {
  dimension: Dimension;
  mean: number;
  /** The hole where it scored lowest, which the question names. */
  lowestHole: string;
}

/** The mean score of each dimension the personalities scored, over every hole; lowest first (ties in the order of the dimensions). */
function dimensionMeans(holes: readonly QuestionedHole[]): DimensionMean[] {
  const means: DimensionMean[] = [];
  for (const dimension of DIMENSIONS) {
    let sum = 0;
    let count = 0;
    let lowest: { title: string; mean: number } | undefined;
    for (const hole of holes) {
      const scores = [hole.evaluation.first, hole.evaluation.second, hole.evaluation.third].flatMap((r) =>
        r[dimension] ? [r[dimension].score] : [],
      );
      if (!scores.length) continue;
      sum += scores.reduce((a, b) => a + b, 0);
      count += scores.length;
      const holeMean = scores.reduce((a, b) => a + b, 0) / scores.length;
      if (!lowest || holeMean < lowest.mean) lowest = { title: hole.title, mean: holeMean };
    }
    if (lowest) means.push({ dimension, mean: sum / count, lowestHole: lowest.title });
  }
  return means.sort((a, b) => a.mean - b.mean || DIMENSIONS.indexOf(a.dimension) - DIMENSIONS.indexOf(b.dimension));
}

/**
 * The interview questions for an analyzed round: one per failed kind of hidden case (at most
 * MAX_KIND_QUESTIONS, the kind most failed first, naming the holes where it failed), then one per
 * weakest dimension (DIMENSION_QUESTIONS of them, naming the hole where it scored lowest). Once a
 * failed kind is asked about, correctness is not asked again. Two to four questions in all.
 */
export function interviewQuestions(holes: readonly QuestionedHole[]): string[] {
  const kinds = failedKinds(holes).slice(0, MAX_KIND_QUESTIONS);
  const dimensions = dimensionMeans(holes)
    .filter((d) => !(kinds.length && d.dimension === 'correctness'))
    .slice(0, DIMENSION_QUESTIONS);
  return [
    ...kinds.map((k) => KIND_QUESTIONS[k.kind](titles(k.holes))),
    ...dimensions.map((d) => DIMENSION_QUESTIONS_TEXT[d.dimension](quoted(d.lowestHole))),
  ];
}
