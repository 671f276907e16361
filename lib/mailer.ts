import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  /** Our id; becomes the Message-ID, so a resend after a crash is recognisable as the same message. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/** SMTP errors that will not go away by retrying: the server refused for good (5xx). */
export function isPermanentMailError(err: unknown): boolean {
  const code = (err as { responseCode?: number } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${email.id}@assessments>`,
      });
    },
  };
}
