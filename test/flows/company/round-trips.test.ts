import assert from 'node:assert/strict';
import { bearer, login, newCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';
import { recordStatements, type StatementLog } from '../../support/statements';

describe('database round trips of an authenticated request', () => {
  let stack: TestStack;
  let statements: StatementLog;
  let token: string;
  before(async () => {
    stack = await startTestStack();
    statements = recordStatements(stack.db.pool);
    const company = await newCompany(stack);
    token = (await login(stack, company)).access_token;
  });
  after(() => stack.close());

  const roundTrips = async (path: string) => {
    statements.clear();
    await stack.http.get(path).set(bearer(token)).expect(200);
    return statements.texts.map(
      (sql) => /\b(WITH request|WITH company|INSERT INTO rate_limits)\b/.exec(sql)?.[1] ?? sql,
    );
  };

  it('GET /v1/me: 1 (the company, its token version, a slot of its budget and its statistics)', async () => {
    assert.deepEqual(await roundTrips('/v1/me'), ['WITH request']);
  });

  it('GET /v1/settings: 1 (the company, its token version and a slot of its budget)', async () => {
    assert.deepEqual(await roundTrips('/v1/settings'), ['WITH request']);
  });
});
