import assert from 'node:assert/strict';
import type { Client } from '@temporalio/client';
import { createApp } from '../../../api/app';
import { sweepInvitations } from '../../../api/temporal/reconciler';
import { CompanyId } from '../../../workflow-contract/search-attributes';
import { invitationsWorkflowId } from '../../../workflow-contract/workflow-ids';
import type { SinkMessage } from '../../../scripts/services/smtp-sink';
import type { InvitationOutcome } from '../../../workflows/invitations';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { httpClient } from '../../support/http';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';
import { hundredAddresses, validAddresses } from '../../support/invitation-addresses';

const BATCH_DELAY_MS = 300;

const toAny = (addresses: string[]) => {
  const wanted = new Set(addresses.map((a) => a.toLowerCase()));
  return (m: SinkMessage) => m.envelopeTo.some((a) => wanted.has(a.toLowerCase()));
};
const invitationIdOf = (m: SinkMessage) => /^<([0-9a-f]{24})@assessments>$/.exec(String(m.parsed.messageId))?.[1];

describe('invitations: delivery in paced batches of 10 (POST /v1/invite, GET /v1/invitations)', () => {
  const clock = new ManualClock();
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({
      clock,
      env: { INVITE_BATCH_DELAY_MS: String(BATCH_DELAY_MS) },
    });
    await stack.startWorker();
  });
  after(() => stack.close());

  async function invite(company: TestCompany, emails: string[]) {
    const { access_token } = await login(stack, company);
    const res = await stack.http.post('/v1/invite').set(bearer(access_token)).send({ emails }).expect(202);
    return { res, token: access_token };
  }

  /** The one batch a company has, and the outcome of its workflow once it has finished. */
  async function finishedBatch(companyId: string) {
    const { rows } = await stack.db.pool.query('SELECT DISTINCT batch_id FROM invitations WHERE company_id = $1', [
      companyId,
    ]);
    assert.equal(rows.length, 1);
    const handle = stack.temporal.workflow.getHandle(invitationsWorkflowId(companyId, rows[0].batch_id));
    return { handle, outcome: (await handle.result()) as InvitationOutcome };
  }

  it('sends 88 of 100 addresses (7 invalid, 5 repeats) in batches of 10, pausing between batches', async () => {
    const company = await newCompany(stack);
    const { emails, valid, invalid } = hundredAddresses();
    const { res } = await invite(company, emails);
    assert.deepEqual(res.body, { message: res.body.message, sent: 88, skipped: 7, refused: invalid, remaining: 912 });
    assert.match(res.body.message, /88 invitations/);

    const { handle, outcome } = await finishedBatch(company.id);
    assert.deepEqual(outcome, { sent: 88, failed: 0 });
    const description = await handle.describe();
    assert.equal(description.typedSearchAttributes.get(CompanyId), company.id);
    assert.deepEqual(description.memo, { count: 88 });

    const mails = await testServices().smtp.waitFor(88, toAny(valid));
    assert.equal(mails.length, 88, 'one e-mail per distinct address, none twice');
    const { rows } = await stack.db.pool.query('SELECT id, position, status FROM invitations WHERE company_id = $1', [
      company.id,
    ]);
    assert.equal(rows.length, 88);
    assert.ok(rows.every((r) => r.status === 'sent'));

    // Group the arrivals by the batch of their invitation (its position in the request).
    const positionOf = new Map(rows.map((r) => [r.id, r.position as number]));
    const batches: number[][] = [];
    for (const m of mails) {
      const position = positionOf.get(invitationIdOf(m)!);
      assert.ok(position !== undefined, 'the Message-ID is derived from the invitation id');
      (batches[Math.floor(position / 10)] ??= []).push(m.receivedAt);
    }
    assert.deepEqual(
      batches.map((b) => b.length),
      [10, 10, 10, 10, 10, 10, 10, 10, 8],
    );
    for (let k = 1; k < batches.length; k++) {
      const gap = Math.min(...batches[k]) - Math.max(...batches[k - 1]);
      assert.ok(
        gap >= BATCH_DELAY_MS - 5,
        `batch ${k + 1} began ${gap} ms after batch ${k} ended; expected at least ${BATCH_DELAY_MS}`,
      );
    }
  });

  it('records an address the mail server refuses as failed, with the reason, and sends the 87 others', async () => {
    const company = await newCompany(stack);
    const { emails, valid } = hundredAddresses();
    const refusedAddress = valid[30];
    testServices().smtp.rejectRecipients.add(refusedAddress);
    const { token } = await invite(company, emails);

    const { outcome } = await finishedBatch(company.id);
    assert.deepEqual(outcome, { sent: 87, failed: 1 });
    await testServices().smtp.waitFor(87, toAny(valid));
    assert.equal(testServices().smtp.messages.filter(toAny([refusedAddress])).length, 0);

    const list = await stack.http.get('/v1/invitations?per_page=100').set(bearer(token)).expect(200);
    assert.equal(list.body.meta.page.total, 88);
    const failed = list.body.data.filter((i: { status: string }) => i.status === 'failed');
    assert.equal(failed.length, 1);
    assert.equal(failed[0].email, refusedAddress);
    assert.match(failed[0].failure, /refused by the mail server.*550/);
    assert.ok(failed[0].failed_at);
    assert.equal('sent_at' in failed[0], false);
    for (const sent of list.body.data.filter((i: { status: string }) => i.status === 'sent')) {
      assert.ok(sent.sent_at);
      assert.equal('failure' in sent, false);
      assert.equal('failed_at' in sent, false);
    }
  });

  it('e-mails the company name, its live code and the link that starts a round, in text and HTML', async () => {
    const company = await newCompany(stack, { name: 'Acme Widgets & Co' });
    const [address] = validAddresses(1);
    await invite(company, [address]);
    const [mail] = await testServices().smtp.waitFor(1, toAny([address]));

    assert.equal(mail.parsed.subject, 'Acme Widgets & Co invites you to a hiring assessment');
    const text = String(mail.parsed.text);
    const html = String(mail.parsed.html);
    for (const body of [text, html]) {
      assert.ok(body.includes(company.live_code), 'the live code');
      assert.ok(body.includes('http://assessments.test/play?invite='), 'the link that starts the round');
      assert.ok(body.includes('http://assessments.test/v1/docs'), 'where programs find the API');
      assert.ok(!body.includes(company.test_code), 'never the test code');
    }
    assert.ok(text.includes('Acme Widgets & Co'));
    assert.ok(html.includes('Acme Widgets &amp; Co'), 'values are escaped in HTML');
  });

  it('lists invitations newest first, paginated, with links on PUBLIC_BASE_URL', async () => {
    const company = await newCompany(stack);
    const first = validAddresses(3);
    const second = validAddresses(2);
    const { token } = await invite(company, first);
    clock.advance(1_000);
    await invite(company, second);

    const page1 = await stack.http.get('/v1/invitations?per_page=4').set(bearer(token)).expect(200);
    assert.deepEqual(
      page1.body.data.map((i: { email: string }) => i.email),
      [...second, ...first.slice(0, 2)],
    );
    assert.deepEqual(page1.body.meta.page, {
      'current-page': 1,
      'per-page': 4,
      from: 1,
      to: 4,
      total: 5,
      'last-page': 2,
    });
    assert.deepEqual(page1.body.links, {
      first: 'http://assessments.test/v1/invitations?page=1&per_page=4',
      next: 'http://assessments.test/v1/invitations?page=2&per_page=4',
      last: 'http://assessments.test/v1/invitations?page=2&per_page=4',
    });
    const page2 = await stack.http
      .get(page1.body.links.next.replace('http://assessments.test', ''))
      .set(bearer(token))
      .expect(200);
    assert.deepEqual(
      page2.body.data.map((i: { email: string }) => i.email),
      [first[2]],
    );

    const other = await newCompany(stack);
    const otherToken = await login(stack, other);
    const empty = await stack.http.get('/v1/invitations').set(bearer(otherToken.access_token)).expect(200);
    assert.deepEqual(empty.body.data, [], 'a company sees only its own invitations');

    for (const bad of ['per_page=0', 'page=x', 'status=sent']) {
      const res = await stack.http.get(`/v1/invitations?${bad}`).set(bearer(token)).expect(422);
      assert.equal(res.body.error, 'validation_failed');
    }
  });

  it('answers 202 when Temporal cannot take the start, and the sweep sends the invitations later', async () => {
    const unavailable = {
      workflow: { start: () => Promise.reject(new Error('Temporal is unavailable')) },
    } as unknown as Client;
    const http = httpClient(createApp({ ...stack.deps, temporal: unavailable }));
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const addresses = validAddresses(2);
    const res = await http.post('/v1/invite').set(bearer(access_token)).send({ emails: addresses }).expect(202);
    assert.equal(res.body.sent, 2);
    const { rows } = await stack.db.pool.query('SELECT status FROM invitations WHERE company_id = $1', [company.id]);
    assert.deepEqual(
      rows.map((r) => r.status),
      ['queued', 'queued'],
    );

    clock.advance(31_000);
    assert.ok((await sweepInvitations(stack.deps)) >= 1);
    const { outcome } = await finishedBatch(company.id);
    assert.deepEqual(outcome, { sent: 2, failed: 0 });
    await testServices().smtp.waitFor(2, toAny(addresses));
  });
});
