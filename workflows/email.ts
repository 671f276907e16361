import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { EmailActivities } from '../activities/email';

const { sendEmail } = proxyActivities<EmailActivities>({
  startToCloseTimeout: '45 seconds',
  // A mail server that is down for a while is waited for; after a day the message is given up.
  scheduleToCloseTimeout: '1 day',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

const { markEmailSent, markEmailFailed } = proxyActivities<EmailActivities>({
  startToCloseTimeout: '30 seconds',
});

export type EmailOutcome = 'sent' | 'failed';

/** Delivers one outbox message (workflow id `email-<id>`) and records the outcome on its row. */
export async function emailWorkflow(emailId: string): Promise<EmailOutcome> {
  try {
    await sendEmail(emailId);
  } catch (err) {
    if (!(err instanceof ActivityFailure)) throw err;
    const reason = err.cause instanceof ApplicationFailure ? err.cause.message : (err.cause?.message ?? err.message);
    await markEmailFailed(emailId, reason);
    return 'failed';
  }
  await markEmailSent(emailId);
  return 'sent';
}
