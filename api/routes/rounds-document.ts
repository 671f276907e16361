import { z } from 'zod';
import { registry } from '../http/openapi';
import { documentedAccess } from '../auth/roles';
import { Id } from '../schemas/common';
import { errorResponse, jsonRequest, jsonResponse, jsonResponseWithLinks, withStandardErrors } from '../schemas/error';
import {
  ExampleRun,
  HoleId,
  MAX_OWN_INPUT_CHARS,
  MAX_SHOT_CODE_BYTES,
  OwnInputRun,
  Round,
  RoundStart,
  RoundStarted,
  ExampleRunRequest,
  OwnInputRunRequest,
  Shot,
  SubmitAccepted,
  SubmitRequest,
  VerificationRequest,
  VerificationSent,
} from '../schemas/round';

// The candidate's round endpoints as the OpenAPI document describes them; api/routes/rounds.ts serves them.

const roundErrors = {
  401: errorResponse('token_expired: the round token is missing, invalid, expired, or for another round'),
  404: errorResponse('not_found: the round no longer exists'),
  429: errorResponse('rate_limit_exceeded: the hourly request limit of this round is spent (Retry-After set)'),
};
/** Where a round leads: its view, a shot for each of its holes, an example run, the submit. */
function roundLinks(id: string, holes: string, authorization?: string) {
  const auth = authorization ? { 'header.Authorization': authorization } : {};
  return {
    GetRound: {
      operationId: 'getRound',
      parameters: { id, ...auth },
      description: 'The round (its round_token opens it)',
    },
    ...Object.fromEntries(
      [0, 1, 2].map((i) => [
        `SaveShot${i + 1}`,
        {
          operationId: 'saveShot',
          parameters: { id, hole: `${holes}/${i}`, ...auth },
          description: `A shot for hole ${i + 1} of 3`,
        },
      ]),
    ),
    RunExample: {
      operationId: 'runExample',
      parameters: { id, hole: `${holes}/0`, ...auth },
      description: 'Run a program on the example of the first hole',
    },
    SubmitRound: {
      operationId: 'submitRound',
      parameters: { id, ...auth },
      description: 'Submit, once the 3 shots are saved',
    },
  };
}

const withRoundToken = { tags: ['Round'], security: [{ round: [] }] };
const RoundParams = z.object({
  id: Id.describe('Round id: another id answers 401, as its round token is for one round only'),
});
const ShotParams = RoundParams.extend({
  hole: HoleId.describe("One of the round's hole ids (another answers 404 hole_not_found)"),
});

registry.registerPath({
  method: 'post',
  path: '/v1/rounds/verify',
  ...documentedAccess('public'),
  tags: ['Round'],
  summary: 'E-mail a 6-digit code that proves the address, for a live or test round',
  description:
    'The code is valid 15 minutes and allows 5 tries, from the client (IP) that asked for it only. ' +
    'An address gets at most 5 codes an hour, a client IP 50 (VERIFICATION_CODES_PER_IP_PER_HOUR). ' +
    'No code is sent for the live code of a company that has not paid its setup fee.',
  request: { body: jsonRequest(VerificationRequest) },
  responses: withStandardErrors(
    {
      202: jsonResponse(VerificationSent, 'The code is on its way'),
      402: errorResponse('payment_required: the live code of a company that has not paid its setup fee'),
      404: errorResponse('code_not_found: no such code'),
      409: errorResponse('company_paused: the company accepts no new rounds'),
      422: errorResponse('validation_failed: a field breaks its rules'),
      429: errorResponse(
        'rate_limit_exceeded: too many codes for this address or client IP this hour (Retry-After set)',
      ),
      503: errorResponse(
        'service_unavailable: the database or Temporal cannot be reached, or too many candidates are starting ' +
          'at this moment (Retry-After set); try again',
      ),
    },
    { body: true },
  ),
});

registry.registerPath({
  method: 'post',
  path: '/v1/rounds',
  ...documentedAccess('public'),
  operationId: 'startRound',
  tags: ['Round'],
  summary: "Start a round with a company's code, or from an invitation link",
  description:
    'The code decides the kind: the live code starts a charged assessment (the company must have paid its setup fee), ' +
    'the test code a free one; either way the e-mail must be verified with the code of POST /v1/rounds/verify, ' +
    'sent from the client that asked for it. ' +
    'The token of an invitation link starts a live round for the invited address with nothing else to prove; the ' +
    "link of a test Greenhouse sent starts one round, on its assessment's terms (test or live, its time limit, " +
    'languages and holes where it sets them). ' +
    'A variation of each hole is drawn for this candidate. The round token in the answer opens the round endpoints.',
  request: { body: jsonRequest(RoundStart) },
  responses: withStandardErrors(
    {
      201: jsonResponseWithLinks(
        RoundStarted,
        'The round, as a draft',
        roundLinks('$response.body#/id', '$response.body#/holes', 'Bearer {$response.body#/round_token}'),
      ),
      402: errorResponse('payment_required: the live code of a company that has not paid its setup fee'),
      403: errorResponse(
        'email_not_verified: no valid verification code for this address from this client, or an invalid invitation ' +
          "link, or an expired one of POST /v1/invite (a Greenhouse test's expired link is 410)",
      ),
      404: errorResponse(
        'code_not_found: no such code; hole_not_found: a hole id that the code or link does not offer (GET /v1/course ' +
          'with the same Assessment-Code or Invite-Token lists those it does)',
      ),
      409: errorResponse(
        'company_paused: the company accepts no new rounds; attempts_exhausted: this e-mail has used its live attempts; ' +
          'invitation_used: the round of this Greenhouse test was started already',
      ),
      410: errorResponse('invitation_withdrawn: the Greenhouse test of this link was cancelled or has expired'),
      429: errorResponse('rate_limit_exceeded: the hourly request limit of this client IP is spent'),
      503: errorResponse(
        'service_unavailable: the database or Temporal cannot be reached, or too many candidates are starting ' +
          'at this moment (Retry-After set); try again',
      ),
    },
    { body: true },
  ),
});

registry.registerPath({
  ...withRoundToken,
  method: 'get',
  path: '/v1/rounds/{id}',
  ...documentedAccess('candidate'),
  operationId: 'getRound',
  summary: 'The round: status, holes, course and saved shots',
  request: { params: RoundParams },
  responses: withStandardErrors({ 200: jsonResponse(Round, 'The round'), ...roundErrors }),
});

/** The answers of a request on one shot of an open round besides its 200 and 422 (save, and runs). */
const shotErrors = {
  ...roundErrors,
  404: errorResponse("hole_not_found: the hole is not one of this round's; not_found: the round no longer exists"),
  409: errorResponse(
    "already_submitted: the round has been submitted; time_limit_reached: the round's deadline_at (and its " +
      'grace of 2 seconds) has passed: the round is submitted with the shots saved before it',
  ),
  413: errorResponse(`payload_too_large: the body is over 256 KiB, or the code over ${MAX_SHOT_CODE_BYTES} bytes`),
};

registry.registerPath({
  ...withRoundToken,
  method: 'put',
  path: '/v1/rounds/{id}/shots/{hole}',
  ...documentedAccess('candidate'),
  operationId: 'saveShot',
  summary: "Save the shot for one of the round's holes (while the round is a draft)",
  request: { params: ShotParams, body: jsonRequest(Shot) },
  responses: withStandardErrors(
    {
      200: jsonResponseWithLinks(Shot, 'The saved shot', {
        GetRound: {
          operationId: 'getRound',
          parameters: { id: '$request.path.id' },
          description: 'The round, with this shot saved',
        },
        SubmitRound: {
          operationId: 'submitRound',
          parameters: { id: '$request.path.id' },
          description: 'Submit the round once its 3 shots are saved',
        },
      }),
      ...shotErrors,
    },
    { body: true },
  ),
});

const EXAMPLE_RUN_LIMITS =
  'Runs are limited per rolling hour per round (RUN_RATE_LIMIT_PER_HOUR, 60), ' +
  'per client IP whatever the round (RUN_RATE_LIMIT_PER_IP_PER_HOUR, 300) and per company, all its rounds together ' +
  '(RUN_RATE_LIMIT_PER_COMPANY_PER_HOUR, 1000); the RateLimit-* headers are those of the limit nearest to its end.';

/** The answers of a run besides its 200 and 422: those of "Run example" and "Run with my input" alike. */
const exampleRunErrors = {
  ...shotErrors,
  429: errorResponse(
    'rate_limit_exceeded: the runs of the hour are spent, for this round, this client IP or this company ' +
      "(the message says which), or the round's requests (Retry-After set)",
  ),
  503: errorResponse('service_unavailable: no scoring worker could run the program in time; try again'),
};
const saveTheProgram = {
  SaveShot: {
    operationId: 'saveShot',
    parameters: { id: '$request.path.id', hole: '$request.path.hole' },
    description: 'Save the program that ran',
  },
};

registry.registerPath({
  ...withRoundToken,
  method: 'post',
  path: '/v1/rounds/{id}/shots/{hole}/run',
  ...documentedAccess('candidate'),
  operationId: 'runExample',
  summary: "Run a program on the hole's worked example (the public one only)",
  description:
    'Runs the code in the scoring sandbox on the example shown in the course, and compares its output with the expected one. ' +
    `Never a hidden case. Nothing is saved. ${EXAMPLE_RUN_LIMITS}`,
  request: { params: ShotParams, body: jsonRequest(ExampleRunRequest) },
  responses: withStandardErrors(
    {
      200: jsonResponseWithLinks(ExampleRun, "The program's outcome, output and time", saveTheProgram),
      ...exampleRunErrors,
      422: errorResponse('validation_failed: a field breaks its rules (human and math answers are read, not run)'),
    },
    { body: true },
  ),
});

registry.registerPath({
  ...withRoundToken,
  method: 'post',
  path: '/v1/rounds/{id}/shots/{hole}/run-with-input',
  ...documentedAccess('candidate'),
  operationId: 'runWithInput',
  summary: 'Run a program on an input of your own',
  description:
    'Runs the code in the scoring sandbox, with the same limits of time, memory and output as runExample, ' +
    'on `input` as its standard input, and shows how it ended, what it printed and how long it took. ' +
    'Its output is compared with nothing: no expected output, no hidden case, no verdict of right or wrong. ' +
    `Nothing is saved. Each run spends one of the same runs as runExample: ${EXAMPLE_RUN_LIMITS}`,
  request: { params: ShotParams, body: jsonRequest(OwnInputRunRequest) },
  responses: withStandardErrors(
    {
      200: jsonResponseWithLinks(OwnInputRun, 'How the program ended, its output and time', saveTheProgram),
      ...exampleRunErrors,
      422: errorResponse(
        `validation_failed: a field breaks its rules: the input over ${MAX_OWN_INPUT_CHARS} characters, ` +
          'a character no text can hold (U+0000), a language that does not run (human, math)',
      ),
    },
    { body: true },
  ),
});

registry.registerPath({
  ...withRoundToken,
  method: 'post',
  path: '/v1/rounds/{id}/submit',
  ...documentedAccess('candidate'),
  operationId: 'submitRound',
  summary: 'Submit the round for scoring',
  description:
    'All three shots must be saved. Scoring, the e-mails and the webhook follow in the background. A round under a ' +
    'time limit that is not submitted by its deadline_at is submitted then, with the shots saved, by the service.',
  request: { params: RoundParams, body: jsonRequest(SubmitRequest, { required: false }) },
  responses: withStandardErrors(
    {
      202: jsonResponseWithLinks(SubmitAccepted, 'Submitted; scoring follows', {
        GetRound: {
          operationId: 'getRound',
          parameters: { id: '$request.path.id' },
          description: 'Follow the status to analyzed',
        },
        GetSubmission: {
          operationId: 'getSubmission',
          parameters: { id: '$response.body#/id' },
          description: "The company's view of it (a company token)",
        },
      }),
      ...roundErrors,
      409: errorResponse(
        "already_submitted: the round was submitted before; time_limit_reached: the round's deadline_at (and its " +
          'grace of 2 seconds) has passed: its clock submits it with the shots saved',
      ),
    },
    { body: true },
  ),
});
