import assert from 'node:assert/strict';
import Ajv2020 from 'ajv/dist/2020';
import { buildOpenApiDocument } from '../../../api/http/openapi';
import { newCompany, type TestCompany } from '../../support/companies';
import { candidateEmail, emailedVerificationCode } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

/** The request body schema the document gives an operation, as a validator. */
function documentedBody(path: string, method: string) {
  const doc = buildOpenApiDocument('http://assessments.test') as unknown as {
    paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: object }> } }>>;
  };
  const ajv = new Ajv2020({ strict: false });
  ajv.addSchema({ ...doc, $id: 'openapi.json' });
  return ajv.compile({
    $ref: `openapi.json#/paths/${path.replace(/\//g, '~1')}/${method}/requestBody/content/application~1json/schema`,
  });
}

describe('the document and the server read a request alike', () => {
  let stack: TestStack;
  let company: TestCompany;
  before(async () => {
    stack = await startTestStack();
    company = await newCompany(stack);
  });
  after(() => stack?.close());

  it('POST /v1/rounds: lengths in characters (code points), spaces around the e-mail, 3 different holes of the course', async () => {
    const valid = documentedBody('/v1/rounds', 'post');
    const cases: Array<[string, object, number]> = [
      // 200 characters outside the BMP are 400 UTF-16 units: the document counts characters, and so does the server.
      ['a name of 200 emoji', { name: '😀'.repeat(200) }, 201],
      ['a name of 201 emoji', { name: '😀'.repeat(201) }, 422],
      ['an e-mail with spaces around it', { email: `  ${candidateEmail()}\u00a0` }, 201],
      ['an e-mail with a character zod refuses', { email: 'ada!lovelace@example.test' }, 422],
      ['a hole twice', { holes: [1, 1, 2] }, 422],
      ['two holes', { holes: [1, 2] }, 422],
      ['a blank name', { name: ' \t ' }, 422],
    ];
    for (const [what, change, status] of cases) {
      const body = { code: company.test_code, email: candidateEmail(), name: 'Ada', holes: [1, 2, 3], ...change };
      if (status === 201) {
        await stack.http.post('/v1/rounds/verify').send({ code: body.code, email: body.email }).expect(202);
        Object.assign(body, { verification: await emailedVerificationCode(stack, body.email.trim()) });
      }
      assert.equal(valid(body), status === 201, `${what}: the document says ${valid(body) ? 'valid' : 'invalid'}`);
      const res = await stack.http.post('/v1/rounds').send(body);
      assert.equal(res.status, status, `${what}: ${res.text}`);
    }
  });

  it('PATCH /v1/settings: webhook_url is an https URL any parser reads alike', async () => {
    const valid = documentedBody('/v1/settings', 'patch');
    const token = (
      await stack.http.post('/v1/token').send({ email: company.email, password: company.password }).expect(200)
    ).body.access_token;
    const cases: Array<[string, number]> = [
      ['https://hooks.example.test/a?b=c', 200],
      ['https://203.0.113.7:8443/hook', 200],
      ['http://hooks.example.test/', 422],
      ['https://hooks.example.123/', 422],
      ['https://user@hooks.example.test/', 422],
      ['https://hooks.example.test:65536/', 422],
    ];
    for (const [url, status] of cases) {
      assert.equal(valid({ webhook_url: url }), status === 200, `${url}: the document disagrees`);
      const res = await stack.http
        .patch('/v1/settings')
        .set({ Authorization: `Bearer ${token}` })
        .send({ webhook_url: url });
      assert.equal(res.status, status, `${url}: ${res.text}`);
    }
  });
});
