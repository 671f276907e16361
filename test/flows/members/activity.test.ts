import assert from 'node:assert/strict';
import { newId } from '../../../lib/ids';
import { bearer, login, newCompany } from '../../support/companies';
import { addMember, memberToken } from '../../support/members';
import { startTestStack, type TestStack } from '../../support/stack';

interface Entry {
  action: string;
  actor: { email: string; client: string; member_id?: string };
  client_address: string;
  fields?: string[];
  member?: { email: string; role: string };
  previous_role?: string;
  count?: number;
  delivery_id?: string;
}

describe('members: the audit log (GET /v1/activity)', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  });
  after(() => stack.close());

  it('says who did what, when and from where, naming changed fields but never their values', async () => {
    const company = await newCompany(stack);
    const owner = (await login(stack, company)).access_token;
    const console = (
      await stack.http.post('/v1/console/token').send({ email: company.email, password: company.password }).expect(200)
    ).body.access_token;
    const admin = await addMember(stack, owner, 'admin');
    const adminToken = await memberToken(stack, admin);

    const secret = `Secret${newId()}`;
    await stack.http
      .patch('/v1/settings')
      .set(bearer(console))
      .send({ webhook_url: 'https://hooks.example.test/x', webhook_secret: secret, per_candidate: 2 })
      .expect(200);
    await stack.http.post('/v1/pause').set(bearer(adminToken)).expect(200);
    await stack.http.post('/v1/pause').set(bearer(adminToken)).expect(200); // no change, no entry
    await stack.http.delete('/v1/pause').set(bearer(adminToken)).expect(204);
    await stack.http
      .post('/v1/invite')
      .set(bearer(adminToken))
      .send({ emails: ['a@example.test', 'b@example.test'] });
    const test = await stack.http.post('/v1/webhook/test').set(bearer(adminToken)).expect(202);
    await stack.http.patch(`/v1/members/${admin.id}`).set(bearer(owner)).send({ role: 'reviewer' }).expect(200);
    const newPassword = `password-${newId()}`;
    await stack.http
      .patch('/v1/settings')
      .set(bearer(owner))
      .send({ password: newPassword, password_confirmation: newPassword, current_password: company.password })
      .expect(200);
    const fresh = (await login(stack, { email: company.email, password: newPassword })).access_token;

    const log = await stack.http.get('/v1/activity').set(bearer(fresh)).expect(200);
    const entries = log.body.data as Entry[];
    assert.deepEqual(
      entries.map((e) => e.action),
      [
        'settings_changed',
        'member_role_changed',
        'webhook_tested',
        'invitations_sent',
        'resumed',
        'paused',
        'settings_changed',
        'member_joined',
        'member_invited',
      ],
    );
    const [password, role, webhook, invitations, , paused, settings, joined, invited] = entries;
    assert.deepEqual(password.fields, ['password']);
    assert.deepEqual(settings.fields, ['webhook_url', 'webhook_secret', 'per_candidate']);
    assert.deepEqual(settings.actor, { member_id: settings.actor.member_id, email: company.email, client: 'console' });
    assert.deepEqual(paused.actor, { member_id: admin.id, email: admin.email, client: 'api_token' });
    assert.match(paused.client_address, /^(::ffff:)?127\.0\.0\.1$|^::1$/);
    assert.equal(invitations.count, 2);
    assert.equal(webhook.delivery_id, test.body.delivery_id);
    assert.deepEqual([role.member?.email, role.member?.role, role.previous_role], [admin.email, 'reviewer', 'admin']);
    assert.equal(joined.actor.email, admin.email);
    assert.deepEqual(invited.member, { id: admin.id, email: admin.email, role: 'admin' });
    assert.ok(!log.text.includes(secret), 'the webhook secret is never in the log');
    assert.ok(!log.text.includes(newPassword), 'nor is a password');
    assert.equal(log.body.meta.page.total, 9);

    const page = await stack.http.get('/v1/activity?page=2&per_page=4').set(bearer(fresh)).expect(200);
    assert.deepEqual(
      page.body.data.map((e: Entry) => e.action),
      entries.slice(4, 8).map((e) => e.action),
    );
    assert.equal(page.body.links.next, `${stack.config.publicBaseUrl}/v1/activity?page=3&per_page=4`);

    const reviewer = await memberToken(stack, admin);
    assert.equal((await stack.http.get('/v1/activity').set(bearer(reviewer)).expect(403)).body.error, 'forbidden');
  });
});
