import { ActivityFailure, ApplicationFailure, proxyActivities, sleep } from '@temporalio/workflow';
import type { InvitationActivities } from '../activities/invitations';

export const INVITE_BATCH_SIZE = 10;

const { sendInvitation } = proxyActivities<InvitationActivities>({
  startToCloseTimeout: '1 minute',
  // As for every e-mail: a mail server that is down for a while is waited for, for up to a day.
  scheduleToCloseTimeout: '1 day',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

// One SQL update. No end to its retries, on purpose: only a database that is down fails it, and
// giving up would leave the outcome unrecorded; an outage is waited out.
const { markInvitationFailed } = proxyActivities<InvitationActivities>({
  startToCloseTimeout: '30 seconds',
});

export interface InvitationBatch {
  companyId: string;
  batchId: string;
  /** The invitations to send, in request order. */
  invitationIds: string[];
  /** Pause between batches of INVITE_BATCH_SIZE (INVITE_BATCH_DELAY_MS; a workflow cannot read config). */
  batchDelayMs: number;
}

export interface InvitationOutcome {
  sent: number;
  failed: number;
}

/**
 * Sends the invitations of one POST /invite (workflow id `invite-<company>-<batch>`) in batches of
 * 10, pausing between batches. Each address is its own activity: one that fails does not stop
 * the others, and its row records why.
 */
export async function invitationsWorkflow(batch: InvitationBatch): Promise<InvitationOutcome> {
  const outcome: InvitationOutcome = { sent: 0, failed: 0 };
  for (let start = 0; start < batch.invitationIds.length; start += INVITE_BATCH_SIZE) {
    if (start > 0 && batch.batchDelayMs > 0) await sleep(batch.batchDelayMs);
    const results = await Promise.all(batch.invitationIds.slice(start, start + INVITE_BATCH_SIZE).map(invite));
    for (const result of results) outcome[result] += 1;
  }
  return outcome;
}

async function invite(invitationId: string): Promise<keyof InvitationOutcome> {
  try {
    await sendInvitation(invitationId);
  } catch (err) {
    if (!(err instanceof ActivityFailure)) throw err;
    await markInvitationFailed(invitationId, failureReason(err));
    return 'failed';
  }
  return 'sent';
}

/**
 * The reason the company reads in GET /v1/invitations: a permanent refusal carries the mail
 * server's answer; anything else (retries given up) gets a plain sentence, never our internals.
 */
function failureReason(err: ActivityFailure): string {
  const cause = err.cause;
  if (cause instanceof ApplicationFailure && cause.nonRetryable) return cause.message;
  return 'not delivered: the mail server could not be reached for a day';
}
