import assert from 'node:assert/strict';
import jwt from 'jsonwebtoken';
import { signToken } from '../../../api/auth/tokens';
import { newId } from '../../../lib/ids';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { addMember, invitationToken, memberToken } from '../../support/members';
import { startTestStack, type TestStack } from '../../support/stack';

describe('members: a company is a team with roles', () => {
  const clock = new ManualClock();
  let stack: TestStack;
  let company: TestCompany;
  let owner: string;
  before(async () => {
    stack = await startTestStack({ clock, env: { LOGIN_MAX_ATTEMPTS: '3' } });
    company = await newCompany(stack);
    owner = (await login(stack, company)).access_token;
  });
  after(() => stack.close());

  const invite = (token: string, email: string, role: string) =>
    stack.http.post('/v1/members').set(bearer(token)).send({ email, role });
  const join = (token: string, password = `password-${newId()}`) =>
    stack.http.post('/v1/members/join').send({ token, password });

  it("makes today's company login the first owner, whose older tokens (naming no member) still work", async () => {
    const team = await stack.http.get('/v1/members').set(bearer(owner)).expect(200);
    assert.deepEqual(
      team.body.data.map((m: { email: string; role: string; status: string }) => [m.email, m.role, m.status]),
      [[company.email, 'owner', 'active']],
    );
    const me = await stack.http.get('/v1/members/me').set(bearer(owner)).expect(200);
    assert.equal(me.body.role, 'owner');
    assert.deepEqual(me.body.company, { id: company.id, name: company.name });
    assert.equal((jwt.decode(owner) as jwt.JwtPayload).mid, me.body.id);

    const fromBeforeMembers = signToken(stack.config.jwtSecret, { sub: company.id, typ: 'access', ver: 0 });
    const profile = await stack.http.get('/v1/me').set(bearer(fromBeforeMembers)).expect(200);
    assert.equal(profile.body.email, company.email);
  });

  it('invites by e-mail with a role; the single-use link lets the new member set a password and sign in', async () => {
    const email = `reviewer-${newId()}@example.test`;
    const invited = await invite(owner, email, 'reviewer').expect(202);
    assert.equal(invited.body.status, 'invited');
    assert.ok(Date.parse(invited.body.invitation_expires_at) > clock.now().getTime());
    const token = await invitationToken(stack, email);
    await stack.http.post('/v1/token').send({ email, password: 'not set yet at all' }).expect(401);

    const joined = await join(token, 'a reviewer password').expect(200);
    assert.equal(joined.body.status, 'active');
    assert.equal((await join(token).expect(404)).body.error, 'invitation_not_found');

    const reviewer = await memberToken(stack, { email, password: 'a reviewer password' });
    assert.equal((jwt.decode(reviewer) as jwt.JwtPayload).sub, company.id);
    await stack.http.get('/v1/playback').set(bearer(reviewer)).expect(200);
    const refused = await stack.http.get('/v1/settings').set(bearer(reviewer)).expect(403);
    assert.equal(refused.body.error, 'forbidden');
    assert.match(refused.body.message, /needs the role owner or admin; you are signed in as a reviewer/);
  });

  it('voids the older link when the invitation is sent again, and lets a link expire', async () => {
    const email = `twice-${newId()}@example.test`;
    await invite(owner, email, 'reviewer').expect(202);
    const first = await invitationToken(stack, email);
    clock.advance(1000);
    const again = await invite(owner, email, 'admin').expect(202);
    const second = await invitationToken(stack, email);
    assert.notEqual(first, second);
    assert.equal(again.body.role, 'admin');
    await join(first).expect(404);

    clock.advance(7 * 86_400_000 + 1000);
    await join(second).expect(404);
    const resent = await invite(owner, email, 'admin').expect(202);
    assert.equal(resent.body.id, again.body.id, 'the same member, invited a third time');
    await join(await invitationToken(stack, email)).expect(200);
    assert.equal((await invite(owner, email, 'admin').expect(409)).body.error, 'already_member');
  });

  it("ends a member's tokens at once when their role changes or they are removed", async () => {
    const admin = await addMember(stack, owner, 'admin');
    const adminToken = await memberToken(stack, admin);
    await stack.http.get('/v1/settings').set(bearer(adminToken)).expect(200);

    const demoted = await stack.http.patch(`/v1/members/${admin.id}`).set(bearer(owner)).send({ role: 'reviewer' });
    assert.equal(demoted.status, 200, demoted.text);
    assert.equal(
      (await stack.http.get('/v1/settings').set(bearer(adminToken)).expect(401)).body.error,
      'token_expired',
    );
    const asReviewer = await memberToken(stack, admin);
    await stack.http.get('/v1/settings').set(bearer(asReviewer)).expect(403);

    await stack.http.delete(`/v1/members/${admin.id}`).set(bearer(owner)).expect(204);
    await stack.http.get('/v1/playback').set(bearer(asReviewer)).expect(401);
    await stack.http.post('/v1/token').send({ email: admin.email, password: admin.password }).expect(401);
    const team = await stack.http.get('/v1/members').set(bearer(owner)).expect(200);
    assert.ok(!team.body.data.some((m: { id: string }) => m.id === admin.id));
    await stack.http.delete(`/v1/members/${admin.id}`).set(bearer(owner)).expect(404);
  });

  it('gives each member a lockout and a password change of their own', async () => {
    const reviewer = await addMember(stack, owner, 'reviewer');
    const before = await memberToken(stack, reviewer);
    for (let i = 0; i < 3; i++) {
      await stack.http.post('/v1/token').send({ email: reviewer.email, password: 'a wrong password' }).expect(401);
    }
    const locked = await stack.http
      .post('/v1/token')
      .send({ email: reviewer.email, password: reviewer.password })
      .expect(429);
    assert.equal(locked.body.error, 'too_many_login_attempts');
    await login(stack, company); // the owner signs in all the same

    clock.advance(16 * 60_000);
    const change = { password: 'a new reviewer password', password_confirmation: 'a new reviewer password' };
    const wrong = await stack.http
      .patch('/v1/members/me')
      .set(bearer(before))
      .send({ ...change, current_password: 'not it at all' })
      .expect(403);
    assert.equal(wrong.body.error, 'invalid_credentials');
    await stack.http
      .patch('/v1/members/me')
      .set(bearer(before))
      .send({ ...change, current_password: reviewer.password })
      .expect(200);
    await stack.http.get('/v1/playback').set(bearer(before)).expect(401);
    await stack.http.post('/v1/token').send({ email: reviewer.email, password: reviewer.password }).expect(401);
    await memberToken(stack, { email: reviewer.email, password: change.password });
  });

  it('keeps the last owner: it can be neither demoted nor removed', async () => {
    const solo = await newCompany(stack);
    const token = (await login(stack, solo)).access_token;
    const me = (await stack.http.get('/v1/members/me').set(bearer(token)).expect(200)).body;
    const demote = await stack.http
      .patch(`/v1/members/${me.id}`)
      .set(bearer(token))
      .send({ role: 'admin' })
      .expect(409);
    assert.equal(demote.body.error, 'last_owner');
    await stack.http.delete(`/v1/members/${me.id}`).set(bearer(token)).expect(409);
  });

  it('leaves one owner when two owners demote each other at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const team = await newCompany(stack);
      const first = (await login(stack, team)).access_token;
      const firstId = (await stack.http.get('/v1/members/me').set(bearer(first))).body.id;
      const second = await addMember(stack, first, 'owner');
      const secondToken = await memberToken(stack, second);
      const answers = await Promise.all([
        stack.http.patch(`/v1/members/${second.id}`).set(bearer(first)).send({ role: 'admin' }),
        stack.http.patch(`/v1/members/${firstId}`).set(bearer(secondToken)).send({ role: 'admin' }),
      ]);
      assert.deepEqual(
        answers.map((a) => a.status).filter((s) => s === 200).length,
        1,
        answers.map((a) => a.text).join(),
      );
      const { rows } = await stack.db.pool.query(
        `SELECT count(*)::int AS n FROM members WHERE company_id = $1 AND role = 'owner' AND removed_at IS NULL`,
        [team.id],
      );
      assert.equal(rows[0].n, 1);
    }
  });

  it('lets one address sign in to one company only, and an admin change only what admins may', async () => {
    const other = await newCompany(stack);
    const taken = await invite(owner, other.email, 'reviewer').expect(422);
    assert.deepEqual(taken.body.details, [{ path: 'email', message: 'signs in to another company already' }]);

    const admin = await memberToken(stack, await addMember(stack, owner, 'admin'));
    const settings = (await stack.http.get('/v1/settings').set(bearer(admin)).expect(200)).body;
    const refused = await stack.http
      .patch('/v1/settings')
      .set(bearer(admin))
      .send({ live_code: '9ADMINCODE77', per_candidate: settings.per_candidate })
      .expect(403);
    assert.match(refused.body.message, /^Changing live_code needs the role owner/);
    await stack.http
      .patch('/v1/settings')
      .set(bearer(admin))
      .send({ live_code: settings.live_code, webhook_secret: 'AdminChanged1234' })
      .expect(200);
    await invite(admin, `x-${newId()}@example.test`, 'reviewer').expect(403);
  });

  it('names the member who acted in the notification e-mails, and sends them to every owner', async () => {
    const team = await newCompany(stack);
    const first = (await login(stack, team)).access_token;
    const second = await addMember(stack, first, 'owner');
    const admin = await addMember(stack, first, 'admin');
    await stack.http
      .post('/v1/pause')
      .set(bearer(await memberToken(stack, admin)))
      .expect(200);
    const { rows } = await stack.db.pool.query(
      `SELECT recipient, text_body FROM emails WHERE company_id = $1 AND kind = 'paused' ORDER BY recipient`,
      [team.id],
    );
    assert.deepEqual(rows.map((r) => r.recipient).sort(), [team.email, second.email].sort());
    for (const r of rows)
      assert.match(r.text_body, new RegExp(`Made by ${admin.email.replace(/[.]/g, '\\.')}, with an API token`));
  });

  it("keeps the member who signs in with the company's address until an owner changes it", async () => {
    const team = await newCompany(stack);
    const first = (await login(stack, team)).access_token;
    const firstId = (await stack.http.get('/v1/members/me').set(bearer(first))).body.id;
    const second = await addMember(stack, first, 'owner');
    const secondToken = await memberToken(stack, second);
    const refused = await stack.http.delete(`/v1/members/${firstId}`).set(bearer(secondToken)).expect(409);
    assert.equal(refused.body.error, 'company_address');

    const address = `hiring-${newId()}@example.test`;
    await stack.http
      .patch('/v1/settings')
      .set(bearer(secondToken))
      .send({ email: address, current_password: second.password })
      .expect(200);
    // The address moved; the first owner's sign-in did not (they were not the one changing it).
    await login(stack, team);
    await stack.http.delete(`/v1/members/${firstId}`).set(bearer(secondToken)).expect(204);
    await stack.http.post('/v1/token').send({ email: team.email, password: team.password }).expect(401);
  });

  it('sends at most 30 team invitations an hour per company, resends included', async () => {
    const team = await newCompany(stack);
    const first = (await login(stack, team)).access_token;
    const address = `often-${newId()}@example.test`;
    for (let i = 0; i < 30; i++) await invite(first, address, 'reviewer').expect(202);
    const spent = await invite(first, `other-${newId()}@example.test`, 'reviewer').expect(429);
    assert.equal(spent.body.error, 'rate_limit_exceeded');
    assert.ok(Number(spent.headers['retry-after']) > 0);
    const { rows } = await stack.db.pool.query(
      `SELECT count(*)::int AS n FROM emails WHERE company_id = $1 AND kind = 'memberInvitation'`,
      [team.id],
    );
    assert.equal(rows[0].n, 30);
  });
});
