import assert from 'node:assert/strict';
import { signInvite, signMemberInvitation, verifyInvite, verifyMemberInvitation } from '../../lib/invitation-tokens';

describe("the token of a candidate's invitation link", () => {
  const secret = 'a secret of at least thirty-two characters';
  const now = new Date('2026-11-27T10:00:00Z');
  const expires = new Date('2026-11-28T10:00:00Z');
  const invite = {
    companyId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    email: 'a@example.com',
    greenhouseTestId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  };

  it('names its company, address and Greenhouse test until it expires, and after only when asked', () => {
    const token = signInvite(secret, invite, now, expires);
    assert.deepEqual(verifyInvite(secret, token, now), invite);
    const later = new Date(expires.getTime() + 1000);
    assert.equal(verifyInvite(secret, token, later), undefined);
    assert.deepEqual(verifyInvite(secret, token, later, { expired: true }), invite);
  });

  it('is refused, expired or not, when signed with another secret or of another kind', () => {
    const token = signInvite(secret, invite, now, expires);
    assert.equal(verifyInvite(`${secret}!`, token, now, { expired: true }), undefined);
    const member = signMemberInvitation(secret, 'aaaaaaaaaaaaaaaaaaaaaaaa', expires);
    assert.equal(verifyInvite(secret, member, now, { expired: true }), undefined);
  });
});

describe('the token of a team invitation link', () => {
  const secret = 'a secret of at least thirty-two characters';
  const now = new Date('2026-11-27T10:00:00Z');
  const expires = new Date('2026-12-04T10:00:00Z');

  it('names its invitation until it expires', () => {
    const token = signMemberInvitation(secret, 'aaaaaaaaaaaaaaaaaaaaaaaa', expires);
    assert.equal(verifyMemberInvitation(secret, token, now), 'aaaaaaaaaaaaaaaaaaaaaaaa');
    assert.equal(verifyMemberInvitation(secret, token, new Date(expires.getTime() + 1000)), undefined);
  });

  it('is refused when signed with another secret, altered, or of another kind', () => {
    const token = signMemberInvitation(secret, 'aaaaaaaaaaaaaaaaaaaaaaaa', expires);
    assert.equal(verifyMemberInvitation(`${secret}!`, token, now), undefined);
    const [header, payload, signature] = token.split('.');
    assert.equal(verifyMemberInvitation(secret, `${header}.${payload}x.${signature}`, now), undefined);
    const candidateInvite = signInvite(secret, { companyId: 'aaaaaaaaaaaaaaaaaaaaaaaa', email: 'a@example.com' }, now);
    assert.equal(verifyMemberInvitation(secret, candidateInvite, now), undefined);
  });
});
