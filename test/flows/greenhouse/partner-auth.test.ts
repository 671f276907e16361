import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newId } from '../../../lib/ids';
import { bearer, login, newCompany } from '../../support/companies';
import {
  assertListTestsResponse,
  basicAuthorization,
  startGreenhouse,
  type Greenhouse,
} from '../../support/greenhouse';
import { addMember, memberToken } from '../../support/members';
import { startTestStack, type TestStack } from '../../support/stack';

const LIST_TESTS = '/v1/integrations/greenhouse/list_tests';
const KEYS = '/v1/integrations/greenhouse/keys';

/** The app over real HTTP on a port of its own, where the Greenhouse simulator calls it. */
async function listen(stack: TestStack): Promise<{ server: Server; origin: string }> {
  const server = createServer(stack.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("greenhouse: the company's keys and Greenhouse's authentication on the partner paths", () => {
  let stack: TestStack;
  let server: Server;
  let baseUrl: string;
  const simulators: Greenhouse[] = [];
  before(async () => {
    stack = await startTestStack();
    const listening = await listen(stack);
    server = listening.server;
    baseUrl = `${listening.origin}/v1/integrations/greenhouse`;
  });
  after(async () => {
    await Promise.all(simulators.map((g) => g.close()));
    await new Promise((resolve) => server?.close(resolve));
    await stack?.close();
  });

  const greenhouse = async (apiKey: string) => {
    const g = await startGreenhouse({ baseUrl, apiKey });
    simulators.push(g);
    return g;
  };
  const createKey = async (token: string, name = `Greenhouse ${newId()}`) => {
    const res = await stack.http.post(KEYS).set(bearer(token)).send({ name }).expect(201);
    return res.body as { id: string; name: string; key: string; created_at: string };
  };
  const partnerGet = (authorization?: string) => {
    const req = stack.http.get(LIST_TESTS);
    return authorization === undefined ? req : req.set('Authorization', authorization);
  };
  const refused = (res: { status: number; body: { error: string; message: string } }, why: RegExp) => {
    assert.equal(res.status, 401, JSON.stringify(res.body));
    assert.equal(res.body.error, 'greenhouse_key_invalid');
    assert.match(res.body.message, why);
  };

  it('shows a new key once, keeps only its SHA-256, and lists keys without it', async () => {
    const company = await newCompany(stack);
    const owner = (await login(stack, company)).access_token;
    const created = await createKey(owner, '  Greenhouse production ');
    assert.deepEqual(Object.keys(created).sort(), ['created_at', 'id', 'key', 'name']);
    assert.equal(created.name, 'Greenhouse production');
    assert.match(created.key, /^ghk_[A-Za-z0-9_-]{43}$/);
    assert.ok(created.key.length < 171);

    const { rows } = await stack.db.pool.query<{ key_hash: Buffer; row: string }>(
      'SELECT key_hash, row_to_json(k)::text AS row FROM greenhouse_keys k WHERE id = $1',
      [created.id],
    );
    assert.deepEqual(rows[0].key_hash, createHash('sha256').update(created.key).digest(), 'its SHA-256 is stored');
    assert.ok(!rows[0].row.includes(created.key), 'the key itself is stored nowhere in its row');
    assert.ok(!rows[0].row.includes(created.key.slice(4)), 'nor its random part');

    const listed = (await stack.http.get(KEYS).set(bearer(owner)).expect(200)).body.data;
    assert.deepEqual(listed, [{ id: created.id, name: created.name, created_at: created.created_at }]);
    assert.ok(!JSON.stringify(listed).includes(created.key));

    // Used once: its last use shows, still without the key.
    await partnerGet(basicAuthorization(created.key)).expect(200);
    const used = (await stack.http.get(KEYS).set(bearer(owner)).expect(200)).body.data[0];
    assert.ok(Date.parse(used.last_used_at) >= Date.parse(created.created_at));

    const bad = await stack.http.post(KEYS).set(bearer(owner)).send({ name: '' }).expect(422);
    assert.equal(bad.body.error, 'validation_failed');
    await stack.http
      .post(KEYS)
      .set(bearer(owner))
      .send({ name: 'x'.repeat(101) })
      .expect(422);
  });

  it('lets only owners and admins manage keys: a reviewer gets 403, another company 404', async () => {
    const company = await newCompany(stack);
    const owner = (await login(stack, company)).access_token;
    const admin = await memberToken(stack, await addMember(stack, owner, 'admin'));
    const reviewer = await memberToken(stack, await addMember(stack, owner, 'reviewer'));
    const key = await createKey(admin);
    for (const res of [
      await stack.http.post(KEYS).set(bearer(reviewer)).send({ name: 'mine' }),
      await stack.http.get(KEYS).set(bearer(reviewer)),
      await stack.http.delete(`${KEYS}/${key.id}`).set(bearer(reviewer)),
    ]) {
      assert.equal(res.status, 403, res.text);
      assert.equal(res.body.error, 'forbidden');
    }
    const other = (await login(stack, await newCompany(stack))).access_token;
    const foreign = await stack.http.delete(`${KEYS}/${key.id}`).set(bearer(other)).expect(404);
    assert.equal(foreign.body.error, 'greenhouse_key_not_found');
    await partnerGet(basicAuthorization(key.key)).expect(200);
  });

  it("lists the key's company's live assessments to Greenhouse: by name, a test one marked, a deleted one gone", async () => {
    const company = await newCompany(stack);
    const owner = (await login(stack, company)).access_token;
    const { key } = await createKey(owner);
    const gh = await greenhouse(key);

    const empty = await gh.listTests();
    assert.equal(empty.status, 200, empty.text);
    assertListTestsResponse(empty.body);
    assert.deepEqual(empty.body, [], 'a company with no assessment offers none');

    const made: Record<string, string> = {};
    for (const [name, test] of [
      ['Backend', false],
      ['algorithms', true],
      ['Data', false],
    ] as const) {
      made[name] = (
        await stack.http.post('/v1/assessments').set(bearer(owner)).send({ name, test }).expect(201)
      ).body.id;
    }
    await stack.http.delete(`/v1/assessments/${made.Data}`).set(bearer(owner)).expect(204);
    // Another company's assessments are never listed.
    const other = (await login(stack, await newCompany(stack))).access_token;
    await stack.http.post('/v1/assessments').set(bearer(other)).send({ name: 'Secret' }).expect(201);

    const reply = await gh.listTests();
    assert.equal(reply.status, 200, reply.text);
    assert.match(String(reply.headers['content-type']), /^application\/json/);
    assertListTestsResponse(reply.body);
    assert.deepEqual(reply.body, [
      { partner_test_id: made.algorithms, partner_test_name: 'algorithms (test)' },
      { partner_test_id: made.Backend, partner_test_name: 'Backend' },
    ]);
    // The same answer, checked against the OpenAPI document.
    const documented = await partnerGet(basicAuthorization(key)).expect(200);
    assert.deepEqual(documented.body, reply.body);
  });

  it('refuses anything but a Greenhouse key in force with 401, and the key opens no other path', async () => {
    const company = await newCompany(stack);
    const owner = (await login(stack, company)).access_token;
    const { id, key } = await createKey(owner);
    const gh = await greenhouse(key);
    assert.equal((await gh.listTests()).status, 200);

    refused(await partnerGet(), /missing/);
    refused(await partnerGet(`Bearer ${key}`), /not HTTP Basic/);
    refused(await partnerGet(bearer(owner).Authorization), /not HTTP Basic/);
    refused(await partnerGet('Basic'), /not HTTP Basic/);
    refused(await partnerGet('Basic !!!'), /not HTTP Basic/);
    refused(await partnerGet(`Basic ${Buffer.from(key).toString('base64')}`), /colon/);
    refused(await partnerGet(`Basic ${Buffer.from(`${key}:secret`).toString('base64')}`), /password must be empty/);
    refused(await partnerGet(basicAuthorization(`${key}x`)), /unknown or revoked/);
    refused(await partnerGet(basicAuthorization(`ghk_${'A'.repeat(43)}`)), /unknown or revoked/);
    refused(await partnerGet(basicAuthorization('0d031d8227eafa61dc375a6c2e067e24')), /unknown or revoked/);
    refused(await partnerGet(basicAuthorization('k'.repeat(171))), /171 characters or more/);
    refused(await partnerGet(basicAuthorization('k'.repeat(4000))), /171 characters or more/);
    const simulated = await gh.listTests({ apiKey: 'k'.repeat(171) });
    assert.equal(simulated.status, 401);
    const withoutHeader = await gh.listTests({ authorization: null });
    assert.equal(withoutHeader.status, 401);
    // No challenge: a browser on the console's origin would prompt for it, and send what was typed.
    assert.equal(withoutHeader.headers['www-authenticate'], undefined);

    // The key is no company token: /v1/me and the keys' own paths refuse it.
    for (const path of ['/v1/me', '/v1/assessments', KEYS]) {
      const res = await stack.http.get(path).set('Authorization', basicAuthorization(key));
      assert.equal(res.status, 401, `${path}: ${res.text}`);
      assert.equal(res.body.error, 'token_expired');
      const asBearer = await stack.http.get(path).set(bearer(key));
      assert.equal(asBearer.status, 401, `${path} with the key as a bearer token: ${asBearer.text}`);
    }

    // Revoked: refused at once.
    await stack.http.delete(`${KEYS}/${id}`).set(bearer(owner)).expect(204);
    refused(await partnerGet(basicAuthorization(key)), /revoked/);
    assert.equal((await gh.listTests()).status, 401);
    const again = await stack.http.delete(`${KEYS}/${id}`).set(bearer(owner)).expect(404);
    assert.equal(again.body.error, 'greenhouse_key_not_found');
    assert.deepEqual((await stack.http.get(KEYS).set(bearer(owner)).expect(200)).body.data, []);
  });

  it('records the key created and revoked in the audit log, never the key', async () => {
    const company = await newCompany(stack);
    const owner = (await login(stack, company)).access_token;
    const { id, name, key } = await createKey(owner, 'Audited key');
    await stack.http.delete(`${KEYS}/${id}`).set(bearer(owner)).expect(204);
    const log = await stack.http.get('/v1/activity').set(bearer(owner)).expect(200);
    assert.deepEqual(
      (log.body.data as Array<{ action: string; greenhouse_key?: object }>)
        .filter((e) => e.action.startsWith('greenhouse_key_'))
        .map((e) => [e.action, e.greenhouse_key]),
      [
        ['greenhouse_key_revoked', { id, name }],
        ['greenhouse_key_created', { id, name }],
      ],
    );
    assert.ok(!log.text.includes(key) && !log.text.includes(key.slice(4)));
    const { rows } = await stack.db.pool.query<{ row: string }>(
      'SELECT row_to_json(a)::text AS row FROM audit_log a WHERE company_id = $1',
      [company.id],
    );
    assert.ok(rows.length >= 2);
    assert.ok(
      rows.every((r) => !r.row.includes(key.slice(4))),
      'no audit log row holds the key',
    );
  });
});

describe("greenhouse: the company's own rate limit on the partner paths, and a network's failures", () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({
      env: { GREENHOUSE_RATE_LIMIT_PER_HOUR: '3', RATE_LIMIT_PER_HOUR: '100', TRUST_PROXY: 'true' },
    });
  });
  after(() => stack.close());

  it("answers 429 past the limit its keys share, with its headers; the company's API budget is untouched", async () => {
    const company = await newCompany(stack);
    const owner = (await login(stack, company)).access_token;
    const keyOf = async () =>
      (await stack.http.post('/v1/integrations/greenhouse/keys').set(bearer(owner)).send({ name: newId() }).expect(201))
        .body.key as string;
    const [first, second] = [await keyOf(), await keyOf()];
    const call = (key: string) => stack.http.get(LIST_TESTS).set('Authorization', basicAuthorization(key));
    for (let i = 0; i < 3; i++) {
      const ok = await call(first).expect(200);
      assert.equal(ok.headers['ratelimit-limit'], '3');
      assert.equal(ok.headers['ratelimit-remaining'], String(2 - i));
    }
    const limited = await call(first).expect(429);
    assert.equal(limited.body.error, 'rate_limit_exceeded');
    assert.ok(Number(limited.headers['retry-after']) > 0);
    await call(second).expect(429, /rate_limit_exceeded/);
    // The company's own budget was not spent by Greenhouse's calls.
    const me = await stack.http.get('/v1/me').set(bearer(owner)).expect(200);
    assert.ok(Number(me.headers['ratelimit-remaining']) >= 95, me.headers['ratelimit-remaining']);
    // An unknown key spends nothing and is told 401, not 429.
    assert.equal((await call(`ghk_${'B'.repeat(43)}`)).status, 401);
  });

  it('refuses unasked, for the rest of the hour, a network whose calls failed the key check 100 times', async () => {
    const from = (ip: string, key: string) =>
      stack.http.get(LIST_TESTS).set('X-Forwarded-For', ip).set('Authorization', basicAuthorization(key));
    for (let i = 0; i < 100; i++) await from('203.0.113.9', `ghk_${newId().padEnd(43, 'C').slice(0, 43)}`).expect(401);
    const refused = await from('203.0.113.9', `ghk_${'D'.repeat(43)}`).expect(429);
    assert.equal(refused.body.error, 'rate_limit_exceeded');
    assert.ok(Number(refused.headers['retry-after']) > 0);
    await from('198.51.100.7', `ghk_${'D'.repeat(43)}`).expect(401);
  });

  it('is not closed by a revoked key Greenhouse keeps polling with: its addresses serve every company', async () => {
    const [revoking, other] = [await newCompany(stack), await newCompany(stack)];
    const keyOf = async (company: Awaited<ReturnType<typeof newCompany>>) => {
      const owner = (await login(stack, company)).access_token;
      const created = await stack.http
        .post('/v1/integrations/greenhouse/keys')
        .set(bearer(owner))
        .send({ name: 'Greenhouse' })
        .expect(201);
      return { owner, id: created.body.id as string, key: created.body.key as string };
    };
    const [old, current] = [await keyOf(revoking), await keyOf(other)];
    await stack.http.delete(`/v1/integrations/greenhouse/keys/${old.id}`).set(bearer(old.owner)).expect(204);
    const fromGreenhouse = (key: string) =>
      stack.http.get(LIST_TESTS).set('X-Forwarded-For', '192.0.2.44').set('Authorization', basicAuthorization(key));
    for (let i = 0; i < 120; i++) await fromGreenhouse(old.key).expect(401, /revoked/);
    await fromGreenhouse(current.key).expect(200);
  });
});
