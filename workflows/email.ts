import { ActivityFailure, ApplicationFailure, proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type { EmailActivities } from '../activities/email';
import { firstAttemptLocal } from './first-attempt-local';

const SEND_TIMEOUT = '45 seconds';
const FIRST_RETRY_MS = 5_000;

const { sendEmail } = proxyActivities<EmailActivities>({
  startToCloseTimeout: SEND_TIMEOUT,
  // A mail server that is down for a while is waited for; after a day the message is given up.
  scheduleToCloseTimeout: '1 day',
  retry: { initialInterval: FIRST_RETRY_MS, backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

const { sendEmail: sendEmailFirst } = proxyLocalActivities<EmailActivities>({
  startToCloseTimeout: SEND_TIMEOUT,
  retry: { maximumAttempts: 1 },
});

// One SQL update. No end to its retries, on purpose: only a database that is down fails it, and
// giving up would leave the outcome unrecorded; an outage is waited out.
const { markEmailFailed } = proxyActivities<EmailActivities>({
  startToCloseTimeout: '30 seconds',
});

export type EmailOutcome = 'sent' | 'failed';

/** Delivers one outbox message (workflow id `email-<id>`) and records the outcome on its row. */
export async function emailWorkflow(emailId: string): Promise<EmailOutcome> {
  return deliverEmail(emailId);
}

/**
 * Sends one outbox message, the send stamping its row (and a result e-mail's submission); a
 * message given up on is marked failed with the reason. For a workflow's own e-mails, as
 * activities of its run (a submission's result e-mails), and for the e-mail workflow.
 */
export async function deliverEmail(emailId: string): Promise<EmailOutcome> {
  try {
    await firstAttemptLocal({
      local: () => sendEmailFirst(emailId),
      scheduled: () => sendEmail(emailId),
      retryAfterMs: FIRST_RETRY_MS,
    });
    return 'sent';
  } catch (err) {
    if (!(err instanceof ActivityFailure)) throw err;
    const reason = err.cause instanceof ApplicationFailure ? err.cause.message : (err.cause?.message ?? err.message);
    await markEmailFailed(emailId, reason);
    return 'failed';
  }
}
