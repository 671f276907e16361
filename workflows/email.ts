import {
  ActivityFailure,
  ApplicationFailure,
  isCancellation,
  patched,
  proxyActivities,
  proxyLocalActivities,
  sleep,
} from '@temporalio/workflow';
import type { EmailActivities } from '../activities/email';
import { asActivityFailure } from './activity-failures';

/** The longest a send takes: the mail server's connection, greeting and socket waits are within it. */
const SEND_TIMEOUT = '45 seconds';
const FIRST_RETRY_MS = 5_000;

const { sendEmail } = proxyActivities<EmailActivities>({
  startToCloseTimeout: SEND_TIMEOUT,
  // A mail server that is down for a while is waited for; after a day the message is given up.
  scheduleToCloseTimeout: '1 day',
  retry: { initialInterval: FIRST_RETRY_MS, backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

/**
 * The first attempt of a send, as a local activity: in the workflow task that asks for it, by the
 * worker running the workflow, recorded as a marker. Most sends succeed at once, and an activity
 * task costs Temporal a dispatch and the run a workflow task more. Its time-out is the activity's,
 * longer than a send can last, so that no later attempt runs beside it.
 */
const { sendEmail: sendEmailFirst } = proxyLocalActivities<EmailActivities>({
  startToCloseTimeout: SEND_TIMEOUT,
  retry: { maximumAttempts: 1 },
});
/** Runs started before a send's first attempt became a local activity schedule every attempt as an activity task. */
const EMAIL_FIRST_ATTEMPT_LOCAL = 'email-first-attempt-local';

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
 * message given up on is marked failed with the reason. For a workflow's own e-mails (a
 * submission's result e-mails), and for the e-mail workflow.
 */
export async function deliverEmail(emailId: string): Promise<EmailOutcome> {
  try {
    await send(emailId);
    return 'sent';
  } catch (err) {
    if (!(err instanceof ActivityFailure)) throw err;
    const reason = err.cause instanceof ApplicationFailure ? err.cause.message : (err.cause?.message ?? err.message);
    await markEmailFailed(emailId, reason);
    return 'failed';
  }
}

/**
 * The first attempt locally; only one that failed in a way a retry may heal leads, after the
 * policy's first wait, to the activity task and its retries. A refusal no retry heals is thrown as
 * the activity's would be. A worker lost during the first attempt loses its workflow task, and the
 * next one runs the attempt again: a message already stamped sent is not sent again. A workflow
 * task lost while its worker still sends (cut off from Temporal for longer than the task's
 * time-out) may send a message twice, under the same Message-ID, as a crash between the mail
 * server's acceptance and the stamp can.
 */
async function send(emailId: string): Promise<void> {
  if (!patched(EMAIL_FIRST_ATTEMPT_LOCAL)) return sendEmail(emailId);
  try {
    return await sendEmailFirst(emailId);
  } catch (err) {
    const failure = asActivityFailure(err);
    if (!failure || isCancellation(failure) || !mayBeRetried(failure)) throw failure ?? err;
  }
  await sleep(FIRST_RETRY_MS);
  return sendEmail(emailId);
}

const mayBeRetried = (err: ActivityFailure) => !(err.cause instanceof ApplicationFailure && err.cause.nonRetryable);
