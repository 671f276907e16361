import { execFile } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body bytes, as they arrived. */
  body: Buffer;
  /** The TLS server name (SNI) the client asked for, if any. */
  servername: string | undefined;
  /** When the whole body had arrived (Date.now()). */
  receivedAt: number;
}

/** An answer: an HTTP status, or 'hang' (never answer). */
export type Answer = number | 'hang';

export interface WebhookReceiver {
  /** The CA that signed the receiver's certificate: pass it to the worker as NODE_EXTRA_CA_CERTS. */
  caFile: string;
  port: number;
  /** An https URL of the receiver; host `localhost` (resolved by the sender) or `127.0.0.1`. */
  url(pathname: string, host?: 'localhost' | '127.0.0.1'): string;
  /** The answers for a path: each request takes the next one, the last one repeats (default 200). */
  answer(pathname: string, answers: Answer[]): void;
  received(pathname: string): ReceivedRequest[];
  /** Resolves once `count` requests for the path have arrived. */
  waitFor(pathname: string, count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

const run = promisify(execFile);

/** A private CA and a server certificate for localhost, 127.0.0.1 and ::1, made with the openssl CLI. */
async function makeCertificates(dir: string) {
  const file = (name: string) => path.join(dir, name);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await run('openssl', [
    'req',
    '-x509',
    ...ec,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.crt'),
    '-days',
    '2',
    '-subj',
    '/CN=Webhook Test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  await run('openssl', [
    'req',
    ...ec,
    '-keyout',
    file('server.key'),
    '-out',
    file('server.csr'),
    '-subj',
    '/CN=localhost',
  ]);
  writeFileSync(
    file('server.ext'),
    [
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      '',
    ].join('\n'),
  );
  await run('openssl', [
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.crt'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('server.crt'),
    '-days',
    '2',
    '-extfile',
    file('server.ext'),
  ]);
  return { caFile: file('ca.crt'), key: readFileSync(file('server.key')), cert: readFileSync(file('server.crt')) };
}

/**
 * A real HTTPS webhook receiver on 127.0.0.1, with a certificate from a CA of its own (made at
 * start in a temporary folder). It records every request and answers as scripted per path.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const dir = mkdtempSync(path.join(tmpdir(), 'webhook-receiver-'));
  const { caFile, key, cert } = await makeCertificates(dir);
  const requests = new Map<string, ReceivedRequest[]>();
  const scripts = new Map<string, Answer[]>();
  const waiters = new Set<() => void>();

  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const pathname = req.url ?? '/';
      const list = requests.get(pathname) ?? [];
      list.push({
        method: req.method ?? '',
        path: pathname,
        headers: req.headers,
        body: Buffer.concat(chunks),
        servername: (req.socket as TLSSocket).servername || undefined,
        receivedAt: Date.now(),
      });
      requests.set(pathname, list);
      for (const wake of waiters) wake();
      const script = scripts.get(pathname) ?? [200];
      const answer = script[Math.min(list.length - 1, script.length - 1)];
      if (answer === 'hang') return;
      res.writeHead(answer, { 'Content-Type': 'text/plain' });
      res.end(`answered ${answer}`);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    caFile,
    port,
    url: (pathname, host = 'localhost') => `https://${host}:${port}${pathname}`,
    answer: (pathname, answers) => void scripts.set(pathname, answers),
    received: (pathname) => [...(requests.get(pathname) ?? [])],
    waitFor(pathname, count, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const list = requests.get(pathname) ?? [];
          if (list.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve([...list]);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} requests on ${pathname}, got ${(requests.get(pathname) ?? []).length}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A receiver's check of X-Service-Signature over the raw body, in constant time. */
export function signatureIsValid(rawBody: Buffer, header: string | string[] | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(String(header ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
