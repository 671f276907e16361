import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from '../../lib/config';

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

  it('gives example runs a queue of their own beside the scoring queue, one slot, and limits per IP and company', () => {
    const config = loadConfig({});
    assert.equal(config.temporal.exampleRunTaskQueue, 'scoring-runs');
    assert.equal(
      loadConfig({ TEMPORAL_SCORING_TASK_QUEUE: 'q-scoring' }).temporal.exampleRunTaskQueue,
      'q-scoring-runs',
    );
    assert.equal(loadConfig({ TEMPORAL_RUN_TASK_QUEUE: 'runs' }).temporal.exampleRunTaskQueue, 'runs');
    assert.equal(config.exampleRunSlots, 1);
    assert.equal(config.exampleRunRateLimitPerHour, 60);
    assert.equal(config.exampleRunRateLimitPerIpPerHour, 300);
    assert.equal(config.exampleRunRateLimitPerCompanyPerHour, 1000);
    assert.throws(() => loadConfig({ RUN_SLOTS: '0' }), /RUN_SLOTS/);
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

  it("lets only tests shorten a minute of a round's time limit", () => {
    assert.equal(loadConfig({}).roundClockMinuteMs, 60_000);
    assert.equal(loadConfig({ ROUND_CLOCK_MINUTE_MS: '300' }).roundClockMinuteMs, 300);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    assert.throws(() => loadConfig({ ...production, ROUND_CLOCK_MINUTE_MS: '300' }), /ROUND_CLOCK_MINUTE_MS/);
    assert.throws(() => loadConfig({ ROUND_CLOCK_MINUTE_MS: '50' }), /ROUND_CLOCK_MINUTE_MS/);
  });

  it('scores without a model unless LLM_BASE_URL and LLM_MODEL are both set', () => {
    assert.equal(loadConfig({}).llm, undefined);
    assert.deepEqual(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'qwen2.5-coder:7b' }).llm, {
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'qwen2.5-coder:7b',
      timeoutMs: 30_000,
      concurrency: 4,
    });
    const withKey = loadConfig({
      LLM_BASE_URL: 'https://llm.example/v1',
      LLM_MODEL: 'm',
      LLM_API_KEY: 'sk-secret',
      LLM_TIMEOUT_MS: '5000',
      LLM_CONCURRENCY: '2',
    });
    assert.deepEqual(withKey.llm, {
      baseUrl: 'https://llm.example/v1',
      model: 'm',
      apiKey: 'sk-secret',
      timeoutMs: 5000,
      concurrency: 2,
    });
  });

  it('names every invalid LLM variable, never echoing the API key', () => {
    const invalid = (env: Record<string, string>, names: RegExp[]) =>
      assert.throws(
        () => loadConfig(env),
        (err: Error) =>
          err instanceof ConfigError && names.every((n) => n.test(err.message)) && !err.message.includes('sk-secret'),
      );
    invalid(
      {
        LLM_BASE_URL: 'ftp://llm',
        LLM_MODEL: 'm',
        LLM_TIMEOUT_MS: '0',
        LLM_CONCURRENCY: 'many',
        LLM_API_KEY: 'sk-secret',
      },
      [/LLM_BASE_URL/, /LLM_TIMEOUT_MS/, /LLM_CONCURRENCY/],
    );
    invalid({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' }, [/LLM_MODEL: is required/]);
    invalid({ LLM_MODEL: 'm', LLM_API_KEY: 'sk-secret' }, [/LLM_BASE_URL: is required/]);
    invalid({ LLM_BASE_URL: 'https://user:sk-secret@llm.example/v1', LLM_MODEL: 'm' }, [
      /LLM_BASE_URL: must not hold credentials/,
    ]);
  });
});
