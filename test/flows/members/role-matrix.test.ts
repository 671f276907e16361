import assert from 'node:assert/strict';
import { newId } from '../../../lib/ids';
import { bearer, login, newCompany } from '../../support/companies';
import { addMember, memberToken } from '../../support/members';
import { startTestStack, type TestStack } from '../../support/stack';

const ROLES = ['owner', 'admin', 'reviewer'] as const;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  'x-roles'?: string[];
  security?: Array<Record<string, unknown>>;
  responses: Record<string, unknown>;
}

/**
 * Walks every operation of the served OpenAPI document with a token of each role: an operation
 * answers 403 forbidden exactly to the roles its `x-roles` leaves out. An operation without
 * `x-roles`, a new endpoint included, fails here.
 */
describe('members: the whole operation × role matrix, from the OpenAPI document', function () {
  this.timeout(300_000);
  let stack: TestStack;
  const tokens: Array<{ who: string; role: string; token: string }> = [];
  let operations: Array<{ method: string; path: string; op: Operation }>;

  before(async () => {
    stack = await startTestStack({ env: { CONSOLE_RATE_LIMIT_PER_HOUR: '100000' } });
    const company = await newCompany(stack);
    const owner = (await login(stack, company)).access_token;
    tokens.push({ who: 'an owner with an API token', role: 'owner', token: owner });
    for (const role of ROLES) {
      const member = await addMember(stack, owner, role);
      const session = await stack.http
        .post('/v1/console/token')
        .send({ email: member.email, password: member.password });
      tokens.push({ who: `${role} in the console`, role, token: session.body.access_token });
      if (role !== 'owner')
        tokens.push({ who: `${role} with an API token`, role, token: await memberToken(stack, member) });
    }
    const doc = (await stack.http.get('/v1/openapi.json', { checked: false }).expect(200)).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] })),
    );
  });
  after(() => stack.close());

  it('states who may call each operation, consistently with its security', () => {
    assert.ok(operations.length >= 30, `only ${operations.length} operations`);
    for (const { method, path, op } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const roles = op['x-roles'];
      assert.ok(Array.isArray(roles) && roles.length > 0, `${where} has no x-roles`);
      const scheme = Object.keys(op.security?.[0] ?? {})[0];
      if (scheme === 'bearer') {
        assert.ok(
          roles.every((r) => (ROLES as readonly string[]).includes(r)),
          `${where}: x-roles ${roles}`,
        );
        if (roles.length < ROLES.length)
          assert.ok(op.responses['403'], `${where} refuses some roles but documents no 403`);
      } else {
        const caller = scheme === 'round' ? 'candidate' : scheme === 'greenhouse' ? 'greenhouse' : 'public';
        assert.deepEqual(roles, [caller], where);
      }
    }
  });

  it('refuses exactly the roles an operation leaves out, with 403 forbidden in words', async () => {
    const company = operations.filter(({ op }) => Object.keys(op.security?.[0] ?? {})[0] === 'bearer');
    let refusals = 0;
    for (const { method, path, op } of company) {
      for (const { who, role, token } of tokens) {
        const url = path.replace(/\{[^}]+\}/g, newId());
        // Every answer is also checked against the document (test/support/http.ts).
        const res = await stack.http[method as (typeof METHODS)[number]](url).set(bearer(token));
        const where = `${method.toUpperCase()} ${path} as ${who}`;
        if (op['x-roles']!.includes(role)) {
          assert.ok(!(res.status === 403 && res.body.error === 'forbidden'), `${where}: refused ${res.text}`);
        } else {
          assert.equal(res.status, 403, `${where}: ${res.status} ${res.text}`);
          assert.equal(res.body.error, 'forbidden', where);
          assert.match(res.body.message, new RegExp(`you are signed in as an? ${role}\\.$`), where);
          refusals++;
        }
      }
    }
    assert.ok(refusals > 20, `only ${refusals} refusals were tried`);
  });
});
