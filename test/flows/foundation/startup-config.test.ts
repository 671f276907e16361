import assert from 'node:assert/strict';
import { run } from '../../support/run';

/**
 * The processes a user starts stop on a bad configuration: real npm processes, hence here rather
 * than with loadConfig in test/lib/config.test.ts.
 */
describe('configuration, at start', () => {
  it('stops the worker with LLM_TIMEOUT_MS=soon: non-zero exit, message naming it, the key not echoed', async () => {
    const result = await run('npm', ['run', 'start:worker', '--silent'], {
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'm',
      LLM_API_KEY: 'sk-secret',
      LLM_TIMEOUT_MS: 'soon',
    });
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /LLM_TIMEOUT_MS/);
    assert.ok(!`${result.stdout}${result.stderr}`.includes('sk-secret'));
  });

  it('stops `npm start` with PORT=abc: non-zero exit, message naming PORT', async () => {
    const result = await run('npm', ['start', '--silent'], { PORT: 'abc' });
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /PORT/);
  });
});
