import assert from 'node:assert/strict';
import { newId } from '../../../lib/ids';
import { bearer, login, newCompany } from '../../support/companies';
import { addMember, memberToken } from '../../support/members';
import { startTestStack, type TestStack } from '../../support/stack';

interface Assessment {
  id: string;
  name: string;
  test: boolean;
  created_at: string;
}

describe("greenhouse: a company's assessments (/v1/assessments)", () => {
  let stack: TestStack;
  let owner: string;
  let admin: string;
  let reviewer: string;
  before(async () => {
    stack = await startTestStack();
    const company = await newCompany(stack);
    owner = (await login(stack, company)).access_token;
    admin = await memberToken(stack, await addMember(stack, owner, 'admin'));
    reviewer = await memberToken(stack, await addMember(stack, owner, 'reviewer'));
  });
  after(() => stack.close());

  const create = (token: string, body: object) => stack.http.post('/v1/assessments').set(bearer(token)).send(body);
  const list = async (token: string) =>
    (await stack.http.get('/v1/assessments').set(bearer(token)).expect(200)).body.data as Assessment[];

  it('creates (live by default), lists by name to every member, changes and deletes', async () => {
    const backend = await create(owner, { name: '  Backend  ' }).expect(201);
    assert.deepEqual(Object.keys(backend.body).sort(), ['created_at', 'id', 'name', 'test']);
    assert.equal(backend.body.name, 'Backend', 'spaces around the name are trimmed');
    assert.equal(backend.body.test, false, 'live by default');
    assert.match(backend.body.id, /^[0-9a-f]{24}$/);
    const api = await create(admin, { name: 'api design', test: true }).expect(201);
    assert.equal(api.body.test, true);

    assert.deepEqual(
      (await list(reviewer)).map((a) => [a.name, a.test]),
      [
        ['api design', true],
        ['Backend', false],
      ],
      'by name, letter case aside, and readable by a reviewer',
    );

    const renamed = await stack.http
      .patch(`/v1/assessments/${backend.body.id}`)
      .set(bearer(admin))
      .send({ name: 'Backend engineer', test: true })
      .expect(200);
    assert.deepEqual(renamed.body, { ...backend.body, name: 'Backend engineer', test: true });
    const only = await stack.http
      .patch(`/v1/assessments/${backend.body.id.toUpperCase()}`)
      .set(bearer(owner))
      .send({ test: false })
      .expect(200);
    assert.deepEqual(only.body, { ...backend.body, name: 'Backend engineer', test: false }, 'the rest keeps its value');

    await stack.http.delete(`/v1/assessments/${api.body.id}`).set(bearer(admin)).expect(204);
    assert.deepEqual(
      (await list(owner)).map((a) => a.id),
      [backend.body.id],
      'a deleted assessment leaves the list',
    );
    const again = await stack.http.delete(`/v1/assessments/${api.body.id}`).set(bearer(owner)).expect(404);
    assert.equal(again.body.error, 'assessment_not_found');
    const patchDeleted = await stack.http
      .patch(`/v1/assessments/${api.body.id}`)
      .set(bearer(owner))
      .send({ name: 'x' })
      .expect(404);
    assert.equal(patchDeleted.body.error, 'assessment_not_found');
    // Its name is free again.
    await create(owner, { name: 'API design' }).expect(201);
  });

  it('refuses a duplicate name among live assessments, letter case aside, as any rule of a field: 422 on name', async () => {
    const name = `Frontend ${newId()}`;
    const first = await create(owner, { name }).expect(201);
    const dup = await create(admin, { name: name.toUpperCase(), test: true }).expect(422);
    assert.equal(dup.body.error, 'validation_failed');
    assert.equal(dup.body.details[0].path, 'name');
    assert.match(dup.body.details[0].message, /named/);
    const other = await create(owner, { name: `${name} 2` }).expect(201);
    const clash = await stack.http
      .patch(`/v1/assessments/${other.body.id}`)
      .set(bearer(owner))
      .send({ name: ` ${name} ` })
      .expect(422);
    assert.equal(clash.body.details[0].path, 'name');
    await stack.http.delete(`/v1/assessments/${first.body.id}`).set(bearer(owner)).expect(204);
    await stack.http.patch(`/v1/assessments/${other.body.id}`).set(bearer(owner)).send({ name }).expect(200);
  });

  it('answers 422 validation_failed to a bad name, an unknown field or a bad flag', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'name'],
      [{ name: 'Backend (Test)' }, 'name'],
      [{ name: 'Back\u200bend' }, 'name'],
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'ok', test: 'yes' }, 'test'],
      [{ name: 'ok', live: true }, ''],
    ];
    for (const [body, path] of cases) {
      const res = await create(owner, body).expect(422);
      assert.equal(res.body.error, 'validation_failed', JSON.stringify(body));
      assert.ok(Array.isArray(res.body.details), JSON.stringify(res.body));
      if (path)
        assert.ok(
          res.body.details.some((d: { path: string }) => d.path === path),
          JSON.stringify(res.body),
        );
    }
    await create(owner, { name: 'y'.repeat(100) }).expect(201);
    const nul = await create(owner, { name: 'a\u0000b' }).expect(422);
    assert.equal(nul.body.error, 'validation_failed');
    const { id } = (await create(owner, { name: `Patch ${newId()}` }).expect(201)).body;
    const bad = await stack.http.patch(`/v1/assessments/${id}`).set(bearer(owner)).send({ name: '' }).expect(422);
    assert.equal(bad.body.error, 'validation_failed');
  });

  it('lets only owners and admins write: a reviewer gets 403 forbidden', async () => {
    const { id } = (await create(owner, { name: `Roles ${newId()}` }).expect(201)).body;
    const writes = [
      create(reviewer, { name: `Reviewer ${newId()}` }),
      stack.http.patch(`/v1/assessments/${id}`).set(bearer(reviewer)).send({ name: 'nope' }),
      stack.http.delete(`/v1/assessments/${id}`).set(bearer(reviewer)),
    ];
    for (const res of await Promise.all(writes)) {
      assert.equal(res.status, 403, res.text);
      assert.equal(res.body.error, 'forbidden');
      assert.match(res.body.message, /owner or admin; you are signed in as a reviewer\.$/);
    }
    assert.ok((await list(owner)).some((a) => a.id === id && a.name.startsWith('Roles ')));
    await stack.http.get('/v1/assessments').expect(401);
  });

  it("keeps each company's own: another company's id is 404, its list is its own", async () => {
    const other = await newCompany(stack);
    const otherToken = (await login(stack, other)).access_token;
    const { id } = (await create(owner, { name: `Mine ${newId()}` }).expect(201)).body;
    assert.deepEqual(await list(otherToken), []);
    for (const res of [
      await stack.http.patch(`/v1/assessments/${id}`).set(bearer(otherToken)).send({ name: 'Taken' }),
      await stack.http.delete(`/v1/assessments/${id}`).set(bearer(otherToken)),
      await stack.http.delete('/v1/assessments/not-an-id').set(bearer(otherToken)),
    ]) {
      assert.equal(res.status, 404, res.text);
      assert.equal(res.body.error, 'assessment_not_found');
    }
    // The same name in another company is no clash.
    const mine = (await list(owner)).find((a) => a.id === id)!;
    await create(otherToken, { name: mine.name }).expect(201);
    assert.ok((await list(owner)).some((a) => a.id === id && a.name === mine.name));
  });

  it('takes an Idempotency-Key on the POST: the same request answers the first answer, once', async () => {
    const key = `create-${newId()}`;
    const body = { name: `Idempotent ${newId()}` };
    const first = await create(owner, body).set('Idempotency-Key', key).expect(201);
    const replay = await create(owner, body).set('Idempotency-Key', key).expect(201);
    assert.deepEqual(replay.body, first.body);
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    assert.equal((await list(owner)).filter((a) => a.name === body.name).length, 1);
    const reused = await create(owner, { name: 'Another' }).set('Idempotency-Key', key).expect(422);
    assert.equal(reused.body.error, 'idempotency_key_reused');
  });

  it('records create, change and delete in the audit log', async () => {
    const company = await newCompany(stack);
    const token = (await login(stack, company)).access_token;
    const { id } = (await create(token, { name: 'Audited' }).expect(201)).body;
    await stack.http.patch(`/v1/assessments/${id}`).set(bearer(token)).send({ test: true }).expect(200);
    await stack.http.patch(`/v1/assessments/${id}`).set(bearer(token)).send({ test: true }).expect(200); // no change
    await stack.http.delete(`/v1/assessments/${id}`).set(bearer(token)).expect(204);
    const log = (await stack.http.get('/v1/activity').set(bearer(token)).expect(200)).body.data as Array<{
      action: string;
      fields?: string[];
      assessment?: object;
      actor: { email: string };
    }>;
    const entries = log.filter((e) => e.action.startsWith('assessment_'));
    assert.deepEqual(
      entries.map((e) => [e.action, e.assessment, e.fields]),
      [
        ['assessment_deleted', { id, name: 'Audited', test: true }, undefined],
        ['assessment_changed', { id, name: 'Audited', test: true }, ['test']],
        ['assessment_created', { id, name: 'Audited', test: false }, undefined],
      ],
    );
    assert.ok(entries.every((e) => e.actor.email === company.email));
  });
});
