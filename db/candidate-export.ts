import { CANDIDATE_MAIL_KINDS, type EmailRow } from './emails';
import type { InvitationRow } from './invitations';
import type { GreenhouseTestRecord } from './greenhouse-tests';
import { SUBMISSION_LIST_COLUMNS, type SubmissionListRecord } from './playback';
import { inTransaction, type Pool, type Queryable } from './pool';
import { similarityOf, type HoleSimilarity } from './similarity';
import type { WebhookAttemptRow, WebhookEventRow } from './webhooks';

/** A "Run example" or "Run with my input": its code and input are held only until its result is written. */
export interface ExampleRunRow {
  id: string;
  submission_id: string;
  hole: number;
  language: string;
  code: string | null;
  input: string | null;
  result: unknown;
  created_at: Date;
}

export type DeliveryRow = Omit<WebhookEventRow, 'payload'> & {
  attempts: WebhookAttemptRow[];
};

export interface SubmissionRecords extends SubmissionListRecord {
  similarity: HoleSimilarity[];
  example_runs: ExampleRunRow[];
  deliveries: DeliveryRow[];
}

/** An e-mail as the export shows it: never its HTML (the same words as the text). */
export type ExportedEmailRow = Omit<EmailRow, 'company_id' | 'html_body'> & { submission_id: string | null };

export interface VerificationRow {
  id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  tries: number;
}

/** Everything one company holds about one address, read in one snapshot. */
export interface CandidateRecords {
  submissions: SubmissionRecords[];
  invitations: InvitationRow[];
  greenhouse_tests: GreenhouseTestRecord[];
  emails: ExportedEmailRow[];
  verifications: VerificationRow[];
}

const SNAPSHOT = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';

/**
 * What the company holds about the address, matched ignoring case, oldest first in each list: its
 * submissions (with similarity, example runs and webhook deliveries), invitations, Greenhouse's tests, the e-mails sent
 * or queued to it or about its submissions, and its verification codes (never their hashes).
 */
export async function candidateRecords(pool: Pool, companyId: string, email: string): Promise<CandidateRecords> {
  return inTransaction(
    pool,
    async (tx) => {
      const { rows: submissions } = await tx.query<SubmissionListRecord>(
        `SELECT ${SUBMISSION_LIST_COLUMNS} FROM submissions s
          WHERE s.company_id = $1 AND lower(s.email) = lower($2) ORDER BY s.created_at, s.id`,
        [companyId, email],
      );
      const ids = submissions.map((s) => s.id);
      const runs = await exampleRuns(tx, ids);
      const deliveries = await deliveriesOf(tx, companyId, ids);
      // One after the other: a request holds one connection at a time (db/pool.ts).
      const exported: SubmissionRecords[] = [];
      for (const s of submissions) {
        exported.push({
          ...s,
          similarity: await similarityOf(tx, s.id, companyId),
          example_runs: runs.filter((r) => r.submission_id === s.id),
          deliveries: deliveries.filter((d) => d.submission_id === s.id),
        });
      }
      return {
        submissions: exported,
        invitations: await invitations(tx, companyId, email),
        greenhouse_tests: await greenhouseTests(tx, companyId, email),
        emails: await emails(tx, companyId, email, ids),
        verifications: await verifications(tx, companyId, email),
      };
    },
    SNAPSHOT,
  );
}

async function exampleRuns(db: Queryable, submissionIds: string[]): Promise<ExampleRunRow[]> {
  const { rows } = await db.query<ExampleRunRow>(
    `SELECT id, submission_id, hole, language, code, input, result, created_at FROM example_runs
      WHERE submission_id = ANY($1::char(24)[]) ORDER BY created_at, id`,
    [submissionIds],
  );
  return rows;
}

/** The webhook deliveries of these submissions' results (redeliveries included), with their attempts. */
async function deliveriesOf(db: Queryable, companyId: string, submissionIds: string[]): Promise<DeliveryRow[]> {
  const { rows: events } = await db.query<Omit<DeliveryRow, 'attempts'>>(
    `SELECT id, company_id, kind, submission_id, redelivery_of, test, status, reason, created_at, workflow_started_at,
            completed_at FROM webhook_events
      WHERE company_id = $1 AND submission_id = ANY($2::char(24)[]) ORDER BY created_at, id`,
    [companyId, submissionIds],
  );
  const { rows: attempts } = await db.query<WebhookAttemptRow>(
    'SELECT * FROM webhook_attempts WHERE event_id = ANY($1::char(24)[]) ORDER BY event_id, attempt',
    [events.map((e) => e.id)],
  );
  return events.map((e) => ({ ...e, attempts: attempts.filter((a) => a.event_id === e.id) }));
}

async function invitations(db: Queryable, companyId: string, email: string): Promise<InvitationRow[]> {
  const { rows } = await db.query<InvitationRow>(
    `SELECT id, company_id, batch_id, position, email, status, failure, created_at, sent_at, failed_at FROM invitations
      WHERE company_id = $1 AND lower(email) = lower($2) ORDER BY created_at, id`,
    [companyId, email],
  );
  return rows;
}

async function greenhouseTests(db: Queryable, companyId: string, email: string): Promise<GreenhouseTestRecord[]> {
  const { rows } = await db.query<GreenhouseTestRecord>(
    'SELECT * FROM greenhouse_tests WHERE company_id = $1 AND lower(email) = lower($2) ORDER BY created_at, id',
    [companyId, email],
  );
  return rows;
}

/**
 * Messages of this company to the address as a candidate (verification codes, results; never the
 * team's mail, should the address also be a member's: an admin must not read an owner's notices),
 * and the company's own result e-mails about its submissions.
 * The outbox has no index on the recipient: this reads it whole, which an export (rare, by hand)
 * can afford.
 */
async function emails(
  db: Queryable,
  companyId: string,
  email: string,
  submissionIds: string[],
): Promise<ExportedEmailRow[]> {
  const { rows } = await db.query<ExportedEmailRow>(
    `SELECT id, submission_id, kind, recipient, subject, text_body, created_at, sent_at, failed_at, failure FROM emails
      WHERE (company_id = $1 AND lower(recipient) = lower($2) AND kind = ANY($4)) OR submission_id = ANY($3::char(24)[])
      ORDER BY created_at, id`,
    [companyId, email, submissionIds, CANDIDATE_MAIL_KINDS],
  );
  return rows;
}

async function verifications(db: Queryable, companyId: string, email: string): Promise<VerificationRow[]> {
  const { rows } = await db.query<VerificationRow>(
    `SELECT id, created_at, expires_at, used_at, tries FROM email_verifications
      WHERE company_id = $1 AND email = lower($2) ORDER BY created_at, id`,
    [companyId, email],
  );
  return rows;
}
