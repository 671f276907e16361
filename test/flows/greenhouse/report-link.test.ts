import assert from 'node:assert/strict';
import { getHole } from '@hiring/course';
import { findSubmission } from '../../../db/submissions';
import { newId } from '../../../lib/ids';
import { REPORT_LINK_LIFETIME_SECONDS, reportLinkUrl, signReportLink } from '../../../lib/report-links';
import { Scorecard } from '../../../scoring/scorecard/scorecard-schema';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { submitRound, workflowDone } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';
import { seedSubmission } from '../../support/submissions';

const HEADER = 'X-Report-Link-Token';
const HOUR_MS = 3_600_000;

/** Every key a report link's answer may hold: the scores and the round's facts, nothing else. */
const SHARED_KEYS = [
  'id',
  'sheet_id',
  'name',
  'holes',
  'status',
  'test',
  'created_at',
  'submitted_at',
  'processing_started_at',
  'processing_finished_at',
  'scorecard',
  'overall',
  'hidden_cases',
  'time_limit_reached',
  'course',
  'link_expires_at',
].sort();

/** Every string anywhere in a JSON value. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsIn)
      : [];

/**
 * The report link Greenhouse gets as `partner_profile_url`: `GET /v1/shared-report` with the link's
 * token in a header answers one analyzed submission's scores and facts, on the real stack, and
 * refuses, all in one way, every token or submission it must not open.
 */
describe("report links: one analyzed submission's report for whoever holds the link", function () {
  this.timeout(300_000);
  const clock = new ManualClock();
  let stack: TestStack;
  let company: TestCompany;

  before(async () => {
    stack = await startTestStack({ clock });
    company = await newCompany(stack);
  });
  after(() => stack?.close());

  const tokenFor = (companyId: string, submissionId: string, expiresAt?: Date) =>
    signReportLink(
      stack.config.jwtSecret,
      { companyId, submissionId },
      expiresAt ?? new Date(clock.now().getTime() + REPORT_LINK_LIFETIME_SECONDS * 1000),
    );
  const open = (token: string) => stack.http.get('/v1/shared-report').set(HEADER, token);

  /** The one refusal: 404 shared_report_not_found, never cached. */
  async function assertRefused(token: string, why: string) {
    const res = await open(token);
    assert.equal(res.status, 404, `${why}: ${res.status} ${res.text}`);
    assert.equal(res.body.error, 'shared_report_not_found', why);
    assert.match(res.body.message, /^This report link does not open a report/, why);
    assert.equal(res.headers['cache-control'], 'no-store', why);
  }

  it("shows a played and analyzed round's scores and facts, without the address, the code, the message or what compares it", async () => {
    const worker = await stack.startWorker();
    const email = `shared-${newId()}@example.test`;
    const message = `Call me on +44 20 7946 ${newId().slice(0, 4)}, any time.`;
    const round = await submitRound(stack, company.live_code, { email, name: 'Grace Hopper', message });
    await workflowDone(stack, round.id);
    await worker.stop();
    const row = (await findSubmission(stack.db.pool, round.id))!;
    assert.equal(row.status, 'analyzed', row.failure ?? '');
    // A peer on the same questions (a standing) and a near copy of its program (similarity): both in playback.
    const peer = await seedSubmission(stack.db.pool, company.id, {
      sheetId: row.sheet_id,
      holes: row.holes,
      variations: row.variations,
    });
    await stack.db.pool.query(
      'INSERT INTO similarity_matches (submission_id, hole_id, other_id, score) VALUES ($1, $2, $3, 95)',
      [round.id, row.holes[0], peer.id],
    );
    const { access_token } = await login(stack, company);
    const detail = (await stack.http.get(`/v1/playback/${round.id}`).set(bearer(access_token)).expect(200)).body;
    assert.ok(detail.standing && detail.similarity_highest === 95, 'playback shows the standing and the similarity');

    const token = tokenFor(company.id, round.id);
    const url = new URL(reportLinkUrl(stack.config.publicBaseUrl, token));
    assert.equal(`${url.origin}${url.pathname}${url.search}`, `${stack.config.publicBaseUrl}/report`);
    const res = await open(decodeURIComponent(url.hash.slice(1))).expect(200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const report = res.body;

    assert.deepEqual(Object.keys(report).sort(), SHARED_KEYS);
    assert.equal(report.id, round.id);
    assert.equal(report.name, 'Grace Hopper');
    assert.equal(report.status, 'analyzed');
    assert.equal(report.test, 0);
    assert.deepEqual(report.holes, row.holes);
    assert.deepEqual(report.scorecard, Scorecard.parse(row.scorecard));
    assert.deepEqual(report.hidden_cases, row.case_counts);
    const [points, max] = /Overall: (\d+)\/(\d+)/.exec(report.scorecard.summary)!.slice(1).map(Number);
    assert.deepEqual(report.overall, { points, max });
    assert.equal(report.created_at, row.created_at.toISOString());
    assert.equal(report.submitted_at, row.submitted_at!.toISOString());
    assert.equal(report.processing_finished_at, row.processing_finished_at!.toISOString());
    for (const hole of row.holes) {
      const { title, category, difficulty } = getHole(row.sheet_id, hole)!;
      assert.deepEqual(report.course[hole], { id: hole, title, category, difficulty });
    }
    assert.equal(
      report.link_expires_at,
      new Date(Math.floor(clock.now().getTime() / 1000) * 1000 + REPORT_LINK_LIFETIME_SECONDS * 1000).toISOString(),
    );

    const strings = stringsIn(report);
    for (const [what, secret] of [
      ['the address', email],
      ['the message', message],
      ...Object.values(row.shots).map((shot) => ['a shot', shot.code]),
      ["the peer's id", peer.id],
    ]) {
      assert.ok(!strings.some((s) => s.includes(secret)), `the report holds ${what}`);
    }
  });

  it('refuses an altered, forged, cut or other kind of token, all with the same answer', async () => {
    const shown = await seedSubmission(stack.db.pool, company.id);
    const hidden = await seedSubmission(stack.db.pool, company.id);
    const token = tokenFor(company.id, shown.id);
    await open(token).expect(200);

    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const pointedElsewhere = Buffer.from(JSON.stringify({ ...claims, submission: hidden.id })).toString('base64url');
    await assertRefused(`${header}.${pointedElsewhere}.${signature}`, 'another submission under the same signature');
    const lasting = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    await assertRefused(`${header}.${lasting}.${signature}`, 'a later expiry under the same signature');
    await assertRefused(`${header}.${payload}.${signature.slice(0, -3)}`, 'a cut signature');
    await assertRefused(
      signReportLink(
        `${stack.config.jwtSecret}x`,
        { companyId: company.id, submissionId: shown.id },
        new Date(claims.exp * 1000),
      ),
      'a token signed with another secret',
    );
    const { access_token } = await login(stack, company);
    await assertRefused(access_token, "the company's own access token");

    // Nor does the link open anything else: it is no company token.
    const playback = await stack.http.get(`/v1/playback/${shown.id}`).set(bearer(token));
    assert.equal(playback.status, 401);
    assert.equal(playback.body.error, 'token_expired');
  });

  it("refuses another company's submission, one not analyzed, and one whose candidate was erased", async () => {
    const other = await newCompany(stack);
    const theirs = await seedSubmission(stack.db.pool, other.id);
    await open(tokenFor(other.id, theirs.id)).expect(200);
    await assertRefused(tokenFor(company.id, theirs.id), "a token of this company naming another company's submission");

    for (const status of ['draft', 'submitted', 'processing'] as const) {
      const unfinished = await seedSubmission(stack.db.pool, company.id, { status, scorecard: null });
      await assertRefused(tokenFor(company.id, unfinished.id), `a ${status} submission`);
    }
    const failed = await seedSubmission(stack.db.pool, company.id, { status: 'processing', scorecard: null });
    await stack.db.pool.query("UPDATE submissions SET status = 'failed', failure = 'unscorable' WHERE id = $1", [
      failed.id,
    ]);
    await assertRefused(tokenFor(company.id, failed.id), 'a failed submission');
    await assertRefused(tokenFor(company.id, newId()), 'an unknown submission');

    const erased = await seedSubmission(stack.db.pool, company.id);
    const token = tokenFor(company.id, erased.id);
    await open(token).expect(200);
    const { access_token } = await login(stack, company);
    await stack.http
      .delete(`/v1/candidates/${encodeURIComponent(erased.email)}`)
      .set(bearer(access_token))
      .expect(200);
    await assertRefused(token, 'a submission whose candidate was erased');
  });

  it('refuses a link once it has expired, by the service clock', async () => {
    const shown = await seedSubmission(stack.db.pool, company.id);
    const token = tokenFor(company.id, shown.id, new Date(clock.now().getTime() + HOUR_MS));
    await open(token).expect(200);
    clock.advance(HOUR_MS - 1000);
    await open(token).expect(200);
    clock.advance(1000);
    await assertRefused(token, 'an expired link');
  });

  it('answers a missing or malformed header 422, naming it', async () => {
    for (const req of [stack.http.get('/v1/shared-report'), open(''), open('not-a-token')]) {
      const res = await req.expect(422);
      assert.equal(res.body.error, 'validation_failed');
      assert.deepEqual(
        res.body.details.map((d: { path: string }) => d.path),
        [HEADER],
      );
      assert.equal(res.headers['cache-control'], 'no-store');
    }
  });
});
