import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from '../../lib/config';
import { run } from '../support/run';

describe('configuration', () => {
  it('has a default for everything a fresh clone needs', () => {
    const config = loadConfig({});
    assert.equal(config.port, 3000);
    assert.equal(config.publicBaseUrl, 'http://localhost:3000');
    assert.equal(config.rateLimitPerHour, 100);
    assert.deepEqual(config.login, { maxAttempts: 10, lockoutSeconds: 900 });
    assert.equal(config.invites.perDay, 1000);
    assert.equal(config.webhook.maxRetries, 10);
    assert.equal(config.webhook.allowPrivate, false);
    assert.equal(config.databaseUrl, undefined);
  });

  it('names every invalid variable', () => {
    assert.throws(
      () => loadConfig({ PORT: 'abc', WEBHOOK_ALLOW_PRIVATE: 'yes', DATABASE_URL: 'mysql://x' }),
      (err: Error) =>
        err instanceof ConfigError &&
        /PORT/.test(err.message) &&
        /WEBHOOK_ALLOW_PRIVATE/.test(err.message) &&
        /DATABASE_URL/.test(err.message),
    );
  });

  it('requires JWT_SECRET in production', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /JWT_SECRET/);
    assert.doesNotThrow(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }));
  });

  it('stops `npm start` with PORT=abc: non-zero exit, message naming PORT', async () => {
    const result = await run('npm', ['start', '--silent'], { PORT: 'abc' });
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /PORT/);
  });
});
