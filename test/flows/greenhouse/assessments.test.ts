import assert from 'node:assert/strict';
import { newId } from '../../../lib/ids';
import { SHOT_LANGUAGE_IDS } from '../../../scoring/shots/shot-languages';
import { bearer, login, newCompany } from '../../support/companies';
import { addMember, memberToken } from '../../support/members';
import { documentTakes } from '../../support/openapi';
import { startTestStack, type TestStack } from '../../support/stack';

interface Assessment {
  id: string;
  name: string;
  test: boolean;
  round_time_limit_minutes: number | null;
  languages: string[] | null;
  holes: number[] | null;
  expires_in_days: number;
  separate_attempts: boolean;
  created_at: string;
}

const DEFAULT_SETTINGS = {
  round_time_limit_minutes: null,
  languages: null,
  holes: null,
  expires_in_days: 30,
  separate_attempts: false,
  questions: null,
};
const SETTINGS = Object.keys(DEFAULT_SETTINGS);
const settingsOf = (a: Assessment) => Object.fromEntries(SETTINGS.map((f) => [f, a[f as keyof Assessment]]));
const fieldOf = (detail: { path: string }) => detail.path.split('.')[0];

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
    assert.deepEqual(Object.keys(backend.body).sort(), ['created_at', 'id', 'name', 'test', ...SETTINGS].sort());
    assert.deepEqual(settingsOf(backend.body), DEFAULT_SETTINGS, 'every setting shown, at its default');
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
    assert.deepEqual(
      (await list(reviewer)).map(settingsOf),
      [DEFAULT_SETTINGS, DEFAULT_SETTINGS],
      'the list shows every setting',
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
      // 100 characters that are 200 in Unicode's NFC form, as names are stored (a 500 before).
      [{ name: '\u0958'.repeat(100) }, 'name'],
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

  describe('settings', () => {
    const change = (id: string, body: object) =>
      stack.http.patch(`/v1/assessments/${id}`).set(bearer(owner)).send(body);
    const listed = async (id: string) => (await list(owner)).find((a) => a.id === id);

    it('takes each setting on create, shows it everywhere, and keeps holes ascending', async () => {
      const settings = {
        round_time_limit_minutes: 45,
        languages: ['python', 'javascript'],
        holes: [42, 7, 100, 3],
        expires_in_days: 14,
        separate_attempts: true,
        questions: 'both',
      };
      const created = await create(owner, { name: `Settings ${newId()}`, ...settings }).expect(201);
      const shown = { ...settings, holes: [3, 7, 42, 100] };
      assert.deepEqual(settingsOf(created.body), shown);
      assert.deepEqual(await listed(created.body.id), created.body);
    });

    it('changes each setting alone, the rest kept, and resets the nullable ones with null', async () => {
      const { body: before } = await create(owner, { name: `Changes ${newId()}` }).expect(201);
      const changes: object[] = [
        { round_time_limit_minutes: 10 },
        { round_time_limit_minutes: 240 },
        { languages: ['human'] },
        { languages: [...SHOT_LANGUAGE_IDS] },
        { holes: [3, 2, 1] },
        { holes: Array.from({ length: 100 }, (_, i) => 100 - i) },
        { expires_in_days: 1 },
        { expires_in_days: 56 },
        { separate_attempts: true },
        { questions: 'own' },
      ];
      let expected: Assessment = before;
      for (const body of changes) {
        const res = await change(before.id, body).expect(200);
        const holes = 'holes' in body ? [...(body.holes as number[])].sort((a, b) => a - b) : expected.holes;
        expected = { ...expected, ...body, holes };
        assert.deepEqual(res.body, expected, JSON.stringify(body));
        assert.deepEqual(await listed(before.id), expected, `${JSON.stringify(body)}: stored`);
      }
      assert.deepEqual(settingsOf(expected), {
        round_time_limit_minutes: 240,
        languages: SHOT_LANGUAGE_IDS,
        holes: Array.from({ length: 100 }, (_, i) => i + 1),
        expires_in_days: 56,
        separate_attempts: true,
        questions: 'own',
      });

      const reset = await change(before.id, {
        round_time_limit_minutes: null,
        languages: null,
        holes: null,
        questions: null,
      }).expect(200);
      assert.deepEqual(settingsOf(reset.body), { ...DEFAULT_SETTINGS, expires_in_days: 56, separate_attempts: true });
      const back = await change(before.id, { expires_in_days: 30, separate_attempts: false }).expect(200);
      assert.deepEqual(back.body, before, 'all at their defaults again');
    });

    it('refuses each bad value with 422 naming its field, as the document does, and stores nothing', async () => {
      const { body: target } = await create(owner, {
        name: `Refusals ${newId()}`,
        languages: ['go'],
        holes: [4, 5, 6],
      }).expect(201);
      const before = await list(owner);
      const cases: Array<[object, string]> = [
        [{ holes: [1, 2, 101] }, 'holes'], // not a hole of the course
        [{ holes: [0, 1, 2] }, 'holes'],
        [{ holes: [1, 2] }, 'holes'], // a candidate picks three
        [{ holes: [] }, 'holes'],
        [{ holes: [1, 2, 2] }, 'holes'],
        [{ holes: [1, 2, 3.5] }, 'holes'],
        [{ holes: [1, 2, '3'] }, 'holes'],
        [{ holes: 'all' }, 'holes'],
        [{ languages: ['cobol'] }, 'languages'],
        [{ languages: [] }, 'languages'],
        [{ languages: ['python', 'python'] }, 'languages'],
        [{ languages: 'python' }, 'languages'],
        [{ round_time_limit_minutes: 9 }, 'round_time_limit_minutes'],
        [{ round_time_limit_minutes: 241 }, 'round_time_limit_minutes'],
        [{ round_time_limit_minutes: 30.5 }, 'round_time_limit_minutes'],
        [{ round_time_limit_minutes: '30' }, 'round_time_limit_minutes'],
        [{ expires_in_days: 0 }, 'expires_in_days'],
        [{ expires_in_days: 57 }, 'expires_in_days'],
        [{ expires_in_days: 7.5 }, 'expires_in_days'],
        [{ expires_in_days: null }, 'expires_in_days'],
        [{ separate_attempts: 'true' }, 'separate_attempts'],
        [{ separate_attempts: 1 }, 'separate_attempts'],
        [{ separate_attempts: null }, 'separate_attempts'],
        [{ questions: 'mine' }, 'questions'],
        [{ questions: '' }, 'questions'],
      ];
      for (const [body, field] of cases) {
        const what = JSON.stringify(body);
        const created = await create(owner, { name: `Refused ${newId()}`, ...body }).expect(422);
        const changed = await change(target.id, body).expect(422);
        for (const res of [created, changed]) {
          assert.equal(res.body.error, 'validation_failed', what);
          assert.deepEqual(res.body.details.map(fieldOf), [field], `${what}: ${res.text}`);
        }
        assert.equal(documentTakes('post', '/v1/assessments', { name: 'ok', ...body }), false, `${what}: document`);
        assert.equal(documentTakes('patch', '/v1/assessments/{id}', body), false, `${what}: document`);
      }

      const several = await change(target.id, { holes: [1, 2], expires_in_days: 0, separate_attempts: 'yes' });
      assert.equal(several.status, 422);
      assert.deepEqual(several.body.details.map(fieldOf).sort(), ['expires_in_days', 'holes', 'separate_attempts']);
      // A good field beside a bad one changes nothing either.
      await change(target.id, { name: 'Half', holes: [1, 2] }).expect(422);

      assert.deepEqual(await list(owner), before, 'nothing created, nothing changed');
    });

    it('records a change of settings in the audit log by field name, never their values', async () => {
      const company = await newCompany(stack);
      const token = (await login(stack, company)).access_token;
      const { id } = (await create(token, { name: 'Audited settings' }).expect(201)).body;
      await stack.http
        .patch(`/v1/assessments/${id}`)
        .set(bearer(token))
        .send({ holes: [9, 8, 7], expires_in_days: 30, languages: null, separate_attempts: true })
        .expect(200);
      await stack.http
        .patch(`/v1/assessments/${id}`)
        .set(bearer(token))
        .send({ holes: [7, 8, 9] })
        .expect(200);
      const log = (await stack.http.get('/v1/activity').set(bearer(token)).expect(200)).body.data as Array<{
        action: string;
        fields?: string[];
        assessment?: object;
      }>;
      assert.deepEqual(
        log.filter((e) => e.action === 'assessment_changed').map((e) => [e.fields, e.assessment]),
        [[['holes', 'separate_attempts'], { id, name: 'Audited settings', test: false }]],
        'only what changed; the same holes in another order change nothing',
      );
    });

    it('holds the table to the same rules: what the API refuses cannot be stored, what it takes can', async () => {
      const { id } = (await create(owner, { name: `Table ${newId()}` }).expect(201)).body;
      const { rows } = await stack.db.pool.query('SELECT company_id FROM assessments WHERE id = $1', [id]);
      const companyId = rows[0].company_id;
      const insert = (column: string, value: unknown) =>
        stack.db.pool.query(
          `INSERT INTO assessments (id, company_id, name, created_at, ${column}) VALUES ($1, $2, $3, now(), $4)`,
          [newId(), companyId, `Stored ${newId()}`, value],
        );
      const taken: Array<[string, unknown]> = [
        ['languages', SHOT_LANGUAGE_IDS],
        ['holes', [1, 2, 3]],
        ['holes', Array.from({ length: 100 }, (_, i) => i + 1)],
        ['round_time_limit_minutes', 10],
        ['round_time_limit_minutes', 240],
        ['expires_in_days', 1],
        ['expires_in_days', 56],
      ];
      for (const [column, value] of taken) await insert(column, value);
      const refused: Array<[string, unknown]> = [
        ['languages', ['cobol']],
        ['languages', []],
        ['languages', ['python', 'python']],
        ['languages', ['python', null]],
        ['languages', '{{python},{go}}'],
        ['holes', [1, 2]],
        ['holes', [1, 2, 101]],
        ['holes', [0, 1, 2]],
        ['holes', [1, 2, 2]],
        ['holes', [3, 2, 1]], // the API stores them ascending
        ['holes', [1, 2, null]],
        ['holes', '[0:2]={1,2,3}'],
        ['round_time_limit_minutes', 9],
        ['round_time_limit_minutes', 241],
        ['expires_in_days', 0],
        ['expires_in_days', 57],
        ['expires_in_days', null],
        ['separate_attempts', null],
      ];
      for (const [column, value] of refused) {
        // 23514: a check refused it; 23502: NOT NULL did.
        await assert.rejects(insert(column, value), { code: /^235(14|02)$/ }, `${column} ${JSON.stringify(value)}`);
      }
    });
  });
});
