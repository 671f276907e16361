import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { withoutCredentials } from '../../email/credentials';
import { memberInvitationEmail } from '../../email/member-invitation';
import { verificationCodeEmail } from '../../email/verification';

describe('what an e-mail withholds once sent, and in an export (email/credentials.ts)', () => {
  it('withholds the code of a verification e-mail, in its subject and its text', () => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const mail = verificationCodeEmail({ code, companyName: 'Initech 123456', validMinutes: 15 });
    for (const words of [mail.subject, mail.text]) {
      const shown = withoutCredentials('verification', words);
      assert.ok(!shown.includes(code), `code ${code} in: ${shown}`);
      assert.match(shown, /\[code withheld\]/);
    }
  });

  it("withholds a team invitation's token, in the link of its text and of its HTML", () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJtIjoiMSJ9.c2lnbmF0dXJl';
    const mail = memberInvitationEmail({
      companyName: 'Initech',
      role: 'owner',
      invitedBy: 'ada@example.test',
      publicBaseUrl: 'https://assess.example.test',
      token,
      expiresAt: new Date('2026-12-09T00:00:00Z'),
    });
    for (const words of [mail.text, mail.html]) {
      const kept = withoutCredentials('memberInvitation', words);
      assert.ok(words.includes(token) && !kept.includes(token), kept);
      assert.match(kept, /\/console\/join\?token=\[withheld\]/);
    }
  });

  it('leaves the words of other e-mails as they were sent, digits too', () => {
    const words = 'Your live code was changed from 123456 to 654321.';
    assert.equal(withoutCredentials('result_candidate', words), words);
  });
});
