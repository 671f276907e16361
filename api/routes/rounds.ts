import Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { CURRENT_SHEET_ID, drawVariation, getHole, QUESTION_LIMITS } from '@hiring/course';
import { courseOf, offeredHoles } from '../company/offered-holes';
import { findCompanyByCode, findCompanyById } from '../../db/companies';
import { verifyInvite } from '../../lib/invitation-tokens';
import { linkGreenhouseRound } from '../../db/greenhouse-tests';
import { greenhouseRoundTerms, invitationUsed, invitationWithdrawn } from '../greenhouse/round-start';
import { inTransaction, type Queryable } from '../../db/pool';
import * as submissions from '../../db/submissions';
import type { StoredShot, SubmissionRecord } from '../../db/submissions';
import { newId } from '../../lib/ids';
import { pastDeadline, roundDeadline } from '../../workflow-contract/round-clock';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { requireRound } from '../middleware/auth';
import { bulkhead } from '../middleware/bulkhead';
import { byRound, candidateRateLimit, rateLimit } from '../middleware/rate-limit';
import './rounds-document';
import { isoOrOmit, iso } from '../schemas/common';
import {
  ExampleRun,
  MAX_SHOT_CODE_BYTES,
  OwnInputRun,
  Round,
  RoundStarted,
  RoundStartWithCode,
  RoundStartWithInvite,
  ExampleRunRequest,
  OwnInputRunRequest,
  Shot,
  SubmitAccepted,
  SubmitRequest,
  VerificationRequest,
  VerificationSent,
} from '../schemas/round';
import { takeExampleRunSlots } from '../middleware/example-run-limits';
import { startExampleRunWorkflow, startRoundClockWorkflow, startSubmissionWorkflow } from '../temporal/workflow-starts';
import {
  emailNotVerified,
  recordVerificationCode,
  tryVerificationCode,
  VERIFICATION_LIFETIME_SECONDS,
  verificationLimits,
} from '../auth/verification';
import { signToken, TOKEN_LIFETIME_SECONDS } from '../auth/tokens';
import { parse, validationFailed } from '../http/validation';

const codeNotFound = () => new ApiError(404, 'code_not_found', 'No company has this assessment code.');
const holeNotFound = (id: unknown) => new ApiError(404, 'hole_not_found', `There is no hole ${String(id)} here.`);
const roundNotFound = () => new ApiError(404, 'not_found', 'This round no longer exists.');
const companyPaused = () =>
  new ApiError(409, 'company_paused', 'This company is not accepting new assessments at the moment.');
const invalidInvite = () =>
  emailNotVerified(
    'This invitation link is invalid or has expired. Start with the assessment code instead: a verification code will be e-mailed to you.',
  );
const paymentRequired = () =>
  new ApiError(402, 'payment_required', 'This live code cannot be used until the company has paid its setup fee.');
const alreadySubmitted = () =>
  new ApiError(409, 'already_submitted', 'This round has been submitted; it can no longer change.');
const timeLimitReached = () =>
  new ApiError(
    409,
    'time_limit_reached',
    "This round's time limit has passed: it is submitted with the shots saved before the deadline.",
  );

/** Why the round takes no more changes at `now`, if it does not: its time is up, or it was submitted. */
function closedRound(round: SubmissionRecord, now: Date): ApiError | undefined {
  if (round.time_limit_reached || (round.status === 'draft' && pastDeadline(round.deadline_at, now)))
    return timeLimitReached();
  if (round.status !== 'draft') return alreadySubmitted();
  return undefined;
}

export function roundsRouter(deps: AppDeps): Router {
  const { pool, config, clock } = deps;
  const router = new Router();
  const guard = [requireRound(deps), rateLimit(deps, byRound, config.roundRateLimitPerHour)];
  const sendLimits = verificationLimits(deps);
  // Starting a round and asking a code need no credentials: together they hold a few connections
  // at most. The client's hourly limit first, so that a client past it takes no place in line.
  const candidateStart = [candidateRateLimit(deps), bulkhead(config.candidateStartConcurrency)];

  async function loadRound(ctx: Context): Promise<SubmissionRecord> {
    const round = await submissions.findSubmission(pool, ctx.params.id);
    if (!round) throw roundNotFound();
    return round;
  }

  router.post('/rounds/verify', ...candidateStart, async (ctx) => {
    const body = parse(VerificationRequest, ctx.request.body);
    const company = await findCompanyByCode(pool, body.code);
    if (!company) throw codeNotFound();
    if (company.paused_at) throw companyPaused();
    // No code is mailed for a round that could not start.
    if (company.live_code === body.code && !company.paid_at) throw paymentRequired();
    await sendLimits(ctx, company.id, body.email);
    const startDelivery = await inTransaction(pool, (tx) =>
      recordVerificationCode(tx, deps, {
        companyId: company.id,
        companyName: company.name,
        email: body.email,
        client: ctx.ip,
      }),
    );
    // Committed. Started without waiting, so that a slow Temporal holds no place of the bulkhead;
    // if it cannot take the delivery, the outbox sweep sends it.
    void startDelivery(deps).catch((err) =>
      ctx.state.log?.warn({ err }, 'could not start the verification e-mail; the reconciler will'),
    );
    ctx.status = 202;
    ctx.body = VerificationSent.parse({
      message: `A 6-digit code was sent to ${body.email}. It is valid for 15 minutes.`,
      expires_in: VERIFICATION_LIFETIME_SECONDS,
    });
  });

  router.post('/rounds', ...candidateStart, async (ctx) => {
    const request = ctx.request.body as Record<string, unknown> | undefined;
    const fromInvite =
      typeof request === 'object' && request !== null && !Array.isArray(request) && 'invite' in request;
    const body = fromInvite ? parse(RoundStartWithInvite, request) : parse(RoundStartWithCode, request);
    // A company's question is known once its company is: in the transaction.
    const unknownHole = body.holes.find((id) => id < QUESTION_LIMITS.firstId && !getHole(CURRENT_SHEET_ID, id));
    if (unknownHole !== undefined) throw holeNotFound(unknownHole);
    const invite = 'invite' in body ? verifyInvite(config.jwtSecret, body.invite, clock.now()) : undefined;
    if ('invite' in body && !invite) {
      // A Greenhouse test's link ends with the test (410, as test_status says `expired`): its
      // candidate has no code to start with instead, and the code would start a round outside its terms.
      const expired = verifyInvite(config.jwtSecret, body.invite, clock.now(), { expired: true });
      throw expired?.greenhouseTestId ? invitationWithdrawn() : invalidInvite();
    }

    const started = await inTransaction(pool, async (tx) => {
      // Locked for share: a pause committing meanwhile waits for this start, or this start sees it.
      const company = invite
        ? await findCompanyById(tx, invite.companyId, { forShare: true })
        : await findCompanyByCode(tx, (body as { code: string }).code, { forShare: true });
      if (!company) throw invite ? invalidInvite() : codeNotFound();
      if (company.paused_at) throw companyPaused();
      const email = invite ? invite.email : (body as { email: string }).email;
      // The candidate's lock before the test's row, as an erasure takes them: never the other way round.
      if (invite) await submissions.lockCandidate(tx, company.id, email);
      const greenhouse = invite?.greenhouseTestId
        ? await greenhouseRoundTerms(tx, company.id, invite.greenhouseTestId, body.holes, clock.now())
        : undefined;
      const test = greenhouse
        ? greenhouse.test
        : invite || company.live_code === (body as { code: string }).code
          ? 0
          : 1;
      if (test === 0 && !company.paid_at) throw paymentRequired();
      const offer = await offeredHoles(tx, company, greenhouse);
      const notOffered = body.holes.find((id) => !offer.holes.some((h) => h.id === id));
      if (notOffered !== undefined) throw holeNotFound(notOffered);
      // The address is proven before anything about it is read: whether it has rounds here shows
      // only to whoever holds its mailbox.
      if (!invite) {
        const refusal = await tryVerificationCode(tx, deps, {
          companyId: company.id,
          email,
          client: ctx.ip,
          code: (body as { verification?: string }).verification,
        });
        // Committed with the wrong try counted, and nothing else written.
        if (refusal) return { refusal };
      }
      await submissions.lockCandidate(tx, company.id, email);
      const used = await submissions.countRounds(tx, company.id, email, test);
      const counted =
        test === 0 && !greenhouse?.separateAttempts
          ? await submissions.countLiveRoundsCounted(tx, company.id, email)
          : 0;
      if (counted >= company.per_candidate) {
        throw new ApiError(
          409,
          'attempts_exhausted',
          `This e-mail has used all ${company.per_candidate} of its attempts with this company.`,
        );
      }
      const now = clock.now();
      const round = await submissions.insertRound(tx, {
        id: newId(),
        companyId: company.id,
        // A round of the course's holes alone is a course round, whatever the company offers beside them.
        sheetId: body.holes.some((id) => offer.variationCounts.has(id)) ? offer.sheetId : offer.courseSheetId,
        email,
        name: body.name,
        holes: body.holes,
        variations: body.holes.map((id) => drawVariation(Math.random, offer.variationCounts.get(id))),
        test,
        attempt: used + 1,
        at: now,
        // The limit in force at the start holds: a later change of the setting moves no running clock.
        deadlineAt: roundDeadline(
          now,
          greenhouse?.timeLimitMinutes ?? company.round_time_limit_minutes,
          config.roundClockMinuteMs,
        ),
        // So are the languages: a candidate who began in one keeps it whatever the company changes.
        languages: greenhouse?.languages ?? company.languages,
      });
      if (greenhouse && !(await linkGreenhouseRound(tx, greenhouse.testId, round.id))) throw invitationUsed();
      return { round };
    });
    if ('refusal' in started) throw started.refusal;
    const { round } = started;
    // Committed. If Temporal cannot take the clock now, the reconciler starts it later.
    if (round.deadline_at) {
      await startRoundClockWorkflow(deps, { ...round, deadline_at: round.deadline_at }).catch((err) =>
        ctx.state.log?.warn({ err }, "could not start the round's clock; the reconciler will"),
      );
    }

    ctx.status = 201;
    ctx.body = RoundStarted.parse({
      ...(await roundBase(pool, round)),
      round_token: signToken(config.jwtSecret, { sub: round.id, typ: 'round' }),
      expires_in: TOKEN_LIFETIME_SECONDS,
    });
  });

  router.get('/rounds/:id', ...guard, async (ctx) => {
    ctx.body = await roundView(pool, await loadRound(ctx));
  });

  /** The round's hole named in the path and the shot in the body, checked. */
  async function shotOfRequest<T extends StoredShot>(ctx: Context, schema: z.ZodType<T>) {
    const round = await loadRound(ctx);
    const holeId = /^\d{1,9}$/.test(ctx.params.hole) ? Number(ctx.params.hole) : NaN;
    if (!round.holes.includes(holeId)) throw holeNotFound(ctx.params.hole);
    const shot = parse(schema, ctx.request.body);
    if (round.languages && !round.languages.includes(shot.language))
      throw validationFailed([
        { path: 'language', message: `this company takes answers in: ${round.languages.join(', ')}` },
      ]);
    if (Buffer.byteLength(shot.code, 'utf8') > MAX_SHOT_CODE_BYTES) {
      throw new ApiError(413, 'payload_too_large', `A shot's code may be at most ${MAX_SHOT_CODE_BYTES} bytes.`);
    }
    return { round, holeId, shot };
  }

  router.put('/rounds/:id/shots/:hole', ...guard, async (ctx) => {
    const { round, holeId, shot } = await shotOfRequest(ctx, Shot);
    const now = clock.now();
    const closed = closedRound(round, now);
    if (closed) throw closed;
    // Refused in SQL too: the clock or a submit may have come since the round was read.
    if (!(await submissions.saveShot(pool, round.id, holeId, shot, now)))
      throw closedRound(await loadRound(ctx), now) ?? alreadySubmitted();
    ctx.body = Shot.parse(shot);
  });

  /** A program run for the candidate, valid and of an open round, with one slot of every run limit taken. */
  async function exampleRunOfRequest(ctx: Context, schema: typeof ExampleRunRequest | typeof OwnInputRunRequest) {
    const { round, holeId, shot } = await shotOfRequest(ctx, schema);
    const closed = closedRound(round, clock.now());
    if (closed) throw closed;
    // Counted only once the request is valid: a typo does not spend one of the hour's runs.
    await takeExampleRunSlots(deps, ctx, round);
    return startExampleRunWorkflow(deps, { submissionId: round.id, hole: holeId, ...shot });
  }

  router.post('/rounds/:id/shots/:hole/run', ...guard, async (ctx) => {
    ctx.body = ExampleRun.parse(await exampleRunOfRequest(ctx, ExampleRunRequest));
  });

  // The same runs as "Run example" (limits, slot, sandbox), on the candidate's input instead of the example's.
  router.post('/rounds/:id/shots/:hole/run-with-input', ...guard, async (ctx) => {
    ctx.body = OwnInputRun.parse(await exampleRunOfRequest(ctx, OwnInputRunRequest));
  });

  router.post('/rounds/:id/submit', ...guard, async (ctx) => {
    const { message } = parse(SubmitRequest, ctx.request.body ?? {});
    const round = await loadRound(ctx);
    const now = clock.now();
    const closed = closedRound(round, now);
    if (closed) throw closed;
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
      at: now,
    });
    if (!submitted) throw closedRound(await loadRound(ctx), now) ?? alreadySubmitted();
    // Committed. If Temporal cannot take the start now, the reconciler starts it later.
    await startSubmissionWorkflow(deps, submitted).catch((err) =>
      ctx.state.log?.warn({ err }, 'could not start the submission workflow; the reconciler will'),
    );
    ctx.status = 202;
    ctx.body = SubmitAccepted.parse({ id: submitted.id, status: 'submitted' });
  });

  return router;
}

async function roundBase(db: Queryable, round: SubmissionRecord) {
  return {
    id: round.id,
    test: round.test,
    attempt: round.attempt,
    holes: round.holes,
    course: await courseOf(db, round),
    deadline_at: isoOrOmit(round.deadline_at),
    languages: round.languages ?? undefined,
  };
}

async function roundView(db: Queryable, round: SubmissionRecord) {
  return Round.parse({
    ...(await roundBase(db, round)),
    status: round.status,
    shots: Object.fromEntries(
      Object.entries(round.shots).map(([hole, s]) => [hole, { language: s.language, code: s.code }]),
    ),
    created_at: iso(round.created_at),
    submitted_at: isoOrOmit(round.submitted_at),
    time_limit_reached: round.time_limit_reached,
  });
}
