import { startTestServices, stopTestServices } from './services';

/** Loaded by .mocharc: one Postgres, one Temporal dev server, one SMTP sink and one bundle per run. */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(300_000);
    await startTestServices();
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await stopTestServices();
  },
};
