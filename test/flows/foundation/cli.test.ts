import assert from 'node:assert/strict';
import { verifyPassword } from '../../../lib/crypto';
import { run } from '../../support/run';
import { startTestStack, type TestStack } from '../../support/stack';

describe('operator CLI', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(() => stack.close());

  const cli = (...args: string[]) =>
    run('npm', ['run', '--silent', 'cli', '--', ...args], { DATABASE_URL: stack.db.url });

  it('creates a paid company and prints its id, e-mail, codes and webhook secret as JSON', async () => {
    const result = await cli(
      'company',
      'create',
      '--name',
      'Acme',
      '--email',
      'Ops@Acme.test',
      '--password',
      'correct horse',
    );
    assert.equal(result.code, 0, result.stderr);
    const created = JSON.parse(result.stdout);
    assert.deepEqual(Object.keys(created).sort(), ['email', 'id', 'live_code', 'test_code', 'webhook_secret']);
    assert.match(created.id, /^[0-9a-f]{24}$/);
    assert.match(created.live_code, /^[0-9][A-Z0-9]{9,}$/);
    assert.match(created.test_code, /^T[A-Z0-9]{9}$/);
    assert.match(created.webhook_secret, /^[A-Za-z0-9]{10,}$/);

    const { rows } = await stack.db.pool.query(
      "SELECT c.paid_at, (SELECT m.password_hash FROM members m WHERE m.company_id = c.id AND m.role = 'owner') AS password_hash, " +
        "(SELECT count(*)::int FROM charges h WHERE h.company_id = c.id AND h.kind = 'setup' " +
        `AND h.amount_cents = 4900) AS setup
       FROM companies c WHERE c.id = $1`,
      [created.id],
    );
    assert.ok(rows[0].paid_at instanceof Date);
    assert.equal(rows[0].setup, 1);
    assert.ok(!rows[0].password_hash.includes('correct horse'));
    assert.equal(await verifyPassword(rows[0].password_hash, 'correct horse'), true);
  });

  it('creates an unpaid company with --unpaid, and mark-paid records the setup charge once', async () => {
    const created = JSON.parse(
      (
        await cli(
          'company',
          'create',
          '--name',
          'Beta',
          '--email',
          'beta@example.test',
          '--password',
          'long enough pw',
          '--unpaid',
        )
      ).stdout,
    );
    const paidAt = async () =>
      (await stack.db.pool.query('SELECT paid_at FROM companies WHERE id = $1', [created.id])).rows[0].paid_at;
    assert.equal(await paidAt(), null);

    const first = await cli('company', 'mark-paid', '--email', 'BETA@example.test');
    assert.equal(first.code, 0, first.stderr);
    assert.ok((await paidAt()) instanceof Date);
    const again = await cli('company', 'mark-paid', '--email', 'beta@example.test');
    assert.equal(again.code, 0, again.stderr);
    const { rows } = await stack.db.pool.query(`SELECT count(*)::int AS n FROM charges WHERE company_id = $1`, [
      created.id,
    ]);
    assert.equal(rows[0].n, 1);
  });

  it('trims the e-mail before checking it', async () => {
    const result = await cli(
      'company',
      'create',
      '--name',
      'Trim',
      '--email',
      '  trim@example.test ',
      '--password',
      'long enough pw',
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(JSON.parse(result.stdout).email, 'trim@example.test');
  });

  it('exits non-zero with a message on stderr for bad input', async () => {
    const shortPassword = await cli(
      'company',
      'create',
      '--name',
      'X',
      '--email',
      'x@example.test',
      '--password',
      'short',
    );
    assert.notEqual(shortPassword.code, 0);
    assert.match(shortPassword.stderr, /password/);
    assert.equal(shortPassword.stdout, '');

    await cli('company', 'create', '--name', 'Dup', '--email', 'dup@example.test', '--password', 'long enough pw');
    const duplicate = await cli(
      'company',
      'create',
      '--name',
      'Dup',
      '--email',
      'DUP@example.test',
      '--password',
      'long enough pw',
    );
    assert.notEqual(duplicate.code, 0);
    assert.match(duplicate.stderr, /already exists/);

    const unknown = await cli('company', 'mark-paid', '--email', 'nobody@example.test');
    assert.notEqual(unknown.code, 0);
    assert.match(unknown.stderr, /no company/);

    const usage = await cli('nonsense');
    assert.notEqual(usage.code, 0);
    assert.match(usage.stderr, /Usage/);
  });
});
