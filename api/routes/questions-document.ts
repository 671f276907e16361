import { z } from 'zod';
import { FIRST_COMPANY_SHEET_ID } from '../../db/company-sheets';
import { QUESTION_LIMITS } from '@hiring/course';
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
import {
  ImportedQuestions,
  MAX_IMPORTED,
  MAX_QUESTIONS,
  MAX_QUESTIONS_EVER,
  Question,
  QuestionExport,
  QuestionImport,
  QuestionChange,
  QuestionCreate,
  QuestionFromCourse,
  QuestionList,
} from '../schemas/question';
import { IdempotencyHeaders, withIdempotencyErrors } from '../schemas/idempotency';

/** The OpenAPI operations of a company's own questions (/v1/questions). */

const secured = { security: [{ bearer: [] }], tags: ['Questions'] };
const questionId = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{3,9}$/)
    .describe(`The question id: an integer from ${QUESTION_LIMITS.firstId}`),
});
const notFound = errorResponse('question_not_found: no question of this company has this id; company_not_found');
/** Where a question's id leads: the stateful tests create one, then read, change and retire it. */
const questionLinks = (id: string) => ({
  GetQuestion: { operationId: 'getQuestion', parameters: { id }, description: 'Read this question' },
  ChangeQuestion: { operationId: 'changeQuestion', parameters: { id }, description: 'Change this question' },
  RetireQuestion: { operationId: 'retireQuestion', parameters: { id }, description: 'Retire this question' },
  PublishQuestion: { operationId: 'publishQuestion', parameters: { id }, description: 'Publish this question' },
});

/** What both ways of creating a question answer: the new draft, or why not. */
const creationResponses = withIdempotencyErrors(
  withStandardErrors(
    {
      201: jsonResponseWithLinks(Question, 'Created', questionLinks('$response.body#/id')),
      ...companyEndpointErrors,
      ...forbiddenResponse(MANAGERS),
      409: errorResponse('too_many_questions: the company holds the most it may, in use or in all'),
    },
    { body: true },
  ),
);

registry.registerPath({
  ...secured,
  ...documentedAccess(EVERY_ROLE),
  method: 'get',
  path: '/v1/questions',
  operationId: 'listQuestions',
  summary: "The company's own questions, by title",
  description: 'Retired ones come last. Each without its variations: GET /v1/questions/{id} reads them.',
  responses: withStandardErrors({
    200: jsonResponse(QuestionList, 'Every question of the company'),
    ...companyEndpointErrors,
  }),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'post',
  path: '/v1/questions',
  operationId: 'createQuestion',
  summary: 'Write a question',
  description:
    "Saved as a draft, with the next id of the company's (from " +
    `${QUESTION_LIMITS.firstId}). A company holds at most ${MAX_QUESTIONS} questions in use and ` +
    `${MAX_QUESTIONS_EVER} in all, retired ones included. The body is at most ` +
    '256 KB (413 payload_too_large); a field outside its rules answers 422 validation_failed naming it. Recorded ' +
    'in the audit log, by id and title.',
  request: { headers: IdempotencyHeaders, body: jsonRequest(QuestionCreate) },
  responses: creationResponses,
});
registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'post',
  path: '/v1/questions/from-course',
  operationId: 'copyCourseHole',
  summary: 'Start a question from a copy of a course hole',
  description:
    "Saved as a draft like any written question: the hole's five variations, each with its statement and its " +
    "Python reference, and no case nor generator: a course hole's hidden cases are never shown, so the company " +
    "writes its own. Its title is the hole's unless `title` is given. Recorded in the audit log.",
  request: { headers: IdempotencyHeaders, body: jsonRequest(QuestionFromCourse) },
  responses: creationResponses,
});
registry.registerPath({
  ...secured,
  ...documentedAccess(EVERY_ROLE),
  method: 'get',
  path: '/v1/questions/{id}',
  operationId: 'getQuestion',
  summary: 'Read a question, its variations whole',
  description: 'Its programs and fixed cases included: every member may read them, and no candidate ever does.',
  request: { params: questionId },
  responses: withStandardErrors({
    200: jsonResponse(Question, 'The question'),
    ...companyEndpointErrors,
    404: notFound,
  }),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'patch',
  path: '/v1/questions/{id}',
  operationId: 'changeQuestion',
  summary: 'Change a question',
  description:
    'Fields left out keep their value; `variations` replaces them all. Recorded in the audit log, by field name, ' +
    'when something changed.',
  request: { params: questionId, body: jsonRequest(QuestionChange) },
  responses: withStandardErrors(
    {
      200: jsonResponse(Question, 'The question after the change'),
      ...companyEndpointErrors,
      ...forbiddenResponse(MANAGERS),
      404: notFound,
      409: errorResponse('question_retired: a retired question cannot change'),
    },
    { body: true },
  ),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'delete',
  path: '/v1/questions/{id}',
  operationId: 'retireQuestion',
  summary: 'Retire a question',
  description:
    'It is no longer offered and its title is free again; it stays readable, with status retired, for what was ' +
    'played on it. Retiring a retired question changes nothing. Recorded in the audit log.',
  request: { params: questionId },
  responses: withStandardErrors({
    200: jsonResponse(Question, 'The question, retired'),
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
    404: notFound,
  }),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'post',
  path: '/v1/questions/{id}/publish',
  operationId: 'publishQuestion',
  summary: 'Publish a question: rounds started from now on may offer it',
  description:
    'Only once its latest change has passed its check (`check.status` passed). It is stored as its next version, ' +
    'which never changes, and the company gets a new sheet: the course sheet and the published version of each of ' +
    `its questions in use. A round keeps the sheet it started on in its \`sheet_id\` (from ${FIRST_COMPANY_SHEET_ID}; the course's ` +
    'sheets run from 1), so it is shown, scored and scored again on the versions it was played with. Publishing a ' +
    'question unchanged since its last publish changes nothing. Recorded in the audit log.',
  request: { params: questionId, headers: IdempotencyHeaders },
  responses: withIdempotencyErrors(
    withStandardErrors({
      200: jsonResponse(Question, 'The question, published'),
      ...companyEndpointErrors,
      ...forbiddenResponse(MANAGERS),
      404: notFound,
      409: errorResponse(
        'question_not_checked: its latest change is still being checked, or failed its check; ' +
          'question_retired: a retired question cannot be published',
      ),
    }),
  ),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(EVERY_ROLE),
  method: 'get',
  path: '/v1/questions/export',
  operationId: 'exportQuestions',
  summary: "The company's questions in use, whole, as POST /v1/questions/import takes them",
  description:
    'Drafts and published ones, each as it stands (its latest change), programs and fixed cases included: a backup, ' +
    'or the way to another account. Retired questions are left out.',
  responses: withStandardErrors({
    200: jsonResponse(QuestionExport, 'The questions, by title'),
    ...companyEndpointErrors,
  }),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'post',
  path: '/v1/questions/import',
  operationId: 'importQuestions',
  summary: 'Save questions as drafts, from an export of this company or another',
  description:
    `1 to ${MAX_IMPORTED} questions, in one transaction: all are saved, or none. Each gets the company's next id ` +
    'and is checked by running it, as a question saved alone is; none is published. A title that another question ' +
    'in use holds, or that the import holds twice (letter case aside), answers 422 naming `questions.<n>.title`. ' +
    'The body may be up to 8 MiB. Recorded in the audit log, one question_created for each.',
  request: { headers: IdempotencyHeaders, body: jsonRequest(QuestionImport) },
  responses: withIdempotencyErrors({
    ...withStandardErrors(
      {
        201: jsonResponse(ImportedQuestions, 'Created'),
        ...companyEndpointErrors,
        ...forbiddenResponse(MANAGERS),
        409: errorResponse('too_many_questions: the import would take the company past the most it may hold'),
      },
      { body: true },
    ),
    413: errorResponse('payload_too_large: the body is over 8 MiB'),
  }),
});
