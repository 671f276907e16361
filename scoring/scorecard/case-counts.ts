import { z } from 'zod';
import { CASE_TAGS, type HiddenCase } from '@hiring/course';
import type { CaseResult } from '../sandbox';
import type { MeasuredHole } from './scorecard';

// Each hole's hidden cases as its program met them, counted at analysis: counts only, never an
// input. Owned here; the API registers it (api/schemas/submission.ts).

const count = (description: string) => z.int().min(0).describe(description);

export const KindCount = z
  .strictObject({ passed: count('Cases of this kind that passed'), total: count('Cases of this kind') })
  .meta({ id: 'KindCount' });

export const HoleCaseCounts = z
  .strictObject({
    passed: count('Hidden cases that passed'),
    total: count('Hidden cases run'),
    correct: z.boolean().describe('Every hidden case passed'),
    by_kind: z
      .partialRecord(z.enum(CASE_TAGS), KindCount)
      .describe('Each kind of hidden case the hole has (empty, minimum, maximum, tricky, typical), counted'),
  })
  .meta({ id: 'HoleCaseCounts' });

export const CaseCounts = z.record(z.string().regex(/^[0-9]+$/), HoleCaseCounts.nullable());

export type KindCount = z.infer<typeof KindCount>;
export type HoleCaseCounts = z.infer<typeof HoleCaseCounts>;
export type CaseCounts = z.infer<typeof CaseCounts>;

/** The kinds of a run's cases, in the order of CASE_TAGS, with how many of each passed. */
export function countByKind(cases: readonly HiddenCase[], results: readonly CaseResult[]): HoleCaseCounts['by_kind'] {
  const byKind: HoleCaseCounts['by_kind'] = {};
  for (const tag of CASE_TAGS) {
    const indices = cases.flatMap((c, i) => (c.tag === tag ? [i] : []));
    if (indices.length === 0) continue;
    byKind[tag] = { passed: indices.filter((i) => results[i]?.verdict === 'passed').length, total: indices.length };
  }
  return byKind;
}

/** The round's counts, from what was measured of each shot. */
export function caseCountsOf(holes: readonly MeasuredHole[]): CaseCounts {
  const counts: CaseCounts = {};
  for (const { hole, measurements } of holes) {
    const c = measurements.correctness;
    if (c.kind !== 'executed') counts[String(hole.id)] = null;
    else if (c.byKind)
      counts[String(hole.id)] = { passed: c.passed, total: c.total, correct: c.passed === c.total, by_kind: c.byKind };
  }
  return counts;
}
