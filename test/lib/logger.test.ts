import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import type { Context, Next } from 'koa';
import { loggedPath, requestLog } from '../../api/middleware/request-log';
import { createLogger } from '../../lib/logger';

/** A logger whose lines are kept, parsed, for the test to read. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('info', 'test', sink), lines };
}

const ADDRESS = 'Grace.Hopper+jobs@Example.test';

describe('logs: no candidate address in a line', () => {
  it('redacts the fields that hold addresses, and a database error’s detail that may quote them', () => {
    const { logger, lines } = capturedLogger();
    logger.info({ email: ADDRESS, message: { recipient: ADDRESS } }, 'one');
    logger.error(
      { err: Object.assign(new Error('duplicate key'), { detail: `Key (email)=(${ADDRESS}) exists.` }) },
      'two',
    );
    assert.equal(lines.length, 2);
    for (const line of lines)
      assert.ok(!JSON.stringify(line).toLowerCase().includes(ADDRESS.toLowerCase()), JSON.stringify(line));
    assert.equal(lines[0].email, '[redacted]');
  });

  it('logs a path that holds an address (DELETE /v1/candidates/{email}) without it, encoded or not', async () => {
    for (const path of [`/v1/candidates/${ADDRESS}`, `/v1/candidates/${encodeURIComponent(ADDRESS)}/export`]) {
      const { logger, lines } = capturedLogger();
      const headers: Record<string, string> = {};
      const ctx = {
        method: 'DELETE',
        path,
        status: 200,
        get: () => '',
        set: (name: string, value: string) => (headers[name] = value),
        state: {},
      } as unknown as Context;
      await requestLog(logger)(ctx, (async () => undefined) as Next);
      assert.equal(lines.length, 1);
      assert.match(String(lines[0].path), /^\/v1\/candidates\/\{email\}(\/export)?$/);
    }
    assert.equal(loggedPath('/v1/playback/0123456789abcdef01234567'), '/v1/playback/0123456789abcdef01234567');
  });
});
