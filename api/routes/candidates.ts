import Router from '@koa/router';
import { candidateRecords } from '../../db/candidate-export';
import type { AppDeps } from '../app';
import { companyGuard } from '../middleware/auth';
import { registry } from '../http/openapi';
import { documentedAccess, forbiddenResponse, MANAGERS } from '../auth/roles';
import { CandidateEmailParam, CandidateExport, candidateExport } from '../schemas/candidate-export';
import { companyEndpointErrors, errorResponse, jsonResponse, withStandardErrors } from '../schemas/error';
import { parse } from '../http/validation';

registry.registerPath({
  security: [{ bearer: [] }],
  tags: ['Candidates'],
  ...documentedAccess(MANAGERS),
  method: 'get',
  path: '/v1/candidates/{email}/export',
  summary: 'Everything the company holds about a candidate, as one JSON document',
  description:
    "For a candidate's request to see their data (GDPR article 15): the submissions of the address at this company " +
    '(drafts too; shots, scorecard, similarity, example runs, webhook deliveries), its invitations, the e-mails sent ' +
    'or queued to it or about its submissions, and its verification codes, each list oldest first, and `notes` on ' +
    "what exists outside the database. The address matches ignoring case; another company's data is never in it. " +
    'An address the company holds nothing about answers 200 with empty lists, a document that can be sent as the ' +
    'answer. Never in it: verification codes or their hashes (an e-mail that carried a code shows it withheld), ' +
    "the team's mail should the address also be a member's, webhook payloads (they repeat the submission), the " +
    'HTML of e-mails (the text says the same). ' +
    'Nothing is paged: 50 analyzed submissions make a document of about 0.7 MB.',
  request: { params: CandidateEmailParam },
  responses: withStandardErrors({
    200: jsonResponse(CandidateExport, "The candidate's data"),
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
    422: errorResponse(
      'validation_failed: `email` is not a valid e-mail address of at most 254 characters, or holds U+0000 or an ' +
        'unpaired surrogate; `details` names it',
    ),
  }),
});

export function candidatesRouter(deps: AppDeps): Router {
  const router = new Router();
  router.get('/candidates/:email/export', companyGuard(deps, MANAGERS), async (ctx) => {
    const { email } = parse(CandidateEmailParam, ctx.params);
    const records = await candidateRecords(deps.pool, ctx.state.company.id, email);
    ctx.body = candidateExport(email, deps.clock.now(), records);
  });
  return router;
}
