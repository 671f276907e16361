import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { loggedPath } from '../../../api/middleware/request-log';
import { withoutCredentials } from '../../../api/schemas/candidate-export';
import { verificationCodeEmail } from '../../../email/verification';

describe("a candidate's export: what it withholds (api/schemas/candidate-export.ts)", () => {
  it('withholds the code of a verification e-mail, in its subject and its text', () => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const mail = verificationCodeEmail({ code, companyName: 'Initech 123456', validMinutes: 15 });
    for (const words of [mail.subject, mail.text]) {
      const shown = withoutCredentials('verification', words);
      assert.ok(!shown.includes(code), `code ${code} in: ${shown}`);
      assert.match(shown, /\[code withheld\]/);
    }
  });

  it('leaves the words of other e-mails as they were sent, digits too', () => {
    const words = 'Your live code was changed from 123456 to 654321.';
    assert.equal(withoutCredentials('result_candidate', words), words);
  });

  it("logs a candidate's path without the address", () => {
    assert.equal(loggedPath('/v1/candidates/Ada%40example.test/export'), '/v1/candidates/{email}/export');
    assert.equal(loggedPath('/v1/candidates/ada@example.test'), '/v1/candidates/{email}');
    assert.equal(loggedPath('/v1/playback/abc'), '/v1/playback/abc');
  });
});
