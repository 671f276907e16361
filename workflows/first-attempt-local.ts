import { ActivityFailure, ApplicationFailure, isCancellation, patched, sleep } from '@temporalio/workflow';
import { asActivityFailure } from './activity-failures';

/** Runs started before a delivery's first attempt became a local activity schedule every attempt as an activity task. */
const DELIVERIES_FIRST_ATTEMPT_LOCAL = 'deliveries-first-attempt-local';

export interface FirstAttemptLocal<T> {
  /** The first attempt, as a local activity of at most one attempt. */
  local: () => Promise<T>;
  /** Every attempt after it, as the activity with its own retry policy. */
  scheduled: () => Promise<T>;
  /** The wait between a first attempt that failed and the scheduled ones: the policy's first interval. */
  retryAfterMs: number;
}

/**
 * A delivery's first attempt runs as a local activity: in the workflow task that asks for it, by
 * the worker running the workflow, recorded as a marker. Most deliveries succeed at once, and an
 * activity task costs Temporal a dispatch and the run a workflow task more. Only a first attempt
 * that failed in a way a retry may heal leads to the activity task and its retries, after the
 * policy's first wait; a failure no retry heals is thrown as the scheduled activity's would be.
 * A worker lost during the first attempt loses its workflow task, and the next worker runs the
 * attempt again: the activities are idempotent.
 */
export async function firstAttemptLocal<T>({ local, scheduled, retryAfterMs }: FirstAttemptLocal<T>): Promise<T> {
  if (!patched(DELIVERIES_FIRST_ATTEMPT_LOCAL)) return scheduled();
  try {
    return await local();
  } catch (err) {
    const failure = asActivityFailure(err);
    if (!failure || isCancellation(failure) || !mayBeRetried(failure)) throw failure ?? err;
  }
  await sleep(retryAfterMs);
  return scheduled();
}

const mayBeRetried = (err: ActivityFailure) => !(err.cause instanceof ApplicationFailure && err.cause.nonRetryable);
