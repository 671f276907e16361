import type { z } from 'zod';
import { findAssessment } from '../../db/assessments';
import { findCompanyById } from '../../db/companies';
import { findGreenhouseTestByUrl, insertGreenhouseTest } from '../../db/greenhouse-tests';
import { insertInvitations, takeInvitationSlots, utcDay } from '../../db/invitations';
import { inTransaction } from '../../db/pool';
import { countLiveRoundsCounted } from '../../db/submissions';
import { ID_PATTERN, newId } from '../../lib/ids';
import { insertAuditLogEntry } from '../../db/audit-log';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { validationFailed } from '../http/validation';
import { completionUrlProblem } from '../../webhooks/completion-url';
import type { GreenhouseSendTest } from '../schemas/greenhouse';

const DAY_MS = 86_400_000;

export const greenhouseTestNotFound = () =>
  new ApiError(
    404,
    'greenhouse_test_not_found',
    'No assessment of the company this key belongs to has this partner_test_id.',
  );

export interface SentGreenhouseTest {
  partnerInterviewId: string;
  /** The invitation to send, when this call made one (a repeated send makes none). */
  invitation?: { companyId: string; batchId: string; invitationIds: string[] };
}

/**
 * send_test: the test recorded and its invitation queued in one transaction, under the same rules
 * as POST /v1/invite (the company not paused, the day's invitations, a live assessment only once
 * paid), and refused while the candidate has no attempt left. A send with a `url` the company's
 * tests already hold is the same test: its id again, nothing queued (a different test or address
 * with that `url` is refused).
 */
export async function sendGreenhouseTest(
  deps: AppDeps,
  caller: { companyId: string; keyId: string; ip: string },
  body: z.output<typeof GreenhouseSendTest>,
): Promise<SentGreenhouseTest> {
  const { pool, clock, config } = deps;
  const urlProblem = completionUrlProblem(body.url, config.greenhouseHosts);
  if (urlProblem) throw validationFailed([{ path: 'url', message: urlProblem }]);
  const assessmentId = body.partner_test_id.trim().toLowerCase();
  if (!ID_PATTERN.test(assessmentId)) throw greenhouseTestNotFound();

  return inTransaction(pool, async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('greenhouse-url:' || $1 || ':' || $2, 0))`, [
      caller.companyId,
      body.url,
    ]);
    const company = await findCompanyById(tx, caller.companyId, { forShare: true });
    if (!company) throw greenhouseTestNotFound();
    const assessment = await findAssessment(tx, company.id, assessmentId);
    if (!assessment) throw greenhouseTestNotFound();
    const { candidate } = body;
    const earlier = await findGreenhouseTestByUrl(tx, company.id, body.url);
    if (earlier) {
      if (earlier.assessment_id !== assessment.id || earlier.email.toLowerCase() !== candidate.email.toLowerCase())
        throw new ApiError(
          409,
          'greenhouse_url_in_use',
          'A test of another assessment or candidate was sent with this url: each sent test has a url of its own.',
        );
      return { partnerInterviewId: earlier.id };
    }
    if (company.paused_at)
      throw new ApiError(409, 'company_paused', 'The company is paused and sends no tests: it resumes in its console.');
    if (!assessment.test && !company.paid_at)
      throw new ApiError(
        402,
        'payment_required',
        'The company has not paid its setup fee: only test assessments can be sent.',
      );
    if (!assessment.test && !assessment.separate_attempts) {
      const used = await countLiveRoundsCounted(tx, company.id, candidate.email);
      if (used >= company.per_candidate)
        throw new ApiError(
          409,
          'attempts_exhausted',
          `This candidate has used all ${company.per_candidate} of their attempts with this company.`,
        );
    }
    const now = clock.now();
    const slots = await takeInvitationSlots(tx, company.id, utcDay(now), 1, config.invites.perDay);
    if (!slots.granted)
      throw new ApiError(
        429,
        'invitation_limit_exceeded',
        `The company has sent its ${config.invites.perDay} invitations for today (UTC): try again tomorrow.`,
      );
    const [testId, invitationId, batchId] = [newId(), newId(), newId()];
    await insertInvitations(tx, [
      { id: invitationId, companyId: company.id, batchId, position: 0, email: candidate.email, createdAt: now },
    ]);
    await insertGreenhouseTest(tx, {
      id: testId,
      companyId: company.id,
      assessmentId: assessment.id,
      keyId: caller.keyId,
      invitationId,
      url: body.url,
      email: candidate.email,
      firstName: candidate.first_name,
      lastName: candidate.last_name,
      preferredName: candidate.preferred_name || null,
      greenhouseProfileUrl: candidate.greenhouse_profile_url,
      sentBy: body.sent_by || null,
      at: now,
      expiresAt: new Date(now.getTime() + assessment.expires_in_days * DAY_MS),
    });
    await insertAuditLogEntry(tx, {
      id: newId(),
      companyId: company.id,
      memberId: null,
      // Not `sent_by`: anyone holding the key writes it, and the log must not let them name its actor.
      actorEmail: 'greenhouse',
      client: 'greenhouse',
      clientAddress: caller.ip,
      action: 'greenhouse_test_sent',
      details: { greenhouse_test: { id: testId, assessment_id: assessment.id } },
      at: now,
    });
    return {
      partnerInterviewId: testId,
      invitation: { companyId: company.id, batchId, invitationIds: [invitationId] },
    };
  });
}
