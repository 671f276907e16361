import { RetryState } from '@temporalio/common';
import { ActivityFailure, isCancellation, TemporalFailure } from '@temporalio/workflow';

/**
 * The failure of an activity as an ActivityFailure whose cause says why, whether it ran as an
 * activity task (which fails so) or as a local activity (whose failure comes back as the cause
 * itself); undefined for anything else, such as an error of the workflow's own code.
 */
export function asActivityFailure(err: unknown): ActivityFailure | undefined {
  if (err instanceof ActivityFailure) return err;
  if (!(err instanceof TemporalFailure) || isCancellation(err)) return undefined;
  return new ActivityFailure(
    'Local activity failed',
    '',
    undefined,
    RetryState.RETRY_STATE_UNSPECIFIED,
    undefined,
    err,
  );
}
