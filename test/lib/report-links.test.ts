import assert from 'node:assert/strict';
import jwt from 'jsonwebtoken';
import { signInvite, signMemberInvitation } from '../../lib/invitation-tokens';
import { REPORT_LINK_LIFETIME_SECONDS, reportLinkUrl, signReportLink, verifyReportLink } from '../../lib/report-links';

describe('the token of a report link', () => {
  const secret = 'a secret of at least thirty-two characters';
  const link = { companyId: 'aaaaaaaaaaaaaaaaaaaaaaaa', submissionId: 'bbbbbbbbbbbbbbbbbbbbbbbb' };
  const now = new Date('2026-11-27T10:00:00Z');
  const expires = new Date(now.getTime() + REPORT_LINK_LIFETIME_SECONDS * 1000);

  it('names its company and submission until it expires', () => {
    const token = signReportLink(secret, link, expires);
    assert.deepEqual(verifyReportLink(secret, token, now), { ...link, expiresAt: expires });
    assert.deepEqual(verifyReportLink(secret, token, new Date(expires.getTime() - 1000)), {
      ...link,
      expiresAt: expires,
    });
    assert.equal(verifyReportLink(secret, token, expires), undefined, 'not at its expiry');
    assert.equal(verifyReportLink(secret, token, new Date(expires.getTime() + 1000)), undefined);
  });

  it('is a JWT of its own kind whose subject is the company', () => {
    const claims = jwt.decode(signReportLink(secret, link, expires)) as Record<string, unknown>;
    assert.deepEqual(claims, {
      typ: 'shared_report',
      sub: link.companyId,
      submission: link.submissionId,
      exp: expires.getTime() / 1000,
    });
  });

  it('is refused when signed with another secret, altered, unsigned, or of another kind', () => {
    const token = signReportLink(secret, link, expires);
    assert.equal(verifyReportLink(`${secret}!`, token, now), undefined);
    const [header, payload, signature] = token.split('.');
    const otherSubmission = Buffer.from(
      JSON.stringify({ ...(jwt.decode(token) as object), submission: 'cccccccccccccccccccccccc' }),
    ).toString('base64url');
    assert.equal(verifyReportLink(secret, `${header}.${otherSubmission}.${signature}`, now), undefined);
    assert.equal(verifyReportLink(secret, `${header}.${payload}.${signature.slice(0, -2)}`, now), undefined);
    const unsigned = jwt.sign({ typ: 'shared_report', submission: link.submissionId }, null, {
      algorithm: 'none',
      subject: link.companyId,
    });
    assert.equal(verifyReportLink(secret, unsigned, now), undefined);
    const others = [
      signInvite(secret, { companyId: link.companyId, email: 'a@example.com' }, now),
      signMemberInvitation(secret, link.submissionId, expires),
      jwt.sign({ typ: 'access', ver: 0 }, secret, { subject: link.companyId, expiresIn: 3600 }),
    ];
    for (const other of others) assert.equal(verifyReportLink(secret, other, now), undefined);
    assert.equal(verifyReportLink(secret, 'not a token', now), undefined);
  });

  it("puts the token in the page URL's fragment, which no request carries", () => {
    const token = signReportLink(secret, link, expires);
    const url = new URL(reportLinkUrl('https://assessments.example/', token));
    assert.equal(url.origin + url.pathname, 'https://assessments.example/report');
    assert.equal(url.search, '');
    assert.equal(url.hash, `#${token}`);
    assert.equal(reportLinkUrl('http://127.0.0.1:3000', 'a.b.c'), 'http://127.0.0.1:3000/report#a.b.c');
  });
});
