import { stopEverything } from './interrupted';
import { startTestServices, stopTestServices } from './services';

/** A run stopped by a signal (Ctrl-C, a CI timeout) stops what it started too: nothing is left running. */
function stopOnSignal(signal: NodeJS.Signals) {
  process.once(signal, () => {
    void Promise.allSettled([stopEverything(), stopTestServices()]).finally(() => process.kill(process.pid, signal));
  });
}

/** Loaded by .mocharc: one Postgres, one Temporal dev server, one SMTP sink and one bundle per run. */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(300_000);
    stopOnSignal('SIGINT');
    stopOnSignal('SIGTERM');
    await startTestServices();
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await stopTestServices();
  },
};
