import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { addMember, memberToken } from '../../support/members';
import { startTestStack, type TestStack } from '../../support/stack';

/**
 * A client whose request was cut off sends it again with the same Idempotency-Key: it gets the
 * first answer and nothing happens twice (CONTRACT 14). Through the real API and Postgres.
 */
describe('Idempotency-Key on the POSTs with an effect', function () {
  this.timeout(120_000);
  const clock = new ManualClock();
  let stack: TestStack;
  let company: TestCompany;
  let token: string;
  before(async () => {
    stack = await startTestStack({ clock });
    company = await newCompany(stack);
    token = (await login(stack, company)).access_token;
  });
  after(() => stack?.close());

  const invite = (key: string | undefined, emails: string[], as = token) => {
    const request = stack.http.post('/v1/invite').set(bearer(as));
    return (key === undefined ? request : request.set('Idempotency-Key', key)).send({ emails });
  };
  const invitationsTo = async (email: string) =>
    (await stack.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM invitations WHERE email = $1', [email]))
      .rows[0].n;
  const address = (name: string) => `${name}-${Date.now()}@example.test`;

  it('answers a request sent again with its key the first answer, and invites once', async () => {
    const ada = address('ada');
    const first = await invite('retry-1', [ada]).expect(202);
    const again = await invite('retry-1', [ada]).expect(202);
    assert.deepEqual(again.body, first.body);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(first.headers['idempotent-replayed'], undefined);
    assert.equal(await invitationsTo(ada), 1);
    // Without a key, a request sent again is a new request, as before.
    await invite(undefined, [ada]).expect(202);
    assert.equal(await invitationsTo(ada), 2);
  });

  it('refuses the same key with another request (422), and a malformed key in words', async () => {
    await invite('retry-2', [address('bob')]).expect(202);
    const reused = await invite('retry-2', [address('eve')]).expect(422);
    assert.equal(reused.body.error, 'idempotency_key_reused');
    for (const key of ['', 'x'.repeat(256), 'with space']) {
      const bad = await invite(key, [address('cy')]).expect(422);
      assert.equal(bad.body.error, 'validation_failed');
      assert.deepEqual(
        bad.body.details.map((d: { path: string }) => d.path),
        ['Idempotency-Key'],
      );
    }
  });

  it('answers 409 while the first is in flight: of 10 at once, one invites and the others wait or replay', async () => {
    const dee = address('dee');
    const answers = await Promise.all(Array.from({ length: 10 }, () => invite('together', [dee])));
    const statuses = answers.map((a) => a.status);
    assert.ok(
      statuses.every((s) => s === 202 || s === 409),
      String(statuses),
    );
    for (const a of answers.filter((x) => x.status === 409)) assert.equal(a.body.error, 'idempotency_key_in_use');
    assert.equal(await invitationsTo(dee), 1);
    // Held by a request still being answered (its claim, as the first request writes it): 409.
    const sameRequest = createHmac('sha256', stack.config.jwtSecret)
      .update(`POST /v1/invite\n${JSON.stringify({ emails: [dee] })}`)
      .digest('hex');
    await stack.db.pool.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, created_at)
       SELECT company_id || ':' || id, 'in-flight', $3, $1 FROM members WHERE email = $2`,
      [clock.now(), company.email, sameRequest],
    );
    assert.equal((await invite('in-flight', [dee]).expect(409)).body.error, 'idempotency_key_in_use');
  });

  it('keeps only a success: after an error the same key goes through', async () => {
    const fay = address('fay');
    await stack.http.post('/v1/pause').set(bearer(token)).expect(200);
    assert.equal((await invite('after-pause', [fay]).expect(409)).body.error, 'company_paused');
    await stack.http.delete('/v1/pause').set(bearer(token)).expect(204);
    await invite('after-pause', [fay]).expect(202);
    assert.equal(await invitationsTo(fay), 1);
  });

  it("is the caller's own: another member's same key and request is a request of its own", async () => {
    const admin = await memberToken(stack, await addMember(stack, token, 'admin'));
    const gus = address('gus');
    await invite('shared-key', [gus]).expect(202);
    const theirs = await invite('shared-key', [gus], admin).expect(202);
    assert.equal(theirs.headers['idempotent-replayed'], undefined);
    assert.equal(await invitationsTo(gus), 2);
  });

  it('adds a team member once, and forgets a key after 24 hours', async () => {
    const email = address('member');
    const add = () =>
      stack.http
        .post('/v1/members')
        .set(bearer(token))
        .set('Idempotency-Key', 'member-1')
        .send({ email, role: 'reviewer' });
    const first = await add().expect(202);
    assert.deepEqual((await add().expect(202)).body, first.body);
    const { rows } = await stack.db.pool.query('SELECT id FROM members WHERE email = $1', [email]);
    assert.equal(rows.length, 1);

    const hal = address('hal');
    await invite('day-old', [hal]).expect(202);
    clock.advance(24 * 3600_000 + 1000);
    const later = await invite('day-old', [hal]).expect(202);
    assert.equal(later.headers['idempotent-replayed'], undefined);
    assert.equal(await invitationsTo(hal), 2);
  });
});
