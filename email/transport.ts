import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

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
  /** Closes the connections kept for the next messages; for a process that stops. */
  close(): void;
}

/** Connections to the mail server kept open for the next messages, at most. */
const MAX_CONNECTIONS = 5;

/** SMTP errors that will not go away by retrying: the server refused for good (5xx). */
export function isPermanentMailError(err: unknown): boolean {
  const code = (err as { responseCode?: number } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * A mailer over SMTP whose connections are kept and reused (at most MAX_CONNECTIONS; a message
 * beyond them waits for one): a message then costs its envelope and data, not a connection, the
 * server's greeting and, on a real server, a TLS handshake. A connection lost during a message
 * fails that message's send, never sending it again by itself: the activity's retry decides.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // maxRequeues is nodemailer's (lib/smtp-pool), missing from its type declarations.
  const options: SMTPPool.Options & { maxRequeues: number } = {
    ...smtpOptions(smtpUrl),
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    maxRequeues: 0,
  };
  const transport = nodemailer.createTransport(options);
  return {
    close: () => transport.close(),
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
