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
  const transport = nodemailer.createTransport(smtpOptions(smtpUrl));
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

/**
 * Transport options from an smtp:// or smtps:// URL, with bounded waits, so that a hung server
 * fails the attempt (and it is retried) well within the sending activity's time-out.
 */
function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}
