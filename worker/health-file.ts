import { writeFileSync } from 'node:fs';

const EVERY_MS = 10_000;

/**
 * Touches `file` every 10 s while `running()` holds, so a container healthcheck can tell a worker
 * that polls from one that hangs (docker/healthcheck.js: older than 30 s is unhealthy).
 */
export function keepHealthFile(file: string, running: () => boolean): () => void {
  const touch = () => {
    if (running()) writeFileSync(file, `${new Date().toISOString()}\n`);
  };
  touch();
  const timer = setInterval(touch, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
