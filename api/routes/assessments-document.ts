import { z } from 'zod';
import { registry } from '../http/openapi';
import { documentedAccess, EVERY_ROLE, forbiddenResponse, MANAGERS } from '../auth/roles';
import {
  companyEndpointErrors,
  errorResponse,
  jsonRequest,
  jsonResponse,
  jsonResponseWithLinks,
  withStandardErrors,
} from '../schemas/error';
import { Assessment, AssessmentChange, AssessmentCreate, AssessmentList, MAX_ASSESSMENTS } from '../schemas/assessment';
import { IdempotencyHeaders, withIdempotencyErrors } from '../schemas/idempotency';

/** The OpenAPI operations of a company's assessments (/v1/assessments). */

const secured = { security: [{ bearer: [] }], tags: ['Assessments'] };
const assessmentId = z.object({
  id: z
    .string()
    .regex(/^[0-9a-fA-F]{24}$/)
    .describe('The assessment id: 24 hex characters'),
});
const notFound = errorResponse(
  'assessment_not_found: no assessment of this company has this id (or it was deleted); company_not_found',
);
/** Where an assessment's id leads: the stateful tests create one, then change and delete it. */
const assessmentLinks = (id: string) => ({
  ChangeAssessment: { operationId: 'changeAssessment', parameters: { id }, description: 'Change this assessment' },
  DeleteAssessment: { operationId: 'deleteAssessment', parameters: { id }, description: 'Delete this assessment' },
});

registry.registerPath({
  ...secured,
  ...documentedAccess(EVERY_ROLE),
  method: 'get',
  path: '/v1/assessments',
  operationId: 'listAssessments',
  summary: "The company's assessments, by name",
  description:
    'Deleted ones are left out. What Greenhouse lists as tests (GET /v1/integrations/greenhouse/list_tests).',
  responses: withStandardErrors({
    200: jsonResponse(AssessmentList, 'Every assessment of the company'),
    ...companyEndpointErrors,
  }),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'post',
  path: '/v1/assessments',
  operationId: 'createAssessment',
  summary: 'Create an assessment',
  description:
    'Live unless `test` is true (its rounds are then test rounds, never charged). Greenhouse lists it at once. ' +
    'Its settings (time limit, languages, holes, expiry of a sent test, how its rounds count) take their defaults ' +
    `when left out. A company holds at most ${MAX_ASSESSMENTS} assessments. Recorded in the audit log.`,
  request: { headers: IdempotencyHeaders, body: jsonRequest(AssessmentCreate) },
  responses: withIdempotencyErrors(
    withStandardErrors(
      {
        201: jsonResponseWithLinks(Assessment, 'Created', assessmentLinks('$response.body#/id')),
        ...companyEndpointErrors,
        ...forbiddenResponse(MANAGERS),
        409: errorResponse('too_many_assessments: the company holds the most it may'),
      },
      { body: true },
    ),
  ),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'patch',
  path: '/v1/assessments/{id}',
  operationId: 'changeAssessment',
  summary: "Change an assessment's name, kind or settings",
  description:
    "Fields left out keep their value; null resets a nullable setting (the company's setting, or the whole course, " +
    'applies again). A test already sent keeps the expiry it was sent with. Recorded in the audit log, by field ' +
    'name, when something changed.',
  request: { params: assessmentId, body: jsonRequest(AssessmentChange) },
  responses: withStandardErrors(
    {
      200: jsonResponseWithLinks(Assessment, 'The assessment after the change', assessmentLinks('$response.body#/id')),
      ...companyEndpointErrors,
      ...forbiddenResponse(MANAGERS),
      404: notFound,
    },
    { body: true },
  ),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'delete',
  path: '/v1/assessments/{id}',
  operationId: 'deleteAssessment',
  summary: 'Delete an assessment',
  description:
    "It leaves the lists, Greenhouse's included, and its name is free again; what was sent with it keeps " +
    'pointing at it. Recorded in the audit log.',
  request: { params: assessmentId },
  responses: withStandardErrors({
    204: { description: 'Deleted' },
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
    404: notFound,
  }),
});
