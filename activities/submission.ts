import { ApplicationFailure } from '@temporalio/activity';
import { ZodError } from 'zod';
import type { EvaluatorResult } from '../scoring/scorecard/scorecard-schema';
import { Scorecard } from '../scoring/scorecard/scorecard-schema';
import { findCompanyById, type CompanyRecord } from '../db/companies';
import { insertSubmissionEmail } from '../db/emails';
import { inTransaction, type Pool, type Queryable } from '../db/pool';
import { recordSimilarity, type HoleFingerprint } from '../db/similarity';
import { asLetter } from '@hiring/course';
import { shotFingerprint } from '../scoring/similarity';
import * as submissions from '../db/submissions';
import type { SubmissionRecord } from '../db/submissions';
import type { Clock } from '../lib/clock';
import type { Config } from '../lib/config';
import { newId } from '../lib/ids';
import { RESULT_RECIPIENTS, type ResultRecipient } from '../email/results';
import { assembleScorecard, caseCountsOf, InvalidEvaluation, type MeasuredHole } from '../scoring';
import {
  COMPANY_MISSING,
  SCORECARD_INVALID,
  SUBMISSION_MISSING,
  SUBMISSION_NOT_SUBMITTED,
} from '../workflow-contract/failure-types';
import { resultEmail } from './result-emails';
import { findCompanySheet, isCompanySheet } from '../db/company-sheets';
import { findOrCreateResultEvent, type SubmissionWebhookEvent } from './webhook-delivery';
import type { GreenhouseCompletion } from './greenhouse-completion';
import { queueGreenhouseCompletion } from '../db/greenhouse-tests';
import { webhookRetryPolicy } from '../webhooks/policy';

export interface SubmissionDeps {
  config: Config;
  pool: Pool;
  clock: Clock;
}

/** What the workflow needs to know to run the rest of the lifecycle. */
export interface ProcessingStarted {
  personalities: [string, string, string];
  test: 0 | 1;
}

/** An analyzed submission's results, queued with its analysis, to be delivered by its workflow. */
export interface QueuedResults {
  /** The result e-mails in the outbox: the candidate's, then the company's. */
  emailIds: string[];
  webhook: SubmissionWebhookEvent;
  /** The PATCH to Greenhouse, when the round was started from a test Greenhouse sent. */
  greenhouse?: GreenhouseCompletion;
}

export interface ScorecardParts {
  submissionId: string;
  holes: MeasuredHole[];
  /** first, second, third: each evaluator's results, aligned with holes. */
  results: EvaluatorResult[][];
}

/** The course sheet of a submission's course holes, and which of its holes are its company's own questions. */
interface FingerprintSheet {
  courseSheetId: number;
  own: ReadonlySet<number>;
}

async function fingerprintSheet(db: Queryable, submission: SubmissionRecord): Promise<FingerprintSheet> {
  if (!isCompanySheet(submission.sheet_id)) return { courseSheetId: submission.sheet_id, own: new Set() };
  const sheet = await findCompanySheet(db, submission.sheet_id, { ids: submission.holes });
  if (!sheet) throw new Error(`sheet ${submission.sheet_id} does not exist`);
  return { courseSheetId: sheet.course_sheet_id, own: new Set(sheet.questions.keys()) };
}

/** Each hole's fingerprint for finding copies, or why it has none; a company's question is its company's alone. */
const fingerprints = (submission: SubmissionRecord, sheet: FingerprintSheet): HoleFingerprint[] =>
  submission.holes.map((holeId, i) => {
    const shot = submission.shots[String(holeId)];
    const owner = sheet.own.has(holeId) ? submission.company_id : undefined;
    const found = shotFingerprint(shot, sheet.courseSheetId, holeId, asLetter(submission.variations[i]), owner);
    return { holeId, status: found.comparable ? 'compared' : found.reason, hashes: found.hashes };
  });

/** The activities of a submission's lifecycle (workflows/submission.ts), each one step and idempotent. */
export function createSubmissionActivities({ config, pool, clock }: SubmissionDeps) {
  async function load(submissionId: string): Promise<SubmissionRecord> {
    const submission = await submissions.findSubmission(pool, submissionId);
    if (!submission)
      throw ApplicationFailure.nonRetryable(`submission ${submissionId} does not exist`, SUBMISSION_MISSING);
    return submission;
  }

  /** An e-mail to the outbox, once per recipient: its id. */
  async function queueResultEmail(
    db: Queryable,
    submission: SubmissionRecord,
    company: CompanyRecord,
    recipient: ResultRecipient,
  ): Promise<string> {
    const content = resultEmail(recipient, submission, Scorecard.parse(submission.scorecard), {
      name: company.name,
      playbackUrl: `${config.publicBaseUrl}/v1/playback/${submission.id}`,
    });
    return insertSubmissionEmail(db, submission.id, {
      id: newId(),
      companyId: company.id,
      kind: `result_${recipient}`,
      recipient: recipient === 'candidate' ? submission.email : company.email,
      ...content,
    });
  }

  /**
   * An analyzed submission's results, queued once (the e-mails in the outbox, the webhook event).
   * An erased candidate is written to no more: their e-mail is never queued.
   */
  async function queueResults(db: Queryable, submission: SubmissionRecord): Promise<QueuedResults> {
    const company = await companyOf(db, submission);
    const emailIds = [];
    for (const recipient of RESULT_RECIPIENTS) {
      if (recipient === 'candidate' && submission.erased_at) continue;
      emailIds.push(await queueResultEmail(db, submission, company, recipient));
    }
    const webhook = await findOrCreateResultEvent(db, { config, clock }, submission);
    const greenhouseTestId = await queueGreenhouseCompletion(db, submission.id);
    return {
      emailIds,
      webhook,
      ...(greenhouseTestId && { greenhouse: { testId: greenhouseTestId, policy: webhookRetryPolicy(config.webhook) } }),
    };
  }

  return {
    /** submitted → processing. */
    async startProcessing(submissionId: string): Promise<ProcessingStarted> {
      const submission =
        (await submissions.startProcessing(pool, submissionId, clock.now())) ?? (await load(submissionId));
      if (submission.status === 'draft' || !submission.personalities) {
        throw ApplicationFailure.nonRetryable(
          `submission ${submissionId} was never submitted`,
          SUBMISSION_NOT_SUBMITTED,
        );
      }
      return { personalities: submission.personalities as ProcessingStarted['personalities'], test: submission.test };
    },

    /**
     * Assembles the scorecard and stores it with processing → analyzed (and a live submission's
     * charge) in one statement; in the same transaction records its shots' similarity with the
     * others of their variations, and queues its results: the two result e-mails in the outbox
     * and the result webhook event. Returns what is queued, to be delivered; a retry after the
     * commit finds the submission analyzed and returns the same. A submission neither processing
     * nor analyzed (it failed) gets nothing: null. One whose candidate was erased meanwhile is
     * stored without its code and without a fingerprint, and its candidate gets no e-mail.
     */
    async storeScorecardAndMarkAnalyzed({
      submissionId,
      holes,
      results,
    }: ScorecardParts): Promise<QueuedResults | null> {
      const submission = await load(submissionId);
      if (submission.status !== 'processing' && submission.status !== 'analyzed') return null;
      const now = clock.now();
      // Assembled before the transaction (CPU only); a submission analyzed already needs none.
      const scorecard =
        submission.status === 'processing'
          ? invalidIsFinal(() =>
              assembleScorecard({
                sheetId: submission.sheet_id,
                personalities: submission.personalities ?? [],
                holes,
                results,
                createdAt: now,
              }),
            )
          : undefined;
      const sheet = await fingerprintSheet(pool, submission);
      return inTransaction(pool, async (tx) => {
        // Locked, so that an erasure of its candidate comes wholly before this or wholly after.
        const locked = await submissions.findSubmission(tx, submissionId, { forUpdate: true });
        if (locked?.status === 'analyzed') return queueResults(tx, locked);
        if (!locked || !scorecard) return null;
        const analysis = { scorecard, caseCounts: caseCountsOf(holes) };
        if (!(await submissions.storeScorecardAndMarkAnalyzed(tx, submissionId, analysis, newId(), now))) return null;
        // An erased candidate's code is cleared by the store: no fingerprint of it is kept.
        if (!locked.erased_at) {
          const { company_id: companyId, email, test } = locked;
          await recordSimilarity(
            tx,
            { id: submissionId, companyId, email, test: test === 1 },
            fingerprints(locked, sheet),
          );
        }
        // The payload and e-mails read the row as analyzed: status, scorecard and times as stored.
        return queueResults(tx, (await submissions.findSubmission(tx, submissionId))!);
      });
    },

    /** processing → failed: the submission cannot be scored; the reason is what the company reads. */
    async markScoringFailed(submissionId: string, reason: string): Promise<void> {
      await submissions.markFailed(pool, submissionId, reason, clock.now());
    },
  };
}

async function companyOf(db: Queryable, submission: SubmissionRecord): Promise<CompanyRecord> {
  const company = await findCompanyById(db, submission.company_id);
  if (!company)
    throw ApplicationFailure.nonRetryable(`company of submission ${submission.id} is gone`, COMPANY_MISSING);
  return company;
}

/** A scorecard that does not validate will not validate on a retry either: fail for good. */
function invalidIsFinal<T>(build: () => T): T {
  try {
    return build();
  } catch (err) {
    if (err instanceof ZodError || err instanceof InvalidEvaluation) {
      throw ApplicationFailure.nonRetryable(`the scorecard does not validate: ${err.message}`, SCORECARD_INVALID);
    }
    throw err;
  }
}

export type SubmissionActivities = ReturnType<typeof createSubmissionActivities>;
