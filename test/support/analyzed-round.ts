import assert from 'node:assert/strict';
import type { VariationLetter } from '@hiring/course';
import { findSubmission } from '../../db/submissions';
import { Scorecard, type EvaluatorResult } from '../../scoring/scorecard/scorecard-schema';
import { roundBearer, startRound, workflowDone } from './rounds';
import type { TestStack } from './stack';

export interface AnalyzedRound {
  /** The variation drawn for each hole, in the order of the holes. */
  letters: VariationLetter[];
  /** The three personalities' readings of a hole: first, second, third. */
  readings(holeId: number): EvaluatorResult[];
  /** From the candidate's submit to the row's analyzed status. */
  analyzedMs: number;
}

export type ShotsFor = (letters: VariationLetter[]) => { language: string; code: string }[];

/** Plays a round with `code` on `holes` with the shots chosen for the variations drawn, submits it and waits until it is analyzed. */
export async function playAnalyzedRound(
  stack: TestStack,
  code: string,
  holes: number[],
  shotsFor: ShotsFor,
): Promise<AnalyzedRound> {
  const round = await startRound(stack, code, { holes });
  const letters = (await findSubmission(stack.db.pool, round.id))!.variations as VariationLetter[];
  for (const [i, shot] of shotsFor(letters).entries()) {
    await stack.http.put(`/v1/rounds/${round.id}/shots/${holes[i]}`).set(roundBearer(round)).send(shot).expect(200);
  }
  await stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({}).expect(202);
  await workflowDone(stack, round.id);
  const row = (await findSubmission(stack.db.pool, round.id))!;
  assert.equal(row.status, 'analyzed', row.failure ?? '');
  const card = Scorecard.parse(row.scorecard);
  return {
    letters,
    readings: (holeId) => {
      const h = card.holes[String(holeId)];
      return [h.first, h.second, h.third];
    },
    analyzedMs: row.processing_finished_at!.getTime() - row.submitted_at!.getTime(),
  };
}
