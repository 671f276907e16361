import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';
import { createSmtpMailer, isPermanentMailError, type Mailer } from '../../email/transport';

/** A mail server on a free port that counts its connections and keeps what it received. */
async function startMailServer(refused: string) {
  const received: string[] = [];
  let connections = 0;
  let closedOne!: () => void;
  const aConnectionClosed = new Promise<void>((resolve) => (closedOne = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onClose() {
      closedOne();
    },
    onRcptTo(address, _session, callback) {
      if (address.address === refused)
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections: () => connections,
    aConnectionClosed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const message = (n: number, to: string) => ({
  id: `m${n}`,
  to,
  subject: `Message ${n}`,
  text: 'Hello',
  html: '<p>Hello</p>',
});

describe('the SMTP mailer (email/transport.ts)', () => {
  const refused = 'gone@example.test';
  let server: Awaited<ReturnType<typeof startMailServer>>;
  let mailer: Mailer;
  beforeEach(async () => {
    server = await startMailServer(refused);
    mailer = createSmtpMailer(server.url, 'assessments@example.test');
  });
  afterEach(async () => {
    mailer.close();
    await server.close();
  });

  it('sends one message after another over one kept connection, and closes it when told', async () => {
    for (let n = 1; n <= 3; n++) await mailer.send(message(n, `candidate-${n}@example.test`));
    assert.deepEqual(server.received, [
      'candidate-1@example.test',
      'candidate-2@example.test',
      'candidate-3@example.test',
    ]);
    assert.equal(server.connections(), 1);
    mailer.close();
    await server.aConnectionClosed;
  });

  it('fails a refused message with a permanent error, and sends the next', async () => {
    const err = await mailer.send(message(1, refused)).then(
      () => assert.fail('a refused recipient should fail the send'),
      (e: unknown) => e,
    );
    assert.equal(isPermanentMailError(err), true);
    await mailer.send(message(2, 'candidate@example.test'));
    assert.deepEqual(server.received, ['candidate@example.test']);
  });
});
