import { z } from 'zod';
import { registry } from '../http/openapi';
import { documentedAccess, forbiddenResponse, MANAGERS } from '../auth/roles';
import {
  companyEndpointErrors,
  errorResponse,
  jsonRequest,
  jsonResponse,
  jsonResponseWithLinks,
  withStandardErrors,
} from '../schemas/error';
import {
  GreenhouseKeyCreate,
  GreenhouseKeyCreated,
  GreenhouseKeyList,
  GreenhouseReportList,
  GreenhouseResponseError,
  GreenhouseResponseErrorReceived,
  GreenhouseSendTest,
  GreenhouseSentTestList,
  GreenhouseTestList,
  GreenhouseTestSent,
  GreenhouseTestStatus,
  GreenhouseTestStatusQuery,
  MAX_GREENHOUSE_KEYS,
} from '../schemas/greenhouse';
import { PageQuery } from '../http/pagination';

/** The OpenAPI operations of the Greenhouse integration: the company's keys, and the partner paths Greenhouse calls. */

const keys = { security: [{ bearer: [] }], tags: ['Greenhouse keys'] };
const integration = { security: [{ bearer: [] }], tags: ['Greenhouse integration'] };
const partner = { security: [{ greenhouse: [] }], tags: ['Greenhouse'], ...documentedAccess('greenhouse') };

/** What every partner path can answer besides its own responses: the document's 401, and the key's own limit. */
const partnerErrors = {
  401: errorResponse(
    'greenhouse_key_invalid: the Authorization header is missing or not HTTP Basic, its password is not empty, or ' +
      'its user name is not a Greenhouse key in force (171 characters or more never is)',
  ),
  429: errorResponse("rate_limit_exceeded: the key's hourly request limit is spent (Retry-After set)"),
};

registry.registerPath({
  ...keys,
  ...documentedAccess(MANAGERS),
  method: 'get',
  path: '/v1/integrations/greenhouse/keys',
  summary: "The company's Greenhouse keys in force, oldest first",
  description: 'Never the keys themselves: a key is shown once, when it is created.',
  responses: withStandardErrors({
    200: jsonResponse(GreenhouseKeyList, 'The keys in force'),
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
  }),
});
registry.registerPath({
  ...keys,
  ...documentedAccess(MANAGERS),
  method: 'post',
  path: '/v1/integrations/greenhouse/keys',
  operationId: 'createGreenhouseKey',
  summary: 'Create a Greenhouse key: the org-level API key the company gives Greenhouse',
  description:
    'The answer holds the key this once: it is checked by its SHA-256, and kept otherwise only sealed (encrypted ' +
    'with a key of the server), for the PATCH that tells Greenhouse a test is complete. Greenhouse calls the partner paths ' +
    '(tag Greenhouse) with it as the user name of HTTP Basic and an empty password. ' +
    `A company holds at most ${MAX_GREENHOUSE_KEYS} keys. Takes no Idempotency-Key: the answer is a credential, ` +
    'which is never kept to be answered again. Recorded in the audit log, without the key.',
  request: { body: jsonRequest(GreenhouseKeyCreate) },
  responses: withStandardErrors(
    {
      201: jsonResponseWithLinks(GreenhouseKeyCreated, 'Created: the key, shown once', {
        RevokeGreenhouseKey: {
          operationId: 'revokeGreenhouseKey',
          parameters: { id: '$response.body#/id' },
          description: 'Revoke this key',
        },
      }),
      ...companyEndpointErrors,
      ...forbiddenResponse(MANAGERS),
      409: errorResponse('too_many_greenhouse_keys: the company holds the most keys it may'),
    },
    { body: true },
  ),
});
registry.registerPath({
  ...keys,
  ...documentedAccess(MANAGERS),
  method: 'delete',
  path: '/v1/integrations/greenhouse/keys/{id}',
  operationId: 'revokeGreenhouseKey',
  summary: 'Revoke a Greenhouse key',
  description: "Greenhouse's next call with it is refused (401). Recorded in the audit log.",
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^[0-9a-fA-F]{24}$/)
        .describe('The key id: 24 hex characters'),
    }),
  },
  responses: withStandardErrors({
    204: { description: 'Revoked' },
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
    404: errorResponse(
      'greenhouse_key_not_found: no key in force of this company has this id (or it was revoked); company_not_found',
    ),
  }),
});

registry.registerPath({
  ...partner,
  method: 'get',
  path: '/v1/integrations/greenhouse/list_tests',
  summary: "Greenhouse's list_tests: the tests the company offers",
  description:
    "Called by Greenhouse (Assessment Partner API) with a Greenhouse key: the key's company's assessments, " +
    'deleted ones left out, by name, as a bare array; a test assessment is named "<name> (test)". Empty when the ' +
    "company has none. Errors answer the document's status codes with the body `{error, message}`.",
  responses: withStandardErrors({
    200: jsonResponse(GreenhouseTestList, 'The tests'),
    ...partnerErrors,
  }),
});

registry.registerPath({
  ...partner,
  method: 'post',
  path: '/v1/integrations/greenhouse/send_test',
  summary: "Greenhouse's send_test: e-mail a test to a candidate",
  description:
    'Records the test and sends the candidate an invitation e-mail (the durable invitation flow of POST /v1/invite, ' +
    "greeting them by their preferred name, else their first name) whose link starts one round on the assessment's " +
    "terms, until the assessment's `expires_in_days` pass. A live assessment is charged as any live round once its " +
    "round is analyzed. The same rules as POST /v1/invite hold: the company not paused, the day's invitations " +
    "(INVITES_PER_DAY, shared with POST /v1/invite), and a live assessment's round counts against the company's " +
    '`per_candidate` unless the assessment sets `separate_attempts`. A send repeated with the same `url` is the same ' +
    'test: its partner_interview_id again, and no second e-mail. Recorded in the audit log.',
  request: { body: jsonRequest(GreenhouseSendTest) },
  responses: withStandardErrors(
    {
      200: jsonResponse(GreenhouseTestSent, 'Sent (or sent before, with this url)'),
      ...partnerErrors,
      402: errorResponse('payment_required: a live assessment of a company that has not paid its setup fee'),
      404: errorResponse("greenhouse_test_not_found: no assessment of the key's company has this partner_test_id"),
      409: errorResponse(
        'company_paused: the company is paused; attempts_exhausted: the candidate has used their attempts; ' +
          'greenhouse_url_in_use: another test or candidate was sent with this url',
      ),
      422: errorResponse('validation_failed: the body breaks its rules (`details` names each field)'),
      429: errorResponse(
        "rate_limit_exceeded: the key's hourly request limit is spent (Retry-After set); invitation_limit_exceeded: " +
          "the company's invitations for the UTC day are spent",
      ),
    },
    { body: true },
  ),
});

registry.registerPath({
  ...partner,
  method: 'get',
  path: '/v1/integrations/greenhouse/test_status',
  summary: "Greenhouse's test_status: where a sent test is",
  description:
    'The status as the round moves; once complete, the score, a link to the report that opens without a login ' +
    '(signed, read-only, for 180 days) and flat metadata. Answers for as long as the test is kept, beyond the 8 ' +
    'weeks of the deprecated hourly polling.',
  request: { query: GreenhouseTestStatusQuery },
  responses: withStandardErrors({
    200: jsonResponse(GreenhouseTestStatus, 'The status'),
    ...partnerErrors,
    404: errorResponse("greenhouse_interview_not_found: no test of the key's company has this partner_interview_id"),
    422: errorResponse('validation_failed: partner_interview_id is missing'),
  }),
});

registry.registerPath({
  ...partner,
  method: 'post',
  path: '/v1/integrations/greenhouse/response_error',
  summary: "Greenhouse's response_error: an answer of ours it could not read",
  description:
    "Kept for 90 days (the newest 500 of a company), without the candidate's address, and shown to the " +
    "company's owners and admins (GET /v1/integrations/greenhouse/errors); at most 100 an hour (429 past them). " +
    'Answers 200 with {"status": 200}, as the document asks.',
  request: { body: jsonRequest(GreenhouseResponseError) },
  responses: withStandardErrors(
    {
      200: jsonResponse(GreenhouseResponseErrorReceived, 'Recorded'),
      ...partnerErrors,
      429: errorResponse(
        "rate_limit_exceeded: the key's hourly request limit, or the company's 100 reports an hour, is spent (Retry-After set)",
      ),
      422: errorResponse('validation_failed: the body breaks its rules (`details` names each field)'),
    },
    { body: true },
  ),
});

const testId = z
  .string()
  .regex(/^[0-9a-fA-F]{24}$/)
  .describe('The sent test: its partner_interview_id');

registry.registerPath({
  ...integration,
  ...documentedAccess(MANAGERS),
  method: 'get',
  path: '/v1/integrations/greenhouse/tests',
  summary: 'The tests Greenhouse sent, newest first',
  description: 'Each with what test_status answers now and whether the PATCH to Greenhouse was delivered.',
  request: { query: PageQuery },
  responses: withStandardErrors({
    200: jsonResponse(GreenhouseSentTestList, 'One page of tests'),
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
    422: errorResponse('validation_failed: a query parameter breaks its rules'),
  }),
});

registry.registerPath({
  ...integration,
  ...documentedAccess(MANAGERS),
  method: 'delete',
  path: '/v1/integrations/greenhouse/tests/{id}',
  summary: 'Cancel a test Greenhouse sent',
  description:
    'Its link no longer starts a round, test_status answers `cancelled`, and a round already started is no longer ' +
    'reported to Greenhouse. Recorded in the audit log.',
  request: { params: z.object({ id: testId }) },
  responses: withStandardErrors({
    204: { description: 'Cancelled' },
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
    404: errorResponse('greenhouse_interview_not_found: no test of this company has this id, or it was cancelled'),
  }),
});

registry.registerPath({
  ...integration,
  ...documentedAccess(MANAGERS),
  method: 'get',
  path: '/v1/integrations/greenhouse/errors',
  summary: 'What Greenhouse reported of our answers (response_error), newest first',
  description: 'Kept 90 days, the newest 500.',
  request: { query: PageQuery },
  responses: withStandardErrors({
    200: jsonResponse(GreenhouseReportList, 'One page of reports'),
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
    422: errorResponse('validation_failed: a query parameter breaks its rules'),
  }),
});
