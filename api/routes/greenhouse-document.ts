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
  GreenhouseTestList,
  MAX_GREENHOUSE_KEYS,
} from '../schemas/greenhouse';

/** The OpenAPI operations of the Greenhouse integration: the company's keys, and the partner paths Greenhouse calls. */

const keys = { security: [{ bearer: [] }], tags: ['Greenhouse keys'] };
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
    'The answer holds the key this once: only its SHA-256 is kept. Greenhouse calls the partner paths ' +
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
