import assert from 'node:assert/strict';
import { composeEmail } from '../../email/html';
import { memberInvitationEmail } from '../../email/member-invitation';
import { notificationContent } from '../../email/notifications';
import { candidateResultEmail, companyResultEmail, type ScoredSubmission } from '../../email/results';
import { verificationCodeEmail } from '../../email/verification';

describe('e-mail wording (pure: plain data in, subject, text and HTML out)', () => {
  const round: ScoredSubmission = {
    candidateName: "Ann <O'Neil>",
    candidateEmail: 'ann@example.com',
    attempt: 2,
    holes: [1, 43],
    test: false,
    summary: 'Strengths: loops\nOverall: 549/810',
  };

  it('writes the same paragraphs as text and as HTML, every value escaped in the HTML', () => {
    const mail = composeEmail('A & B', ['<b>bold</b>', 'two\nlines']);
    assert.equal(mail.text, '<b>bold</b>\n\ntwo\nlines\n\n— Hiring Assessments');
    assert.match(mail.html, /<h2>A &amp; B<\/h2>/);
    assert.match(mail.html, /<p>&lt;b&gt;bold&lt;\/b&gt;<\/p>\n<p>two<br>lines<\/p>/);
  });

  it('tells the candidate every verdict, hole by hole, with the overall line', () => {
    const verdicts = [
      {
        holeId: '1',
        verdicts: [
          {
            evaluator: 'The Jaded Dev',
            total: 70,
            scores: [
              { dimension: 'quality', score: 40 },
              { dimension: 'correctness', score: 90 },
            ],
            feedback: 'Fine.',
          },
        ],
      },
    ];
    const mail = candidateResultEmail(round, verdicts, 'Acme');
    assert.equal(mail.subject, 'Your assessment results for Acme');
    assert.match(mail.text, /has been scored by three evaluators\. Overall: 549\/810\./);
    assert.match(mail.text, /Hole 1\nThe Jaded Dev: 70\/90 \(quality 40, correctness 90\)\. Fine\./);
  });

  it('tells the company who played, whether it was a test, and where the scorecard is', () => {
    const live = companyResultEmail(round, 'http://x/v1/playback/s1');
    assert.equal(live.subject, "Assessment results: Ann <O'Neil> (Overall: 549/810)");
    assert.match(
      live.text,
      /^A live assessment by Ann <O'Neil> <ann@example.com> \(attempt 2, holes 1, 43\) has been analyzed\./,
    );
    assert.match(live.text, /GET http:\/\/x\/v1\/playback\/s1 with your access token/);
    assert.match(
      companyResultEmail({ ...round, test: true }, 'u').text,
      /^A test assessment \(free, made with your test code\)/,
    );
  });

  it('puts the verification code in the subject and its lifetime in the text', () => {
    const mail = verificationCodeEmail({ code: '012345', companyName: 'Acme', validMinutes: 15 });
    assert.equal(mail.subject, 'Your verification code: 012345');
    assert.match(mail.text, /Your code to start the Acme assessment is 012345\. It is valid for 15 minutes\./);
  });

  it('never shows a webhook secret whole', () => {
    const mail = notificationContent.webhookChanged('https://hooks.example.com/x', 'abcdefghijkl', {
      email: 'ana@example.com',
      client: 'console',
    });
    assert.match(mail.text, /using the secret abcd••••••••\./);
    assert.doesNotMatch(mail.text, /abcdefghijkl/);
  });

  it('names the member who made a change, and how they were signed in', () => {
    const mail = notificationContent.paused(new Date('2026-11-27T10:00:00Z'), {
      email: 'ana@example.com',
      client: 'api_token',
    });
    assert.match(mail.text, /Made by ana@example\.com, with an API token\./);
  });

  it('invites a member with the role, who invites, the link and when it stops working', () => {
    const mail = memberInvitationEmail({
      companyName: 'Acme',
      role: 'admin',
      invitedBy: 'ana@example.com',
      publicBaseUrl: 'https://assess.example.com',
      token: 'a.b.c',
      expiresAt: new Date('2026-12-04T10:00:00Z'),
    });
    assert.equal(mail.subject, 'Join Acme on the hiring-assessment console');
    assert.match(mail.text, /ana@example\.com invites you to the team of Acme, as an admin\./);
    assert.match(mail.text, /https:\/\/assess\.example\.com\/console\/join\?token=a\.b\.c/);
    assert.match(mail.text, /until 2026-12-04T10:00:00\.000Z/);
  });
});
