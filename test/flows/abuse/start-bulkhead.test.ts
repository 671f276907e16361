import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newCompany } from '../../support/companies';
import { eventually } from '../../support/eventually';
import { candidateEmail } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

/**
 * Starting a round and asking a code wait in a bulkhead of CANDIDATE_START_CONCURRENCY. A request
 * whose client went away while it waited must not run when its turn comes: nobody asked any more
 * for the code it would e-mail. Over a real socket, so that the client can really leave.
 */
describe('the start bulkhead: a request whose client has gone leaves the line', function () {
  this.timeout(60_000);
  let stack: TestStack;
  let server: Server;
  let base: string;
  before(async () => {
    stack = await startTestStack({ env: { CANDIDATE_START_CONCURRENCY: '1' } });
    server = stack.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server?.close();
    await stack?.close();
  });

  const post = (path: string, body: object, signal?: AbortSignal) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  const codesFor = async (email: string) =>
    (
      await stack.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM email_verifications WHERE email = $1', [
        email,
      ])
    ).rows[0].n;
  const startsCounted = async () =>
    (
      await stack.db.pool.query<{ n: number }>(
        "SELECT coalesce(sum(total), 0)::int AS n FROM rate_limits WHERE key LIKE 'candidate-ip:%'",
      )
    ).rows[0].n;

  it('never runs a queued request whose client left: its code is never e-mailed', async () => {
    const company = await newCompany(stack);
    // The only slot: a round start that waits for the company's row, which this transaction holds.
    const holder = await stack.db.pool.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [company.id]);
    const first = post('/v1/rounds', {
      code: company.test_code,
      email: candidateEmail(),
      name: 'Ada',
      holes: [1, 11, 43],
      verification: '000000',
    });
    await eventually('the first start holds the slot, waiting for the row', async () => (await startsCounted()) === 1);

    // A code asked behind it waits in line, and its client goes away.
    const left = candidateEmail();
    const leaving = new AbortController();
    const second = post('/v1/rounds/verify', { code: company.test_code, email: left }, leaving.signal).catch(
      (err: Error) => err,
    );
    await eventually('the second request waits in line', async () => (await startsCounted()) === 2);
    leaving.abort();
    assert.equal(((await second) as Error).name, 'AbortError');

    await holder.query('COMMIT');
    holder.release();
    assert.equal((await first).status, 403, 'the first start ran once the row was free');
    // A third request asked after it: the line is first come, first served.
    const stayed = candidateEmail();
    assert.equal((await post('/v1/rounds/verify', { code: company.test_code, email: stayed })).status, 202);
    assert.equal(await codesFor(stayed), 1);
    assert.equal(await codesFor(left), 0, 'the code of the client that left was never e-mailed');
  });
});
