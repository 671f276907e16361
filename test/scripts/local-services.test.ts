import assert from 'node:assert/strict';
import { loadConfig } from '../../lib/config';
import { createLogger } from '../../lib/logger';
import { allStartedOrNone, startLocalServices, type Started } from '../../scripts/local-services';

describe('the services npm start needs', () => {
  const service = (url: string, stopped: string[]): Started => ({ url, stop: async () => void stopped.push(url) });

  it('are all three once each has started, and stop together', async () => {
    const stopped: string[] = [];
    const services = await allStartedOrNone([
      service('db', stopped),
      Promise.resolve(service('temporal', stopped)),
      service('smtp', stopped),
    ]);
    assert.deepEqual([services.databaseUrl, services.temporalAddress, services.smtpUrl], ['db', 'temporal', 'smtp']);
    await services.stop();
    assert.deepEqual(stopped.sort(), ['db', 'smtp', 'temporal']);
  });

  it('stop the ones that started when one fails, then give its error', async () => {
    const stopped: string[] = [];
    const failure = new Error('port 2525 in use');
    await assert.rejects(
      allStartedOrNone([service('db', stopped), service('temporal', stopped), Promise.reject(failure)]),
      failure,
    );
    assert.deepEqual(stopped.sort(), ['db', 'temporal']);
  });

  it('are the configured ones when all three are configured, with nothing started', async () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db.example/x',
      TEMPORAL_ADDRESS: 'temporal.example:7233',
      SMTP_URL: 'smtp://mail.example:25',
    });
    const services = startLocalServices(config, createLogger('silent'));
    await services.launched;
    const ready = await services.ready;
    assert.deepEqual(
      [ready.databaseUrl, ready.temporalAddress, ready.smtpUrl],
      ['postgres://db.example/x', 'temporal.example:7233', 'smtp://mail.example:25'],
    );
  });
});
