import { createServer, Socket, type AddressInfo } from 'node:net';

export interface TcpProxy {
  /** host:port to connect to instead of the target. */
  readonly address: string;
  /** From now on every connection through the proxy is dropped, open ones and new ones alike. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy to `target` (host:port) that a test can cut and restore, as a network between a process and its database. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let isCut = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (isCut) return void client.destroy();
    const upstream = new Socket();
    upstream.connect(target.port, target.host);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => (open.delete(a), b.destroy()));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    cut() {
      isCut = true;
      for (const s of open) s.destroy();
    },
    restore() {
      isCut = false;
    },
    async close() {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
