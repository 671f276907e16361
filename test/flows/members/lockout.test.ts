import assert from 'node:assert/strict';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { addMember, memberToken } from '../../support/members';
import { run } from '../../support/run';
import { startTestStack, type TestStack } from '../../support/stack';

/**
 * No way back for an owner: wrong passwords tried with a stolen token keep an account locked. The
 * operator's CLI and a company's owners can end the lockout and every token of a member, each in
 * the audit log. Through the real API and CLI on one database.
 */
describe('a locked or stolen sign-in: unlocking a member and signing them out everywhere', function () {
  this.timeout(120_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ env: { LOGIN_MAX_ATTEMPTS: '3' } });
  });
  after(() => stack.close());

  const signIn = (who: { email: string; password: string }) =>
    stack.http.post('/v1/token').send({ email: who.email, password: who.password });
  const lockOut = async (email: string) => {
    for (let i = 0; i < 3; i++)
      await stack.http.post('/v1/token').send({ email, password: 'wrong password' }).expect(401);
  };
  const activity = async (token: string) =>
    (await stack.http.get('/v1/activity').set(bearer(token)).expect(200)).body.data as {
      action: string;
      actor: { email: string; client: string };
      member?: { email: string };
    }[];
  const cli = (...args: string[]) =>
    run('npm', ['run', '--silent', 'cli', '--', ...args], { DATABASE_URL: stack.db.url });

  it("the operator's CLI: member unlock and member revoke-tokens, one JSON line each", async () => {
    const company: TestCompany = await newCompany(stack);
    const stolen = (await login(stack, company)).access_token;
    await lockOut(company.email);
    assert.equal((await signIn(company).expect(429)).body.error, 'too_many_login_attempts');

    const unlocked = await cli('member', 'unlock', '--email', ` ${company.email.toUpperCase()} `);
    assert.equal(unlocked.code, 0, unlocked.stderr);
    assert.deepEqual(JSON.parse(unlocked.stdout), {
      email: company.email,
      company_id: company.id,
      member_id: JSON.parse(unlocked.stdout).member_id,
      unlocked: true,
    });
    await signIn(company).expect(200);

    const revoked = await cli('member', 'revoke-tokens', '--email', company.email);
    assert.equal(revoked.code, 0, revoked.stderr);
    assert.equal(JSON.parse(revoked.stdout).tokens_revoked, true);
    assert.equal((await stack.http.get('/v1/me').set(bearer(stolen)).expect(401)).body.error, 'token_expired');

    const fresh = (await login(stack, company)).access_token;
    const log = await activity(fresh);
    for (const action of ['member_unlocked', 'member_signed_out']) {
      const entry = log.find((e) => e.action === action);
      assert.ok(entry, action);
      assert.deepEqual(entry.actor, { email: 'operator', client: 'operator' });
      assert.equal(entry.member?.email, company.email);
    }
    const unknown = await cli('member', 'unlock', '--email', 'nobody@example.test');
    assert.notEqual(unknown.code, 0);
    assert.match(unknown.stderr, /no member signs in with nobody@example\.test/);
  });

  it('an owner unlocks a member, signs them out everywhere, and signs out everywhere themselves', async () => {
    const company = await newCompany(stack);
    const owner = (await login(stack, company)).access_token;
    const admin = await addMember(stack, owner, 'admin');
    const adminToken = await memberToken(stack, admin);
    await lockOut(admin.email);
    await signIn(admin).expect(429);

    const unlocked = await stack.http.post(`/v1/members/${admin.id}/unlock`).set(bearer(owner)).expect(200);
    assert.equal(unlocked.body.email, admin.email);
    await signIn(admin).expect(200);
    // An admin may not: it is the owners' to do.
    await stack.http.post(`/v1/members/${admin.id}/sign-out`).set(bearer(adminToken)).expect(403);

    await stack.http.post(`/v1/members/${admin.id}/sign-out`).set(bearer(owner)).expect(200);
    await stack.http.get('/v1/me').set(bearer(adminToken)).expect(401);
    await stack.http.get('/v1/me').set(bearer(owner)).expect(200);

    const me = (await stack.http.get('/v1/members/me').set(bearer(owner)).expect(200)).body;
    await stack.http.post(`/v1/members/${me.id}/sign-out`).set(bearer(owner)).expect(200);
    await stack.http.get('/v1/me').set(bearer(owner)).expect(401);

    const fresh = (await login(stack, company)).access_token;
    const log = await activity(fresh);
    assert.deepEqual(
      log
        .filter((e) => e.action === 'member_unlocked' || e.action === 'member_signed_out')
        .map((e) => [e.action, e.member?.email]),
      [
        ['member_signed_out', company.email],
        ['member_signed_out', admin.email],
        ['member_unlocked', admin.email],
      ],
    );
    const none = await stack.http.post('/v1/members/000000000000000000000000/unlock').set(bearer(fresh)).expect(404);
    assert.equal(none.body.error, 'member_not_found');
  });
});
