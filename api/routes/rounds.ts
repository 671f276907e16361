import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { CURRENT_SHEET_ID, courseEntries, drawVariation, getHole } from '../../course';
import { findCompanyByCode, findCompanyById } from '../../db/companies';
import { verifyInvite } from '../../lib/invite-token';
import { inTransaction } from '../../db/pool';
import * as submissions from '../../db/submissions';
import type { SubmissionRecord } from '../../db/submissions';
import { newId } from '../../lib/ids';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { requireRound } from '../middleware/auth';
import { byRound, candidateRateLimit, rateLimit } from '../middleware/rate-limit';
import { registry } from '../openapi';
import { Id, isoOrOmit, iso } from '../schemas/common';
import { errorResponse, jsonRequest, jsonResponse, jsonResponseWithLinks, withStandardErrors } from '../schemas/error';
import {
  ExampleRun,
  HoleId,
  MAX_SHOT_CODE_BYTES,
  Round,
  RoundStart,
  RoundStarted,
  RoundStartWithCode,
  RoundStartWithInvite,
  RunRequest,
  Shot,
  SubmitAccepted,
  SubmitRequest,
  VerificationRequest,
  VerificationSent,
} from '../schemas/round';
import { runExample } from '../example-run';
import { startSubmissionWorkflow } from '../submission-workflow';
import {
  emailNotVerified,
  recordVerificationCode,
  spendVerificationCode,
  VERIFICATION_LIFETIME_SECONDS,
  verificationLimits,
} from '../verification';
import { signToken, TOKEN_LIFETIME_SECONDS } from '../tokens';
import { parse, validationFailed } from '../validation';

const codeNotFound = () => new ApiError(404, 'code_not_found', 'No company has this assessment code.');
const holeNotFound = (id: unknown) => new ApiError(404, 'hole_not_found', `There is no hole ${String(id)} here.`);
const roundNotFound = () => new ApiError(404, 'not_found', 'This round no longer exists.');
const companyPaused = () =>
  new ApiError(409, 'company_paused', 'This company is not accepting new assessments at the moment.');
const invalidInvite = () =>
  emailNotVerified(
    'This invitation link is invalid or has expired. Start with the assessment code instead: a verification code will be e-mailed to you.',
  );
const alreadySubmitted = () =>
  new ApiError(409, 'already_submitted', 'This round has been submitted; it can no longer change.');

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
  tags: ['Round'],
  summary: 'E-mail a 6-digit code that proves the address, for a live round',
  description:
    'The code is valid 15 minutes and allows 5 tries. An address gets at most 5 codes an hour, a client IP 50. ' +
    'Test codes need no verification.',
  request: { body: jsonRequest(VerificationRequest) },
  responses: withStandardErrors(
    {
      202: jsonResponse(VerificationSent, 'The code is on its way'),
      404: errorResponse('code_not_found: no such code'),
      409: errorResponse('company_paused: the company accepts no new rounds'),
      422: errorResponse(
        'validation_failed: a field breaks its rules, or the code is a test code (no verification needed)',
      ),
      429: errorResponse(
        'rate_limit_exceeded: too many codes for this address or client IP this hour (Retry-After set)',
      ),
    },
    { body: true },
  ),
});

registry.registerPath({
  method: 'post',
  path: '/v1/rounds',
  operationId: 'startRound',
  tags: ['Round'],
  summary: "Start a round with a company's code, or from an invitation link",
  description:
    'The code decides the kind: the live code starts a charged assessment (the company must have paid its setup fee, ' +
    'and the e-mail must be verified with the code of POST /v1/rounds/verify), the test code a free one. ' +
    'The token of an invitation link starts a live round for the invited address with nothing else to prove. ' +
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
        'email_not_verified: a live code without a valid verification code, or an invalid or expired invitation link',
      ),
      404: errorResponse('code_not_found: no such code; hole_not_found: a hole id that is not in the course'),
      409: errorResponse(
        'company_paused: the company accepts no new rounds; attempts_exhausted: this e-mail has used its live attempts',
      ),
      429: errorResponse('rate_limit_exceeded: the hourly request limit of this client IP is spent'),
    },
    { body: true },
  ),
});

registry.registerPath({
  ...withRoundToken,
  method: 'get',
  path: '/v1/rounds/{id}',
  operationId: 'getRound',
  summary: 'The round: status, holes, course and saved shots',
  request: { params: RoundParams },
  responses: withStandardErrors({ 200: jsonResponse(Round, 'The round'), ...roundErrors }),
});

registry.registerPath({
  ...withRoundToken,
  method: 'put',
  path: '/v1/rounds/{id}/shots/{hole}',
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
      ...roundErrors,
      404: errorResponse("hole_not_found: the hole is not one of this round's; not_found: the round no longer exists"),
      409: errorResponse('already_submitted: the round has been submitted'),
      413: errorResponse(`payload_too_large: the body is over 256 KiB, or the code over ${MAX_SHOT_CODE_BYTES} bytes`),
    },
    { body: true },
  ),
});

registry.registerPath({
  ...withRoundToken,
  method: 'post',
  path: '/v1/rounds/{id}/shots/{hole}/run',
  operationId: 'runExample',
  summary: "Run a program on the hole's worked example (the public one only)",
  description:
    'Runs the code in the scoring sandbox on the example shown in the course, and compares its output with the expected one. ' +
    'Never a hidden case. Nothing is saved. Limited to RUN_RATE_LIMIT_PER_HOUR (60) runs per hour per round.',
  request: { params: ShotParams, body: jsonRequest(RunRequest) },
  responses: withStandardErrors(
    {
      200: jsonResponseWithLinks(ExampleRun, "The program's outcome, output and time", {
        SaveShot: {
          operationId: 'saveShot',
          parameters: { id: '$request.path.id', hole: '$request.path.hole' },
          description: 'Save the program that ran',
        },
      }),
      ...roundErrors,
      404: errorResponse("hole_not_found: the hole is not one of this round's; not_found: the round no longer exists"),
      409: errorResponse('already_submitted: the round has been submitted'),
      413: errorResponse(`payload_too_large: the body is over 256 KiB, or the code over ${MAX_SHOT_CODE_BYTES} bytes`),
      422: errorResponse('validation_failed: a field breaks its rules (human and math answers are read, not run)'),
      429: errorResponse(
        'rate_limit_exceeded: the runs of this round (or its requests) for this hour are spent (Retry-After set)',
      ),
      503: errorResponse('service_unavailable: no scoring worker could run the program in time; try again'),
    },
    { body: true },
  ),
});

registry.registerPath({
  ...withRoundToken,
  method: 'post',
  path: '/v1/rounds/{id}/submit',
  operationId: 'submitRound',
  summary: 'Submit the round for scoring',
  description: 'All three shots must be saved. Scoring, the e-mails and the webhook follow in the background.',
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
      409: errorResponse('already_submitted: the round was submitted before'),
    },
    { body: true },
  ),
});

export function roundsRouter(deps: AppDeps): Router {
  const { pool, config, clock, temporal } = deps;
  const router = new Router();
  const guard = [requireRound(deps), rateLimit(deps, byRound, config.roundRateLimitPerHour)];
  const sendLimits = verificationLimits(deps);

  async function loadRound(ctx: Context): Promise<SubmissionRecord> {
    const round = await submissions.findSubmission(pool, ctx.params.id);
    if (!round) throw roundNotFound();
    return round;
  }

  router.post('/rounds/verify', candidateRateLimit(deps), async (ctx) => {
    const body = parse(VerificationRequest, ctx.request.body);
    const company = await findCompanyByCode(pool, body.code);
    if (!company) throw codeNotFound();
    if (company.live_code !== body.code) {
      throw validationFailed([
        { path: 'code', message: 'this is a test code: test rounds start with no verification' },
      ]);
    }
    if (company.paused_at) throw companyPaused();
    await sendLimits(ctx, body.email);
    const startDelivery = await inTransaction(pool, (tx) =>
      recordVerificationCode(tx, deps, { companyId: company.id, companyName: company.name, email: body.email }),
    );
    // Committed. If Temporal cannot take the delivery now, the outbox sweep sends it.
    await startDelivery(temporal, config.temporal.taskQueue).catch((err) =>
      ctx.state.log?.warn({ err }, 'could not start the verification e-mail; the reconciler will'),
    );
    ctx.status = 202;
    ctx.body = VerificationSent.parse({
      message: `A 6-digit code was sent to ${body.email}. It is valid for 15 minutes.`,
      expires_in: VERIFICATION_LIFETIME_SECONDS,
    });
  });

  router.post('/rounds', candidateRateLimit(deps), async (ctx) => {
    const request = ctx.request.body as Record<string, unknown> | undefined;
    const fromInvite =
      typeof request === 'object' && request !== null && !Array.isArray(request) && 'invite' in request;
    const body = fromInvite ? parse(RoundStartWithInvite, request) : parse(RoundStartWithCode, request);
    const unknownHole = body.holes.find((id) => !getHole(CURRENT_SHEET_ID, id));
    if (unknownHole !== undefined) throw holeNotFound(unknownHole);
    const invite = 'invite' in body ? verifyInvite(config.jwtSecret, body.invite, clock.now()) : undefined;
    if ('invite' in body && !invite) throw invalidInvite();

    const round = await inTransaction(pool, async (tx) => {
      // Locked for share: a pause committing meanwhile waits for this start, or this start sees it.
      const company = invite
        ? await findCompanyById(tx, invite.companyId, { forShare: true })
        : await findCompanyByCode(tx, (body as { code: string }).code, { forShare: true });
      if (!company) throw invite ? invalidInvite() : codeNotFound();
      if (company.paused_at) throw companyPaused();
      const email = invite ? invite.email : (body as { email: string }).email;
      const test = invite || company.live_code === (body as { code: string }).code ? 0 : 1;
      if (test === 0 && !company.paid_at) {
        throw new ApiError(
          402,
          'payment_required',
          'This live code cannot be used until the company has paid its setup fee.',
        );
      }
      await submissions.lockCandidate(tx, company.id, email);
      const used = await submissions.countRounds(tx, company.id, email, test);
      if (test === 0 && used >= company.per_candidate) {
        throw new ApiError(
          409,
          'attempts_exhausted',
          `This e-mail has used all ${company.per_candidate} of its attempts with this company.`,
        );
      }
      if (test === 0 && !invite) {
        await spendVerificationCode(tx, deps, {
          companyId: company.id,
          email,
          code: (body as { verification?: string }).verification,
        });
      }
      return submissions.insertRound(tx, {
        id: newId(),
        companyId: company.id,
        sheetId: CURRENT_SHEET_ID,
        email,
        name: body.name,
        holes: body.holes,
        variations: body.holes.map(() => drawVariation()),
        test,
        attempt: used + 1,
        at: clock.now(),
      });
    });

    ctx.status = 201;
    ctx.body = RoundStarted.parse({
      ...roundBase(round),
      round_token: signToken(config.jwtSecret, { sub: round.id, typ: 'round' }),
      expires_in: TOKEN_LIFETIME_SECONDS,
    });
  });

  router.get('/rounds/:id', ...guard, async (ctx) => {
    ctx.body = roundView(await loadRound(ctx));
  });

  /** The round's hole named in the path and the shot in the body, checked. */
  async function shotOfRequest(ctx: Context, schema: typeof Shot | typeof RunRequest) {
    const round = await loadRound(ctx);
    const holeId = /^\d{1,9}$/.test(ctx.params.hole) ? Number(ctx.params.hole) : NaN;
    if (!round.holes.includes(holeId)) throw holeNotFound(ctx.params.hole);
    const shot = parse(schema, ctx.request.body);
    if (Buffer.byteLength(shot.code, 'utf8') > MAX_SHOT_CODE_BYTES) {
      throw new ApiError(413, 'payload_too_large', `A shot's code may be at most ${MAX_SHOT_CODE_BYTES} bytes.`);
    }
    return { round, holeId, shot };
  }

  router.put('/rounds/:id/shots/:hole', ...guard, async (ctx) => {
    const { round, holeId, shot } = await shotOfRequest(ctx, Shot);
    if (!(await submissions.saveShot(pool, round.id, holeId, shot))) throw alreadySubmitted();
    ctx.body = Shot.parse(shot);
  });

  const runLimit = rateLimit(deps, (ctx) => `run:${ctx.params.id}`, config.runRateLimitPerHour);
  router.post('/rounds/:id/shots/:hole/run', ...guard, async (ctx) => {
    const { round, holeId, shot } = await shotOfRequest(ctx, RunRequest);
    if (round.status !== 'draft') throw alreadySubmitted();
    // Counted only once the request is valid: a typo does not spend one of the hour's runs.
    await runLimit(ctx, async () => {
      ctx.body = ExampleRun.parse(await runExample(deps, { submissionId: round.id, hole: holeId, ...shot }));
    });
  });

  router.post('/rounds/:id/submit', ...guard, async (ctx) => {
    const { message } = parse(SubmitRequest, ctx.request.body ?? {});
    const round = await loadRound(ctx);
    if (round.status !== 'draft') throw alreadySubmitted();
    const missing = round.holes.filter((id) => !round.shots[String(id)]);
    if (missing.length)
      throw validationFailed(
        missing.map((id) => ({ path: `shots.${id}`, message: 'no shot saved for this hole yet' })),
      );

    // Scored by the personalities the company has chosen at this moment, whatever it chooses later.
    const company = await findCompanyById(pool, round.company_id);
    if (!company) throw roundNotFound();
    const submitted = await submissions.submitRound(pool, round.id, {
      message,
      personalities: company.personalities,
      at: clock.now(),
    });
    if (!submitted) throw alreadySubmitted();
    // Committed. If Temporal cannot take the start now, the reconciler starts it later.
    await startSubmissionWorkflow(temporal, config, submitted).catch((err) =>
      ctx.state.log?.warn({ err }, 'could not start the submission workflow; the reconciler will'),
    );
    ctx.status = 202;
    ctx.body = SubmitAccepted.parse({ id: submitted.id, status: 'submitted' });
  });

  return router;
}

function roundBase(round: SubmissionRecord) {
  return {
    id: round.id,
    test: round.test,
    attempt: round.attempt,
    holes: round.holes,
    course: courseEntries(round.sheet_id, round.holes, round.variations),
  };
}

function roundView(round: SubmissionRecord) {
  return Round.parse({
    ...roundBase(round),
    status: round.status,
    shots: Object.fromEntries(
      Object.entries(round.shots).map(([hole, s]) => [hole, { language: s.language, code: s.code }]),
    ),
    created_at: iso(round.created_at),
    submitted_at: isoOrOmit(round.submitted_at),
  });
}
