import { failureReports } from './failure-reports';
import { stopIfInterrupted } from './interrupted';
import { attachTestServices, detachTestServices, startSharedServers, stopSharedServers } from './services';

/**
 * Loaded by every mocha run (`--require`): the servers one run shares start once, in mocha's main
 * process (its global setup: Postgres, a Temporal dev server, the workflow bundle); each process
 * that runs test files attaches to them with an SMTP sink of its own. In a parallel run a root
 * hook runs around each file, in a worker that runs several: it attaches once and stays attached.
 */
export async function mochaGlobalSetup() {
  await startSharedServers();
  stopIfInterrupted(stopSharedServers);
}

export async function mochaGlobalTeardown() {
  await stopSharedServers();
}

const inParallelWorker = process.env.MOCHA_WORKER_ID !== undefined;

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(60_000);
    await attachTestServices();
  },
  async afterEach(this: Mocha.Context) {
    if (this.currentTest?.state !== 'failed') return;
    for (const report of await failureReports()) console.log(report);
  },
  async afterAll(this: Mocha.Context) {
    if (!inParallelWorker) await detachTestServices();
  },
};
