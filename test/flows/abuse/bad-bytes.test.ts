import assert from 'node:assert/strict';
import { bearer, login, newCompany } from '../../support/companies';
import { roundBearer, startRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: Array<{ in: 'path' | 'query'; name: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Array<Record<string, unknown>>;
}

/**
 * Text no column can hold: U+0000, and (in a JSON body: a URL's percent-encoding is UTF-8, which
 * cannot spell one) a surrogate without its pair.
 */
const NUL = '\u0000';
const BAD_IN_BODY = [NUL, '\ud800', '\udc00'];

/**
 * Every string field of a request schema, as the paths validation errors name them (`a.b`, `a.0`),
 * through `$ref`s, unions and arrays.
 */
function stringFields(schema: Schema | undefined, components: Record<string, Schema>, path: string[] = []): string[][] {
  if (!schema) return [];
  if (typeof schema.$ref === 'string') {
    return stringFields(components[schema.$ref.replace('#/components/schemas/', '')], components, path);
  }
  const union = [...((schema.anyOf as Schema[]) ?? []), ...((schema.oneOf as Schema[]) ?? [])];
  if (union.length) {
    const all = union.flatMap((s) => stringFields(s, components, path));
    return [...new Map(all.map((p) => [p.join('.'), p])).values()];
  }
  const type = schema.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) return [path];
  if (type === 'array') return stringFields(schema.items as Schema, components, [...path, '0']);
  return Object.entries((schema.properties as Record<string, Schema>) ?? {}).flatMap(([key, inner]) =>
    stringFields(inner, components, [...path, key]),
  );
}

/** `body` with `value` put at `path` (a copy). */
function bodyWith(body: unknown, path: string[], value: string): unknown {
  const [head, ...rest] = path;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(body) ? [...body] : { ...(body as object) };
  const inner = (copy as Record<string, unknown>)[head];
  (copy as Record<string, unknown>)[head] = rest.length
    ? bodyWith(inner ?? (rest[0] === '0' ? [] : {}), rest, value)
    : value;
  return copy;
}

/** The text at `path` in `body`, if any. */
const valueAt = (body: unknown, path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], body);

/** The bad character put inside a valid value, so that the value passes every rule of its own. */
const spoil = (valid: unknown, bad: string) =>
  typeof valid === 'string' && valid.length > 1 ? `${valid[0]}${bad}${valid.slice(1)}` : bad;

/**
 * No string a client can send reaches the database unchecked: U+0000 or an unpaired surrogate, in
 * any string of any operation the document lists (path, query, body), answers 422 naming the field.
 */
describe('abuse: text no column can hold, in every string field of every operation', function () {
  this.timeout(120_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ env: { ROUND_RATE_LIMIT_PER_HOUR: '100000' } });
    await stack.startWorker();
  });
  after(() => stack?.close());

  it('names at most 20 fields, however many a body spoils and however deep: the refusal stays small', async () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 500; i++) deep = ['\u0000', deep];
    const res = await stack.http
      .post('/v1/token')
      .send({ email: deep, password: Array(5000).fill('\u0000') })
      .expect(422);
    assert.equal(res.body.details.length, 20);
    assert.ok(res.text.length < 4096, `a refusal of ${res.text.length} bytes`);
  });

  it('stores what a program prints, U+0000 included, as the replacement character, and answers the run', async () => {
    const company = await newCompany(stack);
    const round = await startRound(stack, company.test_code);
    const res = await stack.http
      .post(`/v1/rounds/${round.id}/shots/${round.holes[0]}/run`)
      .set(roundBearer(round))
      .send({ language: 'python', code: 'import sys\nsys.stdout.write("a\\0b")\nsys.stderr.write("c\\0d")' })
      .expect(200);
    assert.equal(res.body.stdout, 'a\ufffdb');
    assert.equal(res.body.stderr, 'c\ufffdd');
  });

  it('answers 422 validation_failed naming the field, never 500, and writes nothing', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const round = await startRound(stack, company.test_code);
    const doc = (await stack.http.get('/v1/openapi.json', { checked: false }).expect(200)).body;
    const components: Record<string, Schema> = doc.components.schemas;
    const rowsBefore = await stack.db.pool.query(
      'SELECT (SELECT count(*) FROM submissions) + (SELECT count(*) FROM emails) AS n',
    );

    const password = 'a-new-password-1';
    /** A valid body of each operation that takes one: the bad character goes inside one of its values. */
    const validBodies: Record<string, unknown> = {
      'post /v1/token': { email: company.email, password: company.password },
      'post /v1/console/token': { email: company.email, password: company.password },
      'patch /v1/settings': {
        name: 'Renamed Widgets',
        email: `renamed-${company.id}@example.test`,
        password,
        password_confirmation: password,
        current_password: company.password,
        webhook_url: 'https://hooks.example.test/results',
        webhook_secret: 'abcdefABCDEF0123456789abcdef',
        live_code: '9ZZZZZZZZZZ9',
      },
      'post /v1/rounds/verify': { code: company.test_code, email: 'ada@example.test' },
      'post /v1/rounds': {
        code: company.test_code,
        email: 'ada@example.test',
        name: 'Ada Lovelace',
        holes: [1, 11, 43],
        verification: '123456',
        invite: 'an.invitation.token',
      },
      'put /v1/rounds/{id}/shots/{hole}': { language: 'python', code: 'print(1)' },
      'post /v1/rounds/{id}/shots/{hole}/run': { language: 'python', code: 'print(1)' },
      'post /v1/rounds/{id}/shots/{hole}/run-with-input': { language: 'python', code: 'print(1)', input: '1 2' },
      'post /v1/rounds/{id}/submit': { message: 'Thank you' },
      'post /v1/invite': { emails: ['ada@example.test'] },
    };
    const refused: string[] = [];
    const wrong: string[] = [];
    for (const [template, operations] of Object.entries<Record<string, Operation>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const auth = operation.security?.some((s) => 'round' in s)
          ? roundBearer(round)
          : operation.security
            ? bearer(access_token)
            : {};
        const validParameters: Record<string, string> = {
          id: round.id,
          hole: String(round.holes[0]),
          email: 'ada@example.test',
        };
        const pathOf = (values: Record<string, string> = {}) =>
          template.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(values[name] ?? validParameters[name]),
          );
        const fields: Array<{
          name: string;
          bad: string[];
          send: (bad: string) => ReturnType<TestStack['http']['get']>;
        }> = [];
        for (const parameter of operation.parameters ?? []) {
          const validValue =
            parameter.in === 'query'
              ? ({ search: 'ada', sort: 'created_at', order: 'asc' }[parameter.name] ?? '1')
              : '';
          const name = parameter.in === 'path' ? '(path)' : parameter.name;
          fields.push({
            name,
            bad: [NUL],
            send: (bad) => {
              const path =
                parameter.in === 'path'
                  ? pathOf({ [parameter.name]: spoil(validParameters[parameter.name] ?? '1', bad) })
                  : `${pathOf()}?${parameter.name}=${encodeURIComponent(spoil(validValue, bad))}`;
              const call = stack.http[method as 'get'](path).set(auth);
              return method === 'get' || method === 'delete' ? call : call.send({});
            },
          });
        }
        const schema = operation.requestBody?.content['application/json']?.schema;
        const valid = validBodies[`${method} ${template}`] ?? {};
        for (const field of stringFields(schema, components)) {
          // A body of one kind or the other: the invitation's fields, or the code's.
          const { invite, code, email, verification, ...common } = valid as Record<string, unknown>;
          const body = field[0] === 'invite' ? { ...common, invite } : { ...common, code, email, verification };
          fields.push({
            name: field.join('.'),
            bad: BAD_IN_BODY,
            send: (bad) =>
              stack.http[method as 'post'](pathOf())
                .set(auth)
                .send(bodyWith(body, field, spoil(valueAt(valid, field), bad)) as object),
          });
        }
        for (const field of fields) {
          for (const bad of field.bad) {
            const res = await field.send(bad);
            const what = `${method.toUpperCase()} ${template} ${field.name} ${JSON.stringify(bad)}: ${res.status}`;
            const named = res.body?.details?.some((d: { path: string }) => d.path === field.name);
            if (res.status === 422 && res.body.error === 'validation_failed' && named) refused.push(what);
            else wrong.push(`${what} ${res.text.slice(0, 160)}`);
          }
        }
      }
    }
    assert.deepEqual(wrong, []);
    // Every operation's path and query parameters and body strings: a document that lost them would show here.
    assert.ok(refused.length >= 80, `only ${refused.length} fields were tried`);
    const rowsAfter = await stack.db.pool.query(
      'SELECT (SELECT count(*) FROM submissions) + (SELECT count(*) FROM emails) AS n',
    );
    assert.equal(rowsAfter.rows[0].n, rowsBefore.rows[0].n, 'nothing was written');
  });
});
