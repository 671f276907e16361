import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  close(): Promise<void>;
}

/** Errors that say the request never reached a backend, so another one may take it unchanged. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * A small HTTP load balancer on loopback, as Caddy is in docker-compose.yml: each request goes to
 * the next of the backends live at that moment, in turn, with the client's address in X-Forwarded-For (the APIs run with
 * TRUST_PROXY). A request a backend refused at connect (a process killed or starting) goes to the
 * next one; one that reached a backend is never sent twice, since a POST is not safe to repeat.
 */
export async function startBalancer(backends: () => string[], options: { port?: number } = {}): Promise<Balancer> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(body), backends().length));
  });
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, triesLeft: number) => {
    const live = backends();
    if (live.length === 0) return void res.writeHead(503, { 'content-type': 'text/plain' }).end('no backend\n');
    const backend = new URL(live[next++ % live.length]);
    let connected = false;
    const upstream = http.request(
      {
        host: backend.hostname,
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress, connection: 'close' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('socket', (socket) => socket.once('connect', () => (connected = true)));
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected && triesLeft > 1 && NOT_CONNECTED.has(err.code ?? ''))
        return forward(req, res, body, triesLeft - 1);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`bad gateway: ${err.code ?? err.message}\n`);
    });
    upstream.end(body);
  };
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
