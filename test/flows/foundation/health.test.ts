import assert from 'node:assert/strict';
import { createApp } from '../../../api/app';
import { createTemporalClient } from '../../../api/temporal/temporal';
import { createPool } from '../../../db/pool';
import { freePort } from '../../../scripts/services/ports';
import { httpClient } from '../../support/http';
import { startTestStack, type TestStack } from '../../support/stack';

describe('GET /v1/health', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(() => stack.close());

  it('answers 200 with both checks ok on the real database and Temporal', async () => {
    const res = await stack.http.get('/v1/health').expect(200);
    assert.deepEqual(res.body, { status: 'ok', checks: { database: 'ok', temporal: 'ok' } });
  });

  it('answers 503 naming the failing checks when the database and Temporal are unreachable', async () => {
    const deadPort = await freePort();
    const pool = createPool(`postgres://postgres:postgres@127.0.0.1:${deadPort}/none`);
    const temporal = createTemporalClient(`127.0.0.1:${deadPort}`, 'default');
    const app = createApp({ ...stack.deps, pool, temporal });
    try {
      const res = await httpClient(app).get('/v1/health').expect(503);
      assert.equal(res.body.error, 'service_unavailable');
      assert.deepEqual(res.body.checks, { database: 'fail', temporal: 'fail' });
      assert.match(res.body.message, /database/);
      assert.match(res.body.message, /temporal/);
    } finally {
      await pool.end();
      await temporal.connection.close().catch(() => undefined);
    }
  });

  it('answers 503 service_unavailable, never 500, to requests that need the unreachable database', async () => {
    const pool = createPool(`postgres://postgres:postgres@127.0.0.1:${await freePort()}/none`);
    const http = httpClient(createApp({ ...stack.deps, pool }));
    try {
      for (const res of [
        await http.post('/v1/token').send({ email: 'someone@example.test', password: 'a-password-1' }),
        await http
          .post('/v1/rounds')
          .send({ code: 'TM5YS3SATC', email: 'someone@example.test', name: 'Some One', holes: [1, 2, 3] }),
      ]) {
        assert.equal(res.status, 503, res.text);
        assert.deepEqual(res.body, {
          error: 'service_unavailable',
          message: 'The service is temporarily unavailable: the database cannot be reached.',
        });
      }
    } finally {
      await pool.end();
    }
  });
});
