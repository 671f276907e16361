import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  envelopeTo: string[];
  /** When the sink had the whole message (ms since the epoch). */
  receivedAt: number;
  raw: Buffer;
  parsed: ParsedMail;
  file?: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: SinkMessage[];
  /** Resolves once `count` messages matching `filter` have arrived. */
  waitFor(count: number, filter?: (m: SinkMessage) => boolean): Promise<SinkMessage[]>;
  /** Makes the sink refuse RCPT TO for these addresses (permanent 550). */
  rejectRecipients: Set<string>;
  stop(): Promise<void>;
}

/** mailparser is loaded with the first message, not at every `npm start`. */
const parseMail = (raw: Buffer): Promise<ParsedMail> =>
  (require('mailparser') as typeof import('mailparser')).simpleParser(raw);

/**
 * A local SMTP server that accepts every message and keeps it: in memory, and as one .eml
 * file per message in `dir` when given. Development and tests only.
 */
export async function startSmtpSink(options: {
  port?: number;
  dir?: string;
  onMessage?: (m: SinkMessage) => void;
}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters: Array<() => void> = [];
  const rejectRecipients = new Set<string>();
  if (options.dir) mkdirSync(options.dir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (rejectRecipients.has(address.address.toLowerCase())) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const receivedAt = Date.now();
        const raw = Buffer.concat(chunks);
        try {
          const parsed = await parseMail(raw);
          const message: SinkMessage = {
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            receivedAt,
            raw,
            parsed,
          };
          if (options.dir) {
            message.file = path.join(options.dir, `${Date.now()}-${messages.length + 1}.eml`);
            writeFileSync(message.file, raw);
          }
          messages.push(message);
          options.onMessage?.(message);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A client that goes away mid-message (a worker killed, a send timed out) resets its connection:
  // its message is not taken, and the sink serves the next one instead of failing its process.
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;

  const waitFor = async (count: number, filter: (m: SinkMessage) => boolean = () => true) => {
    for (;;) {
      const matching = messages.filter(filter);
      if (matching.length >= count) return matching;
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor,
    rejectRecipients,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
