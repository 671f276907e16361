import { ApplicationFailure } from '@temporalio/activity';
import * as emails from '../db/emails';
import type { Pool } from '../db/pool';
import { carriesCredential, withoutCredentials } from '../email/credentials';
import type { Mailer } from '../email/transport';
import type { Clock } from '../lib/clock';
import { sendMail } from './send-mail';

export interface EmailDeps {
  pool: Pool;
  mailer: Mailer;
  clock: Clock;
}

/** The words an outbox message keeps once sent or given up on: none of a credential it carried. */
function keptWords(email: emails.EmailRow): emails.KeptWords | undefined {
  if (!carriesCredential(email.kind)) return undefined;
  const withheld = (words: string) => withoutCredentials(email.kind, words);
  return { subject: withheld(email.subject), text: withheld(email.text_body), html: withheld(email.html_body) };
}

export function createEmailActivities({ pool, mailer, clock }: EmailDeps) {
  return {
    /**
     * Sends an outbox message over SMTP and stamps it sent as soon as the mail server has taken
     * it, in the same attempt: a retry after that finds it sent and sends nothing. Only a crash
     * between the server's acceptance and the stamp sends it twice, under the same Message-ID.
     * A message already given up on is not sent.
     */
    async sendEmail(emailId: string): Promise<void> {
      const email = await emails.findEmail(pool, emailId);
      if (!email) throw ApplicationFailure.nonRetryable(`email ${emailId} does not exist`, 'EmailMissing');
      // Given up on (an erased candidate's, say): nothing more to send.
      if (email.sent_at || email.failed_at) return;
      await sendMail(mailer, {
        id: email.id,
        to: email.recipient,
        subject: email.subject,
        text: email.text_body,
        html: email.html_body,
      });
      await emails.markEmailSent(pool, emailId, clock.now(), keptWords(email));
    },

    async markEmailFailed(emailId: string, reason: string): Promise<void> {
      const email = await emails.findEmail(pool, emailId);
      // A mail server's refusal may quote the message: its credential is withheld there too.
      const failure = email ? withoutCredentials(email.kind, reason) : reason;
      await emails.markEmailFailed(pool, emailId, failure, clock.now(), email && keptWords(email));
    },
  };
}

export type EmailActivities = ReturnType<typeof createEmailActivities>;
