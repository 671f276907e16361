import type { z } from 'zod';
import type { GreenhouseTestProgress } from '../../db/greenhouse-tests';
import { MAX_SCORE, overall } from '../../scoring';
import { Scorecard } from '../../scoring/scorecard/scorecard-schema';
import type { GREENHOUSE_STATUSES, GreenhouseTestStatus } from '../schemas/greenhouse';

export type GreenhouseStatus = (typeof GREENHOUSE_STATUSES)[number];

/** A similarity score from which a program counts as like another's: what copies score (independent programs stay near 30). */
export const SIMILAR_FROM = 80;

/** Where a sent test is, in the words test_status answers. */
export function greenhouseStatus(
  t: Pick<GreenhouseTestProgress, 'cancelled_at' | 'expires_at' | 'round_status' | 'round_erased'>,
  now: Date,
): GreenhouseStatus {
  if (t.cancelled_at) return 'cancelled';
  if (t.round_erased) return 'erased';
  switch (t.round_status) {
    case null:
      return now >= t.expires_at ? 'expired' : 'sent';
    case 'draft':
      return 'started';
    case 'submitted':
    case 'processing':
      return 'submitted';
    case 'analyzed':
      return 'complete';
    case 'failed':
      return 'failed';
  }
}

/**
 * test_status's answer: the status, and once complete the score (the overall as a percentage of
 * its maximum), the link to the report and the flat metadata Greenhouse shows beside it.
 */
export function testStatusAnswer(
  t: GreenhouseTestProgress,
  now: Date,
  reportUrl: (submissionId: string) => string,
): z.infer<typeof GreenhouseTestStatus> {
  const status = greenhouseStatus(t, now);
  const metadata: Record<string, string | number | boolean | null> = {};
  if (t.started_at) metadata['Started at'] = t.started_at.toISOString();
  if (t.submitted_at) metadata['Submitted at'] = t.submitted_at.toISOString();
  if (status !== 'complete' || !t.submission_id)
    return { partner_status: status, partner_profile_url: null, partner_score: null, metadata };

  const holes = Object.values(Scorecard.parse(t.scorecard).holes);
  const { points, max } = overall(holes);
  const correct = holes.filter((h) => [h.first, h.second, h.third].some((r) => r.correctness?.score === MAX_SCORE));
  metadata['Correct holes'] = `${correct.length} of ${holes.length}`;
  metadata['Languages'] = (t.shot_languages ?? []).join(', ');
  metadata['Similar to another submission'] = (t.similarity_highest ?? 0) >= SIMILAR_FROM;
  return {
    partner_status: status,
    partner_profile_url: reportUrl(t.submission_id),
    partner_score: Math.round((100 * points) / max),
    metadata,
  };
}
