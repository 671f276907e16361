import { ApplicationFailure } from '@temporalio/activity';
import * as invitations from '../db/invitations';
import type { Pool } from '../db/pool';
import { invitationEmail } from '../email/invitation';
import type { Mailer } from '../email/transport';
import type { Clock } from '../lib/clock';
import type { Config } from '../lib/config';
import { signInvite } from '../lib/invitation-tokens';
import { sendMail } from './send-mail';

export interface InvitationDeps {
  config: Config;
  pool: Pool;
  mailer: Mailer;
  clock: Clock;
}

export function createInvitationActivities({ config, pool, mailer, clock }: InvitationDeps) {
  return {
    /**
     * E-mails one queued invitation, written at send time from the company's current name and
     * live code, and marks it sent as soon as the mail server has taken it, in the same attempt.
     * An invitation already sent or failed is not sent again (a retry, or a restarted run), and
     * its Message-ID is the invitation's id, whatever the attempt.
     */
    async sendInvitation(invitationId: string): Promise<void> {
      const invitation = await invitations.findInvitationToSend(pool, invitationId);
      if (!invitation)
        throw ApplicationFailure.nonRetryable(`invitation ${invitationId} does not exist`, 'InvitationMissing');
      if (invitation.status !== 'queued') return;
      // A Greenhouse test cancelled or expired before its e-mail went: a link that starts nothing is not sent.
      if (invitation.withdrawn || (invitation.expires_at && invitation.expires_at <= clock.now())) {
        await invitations.markInvitationFailed(pool, invitationId, 'the test was cancelled or expired', clock.now());
        return;
      }
      const greenhouseTestId = invitation.greenhouse_test_id ?? undefined;
      const content = invitationEmail({
        companyName: invitation.company_name,
        // A Greenhouse test is started from its link only: the code would start a round outside its terms.
        liveCode: greenhouseTestId ? undefined : invitation.live_code,
        recipient: invitation.email,
        greetingName: invitation.greeting_name ?? undefined,
        publicBaseUrl: config.publicBaseUrl,
        inviteToken: signInvite(
          config.jwtSecret,
          { companyId: invitation.company_id, email: invitation.email, greenhouseTestId },
          clock.now(),
          invitation.expires_at ?? undefined,
        ),
        expiresAt: invitation.expires_at ?? undefined,
      });
      await sendMail(mailer, { id: invitation.id, to: invitation.email, ...content });
      await invitations.markInvitationSent(pool, invitationId, clock.now());
    },

    async markInvitationFailed(invitationId: string, reason: string): Promise<void> {
      await invitations.markInvitationFailed(pool, invitationId, reason, clock.now());
    },
  };
}

export type InvitationActivities = ReturnType<typeof createInvitationActivities>;
