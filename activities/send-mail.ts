import { ApplicationFailure } from '@temporalio/activity';
import { isPermanentMailError, type Mailer, type OutgoingEmail } from '../email/transport';

/**
 * Sends one message over SMTP for an activity. A permanent refusal by the mail server (5xx) will
 * not go away by retrying: it becomes a non-retryable failure whose message names the refusal.
 */
export async function sendMail(mailer: Mailer, email: OutgoingEmail): Promise<void> {
  try {
    await mailer.send(email);
  } catch (err) {
    if (isPermanentMailError(err)) {
      throw ApplicationFailure.nonRetryable(`refused by the mail server: ${(err as Error).message}`, 'MailRefused');
    }
    throw err;
  }
}
