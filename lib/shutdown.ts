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
