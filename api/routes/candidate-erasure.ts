import Router from '@koa/router';
import { eraseCandidate, type ErasureCounts } from '../../db/erasure';
import { notificationContent } from '../../email/notifications';
import { actorOf, recordAuditLogEntry } from '../company/audit-log';
import { changeCompany } from '../company/company-change';
import type { AppDeps } from '../app';
import { companyGuard } from '../middleware/auth';
import { toOwners } from '../company/notifications';
import { registry } from '../http/openapi';
import { documentedAccess, forbiddenResponse, MANAGERS } from '../auth/roles';
import { CandidateErasure, CandidatePath } from '../schemas/candidate-erasure';
import { companyEndpointErrors, errorResponse, jsonResponse, withStandardErrors } from '../schemas/error';
import { parse } from '../http/validation';
import { IdempotencyHeaders, withIdempotencyErrors } from '../schemas/idempotency';
import { idempotent } from '../middleware/idempotency';

registry.registerPath({
  security: [{ bearer: [] }],
  tags: ['Candidates'],
  ...documentedAccess(MANAGERS),
  method: 'delete',
  path: '/v1/candidates/{email}',
  summary: "Erase a candidate's personal data at this company",
  description:
    'Removes the name, e-mail address, message and code of every round of this address at this company, in one ' +
    'transaction: submissions keep their status, scores and charge (the bill and the counts do not change) under one ' +
    'pseudonym per erasure; drafts are deleted; invitations, the outbox, verification codes, webhook payloads, ' +
    '"Run example" runs and similarity fingerprints follow. A submission still being scored keeps its code until its ' +
    'scorecard is stored, then loses it; its candidate gets no result e-mail. Idempotent: a second call erases ' +
    'nothing and answers zeros, the same answer as for an address never seen.',
  request: { headers: IdempotencyHeaders, params: CandidatePath },
  responses: withIdempotencyErrors(
    withStandardErrors({
      200: jsonResponse(CandidateErasure, 'Erased; the counts say what'),
      ...companyEndpointErrors,
      ...forbiddenResponse(MANAGERS),
      422: errorResponse('validation_failed: the path is not an e-mail address; `details` names it'),
    }),
  ),
});

const erasedNothing = (counts: ErasureCounts) => Object.values(counts).every((n) => n === 0);
/** Whether rows of the company carry the erasure's pseudonym now. */
const pseudonymised = (counts: ErasureCounts) => counts.submissions + counts.invitations + counts.emails > 0;

export function candidateErasureRouter(deps: AppDeps): Router {
  const router = new Router();

  router.delete('/candidates/:email', companyGuard(deps, MANAGERS), idempotent(deps), async (ctx) => {
    const { email } = parse(CandidatePath, ctx.params);
    const { counts, pseudonym } = await changeCompany(deps, ctx, MANAGERS, async (tx, company) => {
      const at = deps.clock.now();
      const erasure = await eraseCandidate(tx, { companyId: company.id, email, at });
      if (erasedNothing(erasure.counts)) return { result: erasure, notify: [] };
      const rounds = erasure.counts.submissions + erasure.counts.drafts;
      await recordAuditLogEntry(tx, ctx, at, 'candidate_erased', { count: rounds });
      // Every owner hears of it, with a count and who did it: never the address erased.
      const content = notificationContent.candidateErased(rounds, actorOf(ctx));
      return { result: erasure, notify: await toOwners(tx, company, { kind: 'candidateErased', content }) };
    });
    ctx.body = CandidateErasure.parse({ erased: counts, pseudonym: pseudonymised(counts) ? pseudonym : undefined });
  });

  return router;
}
