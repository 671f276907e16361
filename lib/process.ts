/** What a process of ours needs of the system: a free port, and a clean end on a signal. */
import net from 'node:net';

/** Asks the kernel for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `stop` once on the first SIGINT or SIGTERM, then exits. A second signal exits at once.
 */
export function onShutdown(stop: () => Promise<void>, log: (msg: string) => void = () => undefined): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    log(`${signal} received, shutting down`);
    stop().then(
      () => process.exit(0),
      (err) => {
        log(`shutdown failed: ${(err as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
