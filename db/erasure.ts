import { escapeHtml } from '../lib/text-formats';
import { newId } from '../lib/ids';
import { CANDIDATE_MAIL_KINDS } from './emails';
import type { Queryable } from './pool';
import { forgetFingerprints } from './similarity';
import { CLEARED_SHOTS, lockCandidate } from './submissions';

/** What an erased candidate is called from then on, wherever their name was. */
export const ERASED_NAME = 'Erased candidate';
/** The reason an unsent message to an erased candidate was given up with. */
const ERASED_REASON = 'erased';

/**
 * One erasure's stand-in for the address: `.invalid` can never be mailed, and one pseudonym per
 * erasure keeps the candidate's attempts grouped without saying whose they were.
 */
const erasedAddress = () => `erased-${newId()}@erased.invalid`;

/** What an erasure changed, per kind of row; all zero when there was nothing (left) to erase. */
export interface ErasureCounts {
  /** Submitted rounds: kept for the bill and the counts, their personal data removed. */
  submissions: number;
  /** Rounds never submitted: deleted. */
  drafts: number;
  invitations: number;
  /** Outbox messages to the candidate, or naming them. */
  emails: number;
  verifications: number;
  webhook_events: number;
  example_runs: number;
  /** Similarity fingerprints of the erased code. */
  fingerprints: number;
  /** Rate-limit counters keyed by the address. */
  rate_limits: number;
  /** Tests Greenhouse sent to the candidate: their names and addresses removed. */
  greenhouse_tests: number;
}

const NOTHING: ErasureCounts = {
  submissions: 0,
  drafts: 0,
  invitations: 0,
  emails: 0,
  verifications: 0,
  webhook_events: 0,
  example_runs: 0,
  fingerprints: 0,
  rate_limits: 0,
  greenhouse_tests: 0,
};

/** The submissions an erasure covers, and what identified their candidate. */
interface Erased {
  companyId: string;
  /** The address as the rows hold it (any case). */
  address: string;
  /** The names the candidate gave, to find in the company's messages. */
  names: string[];
  /** Submitted rounds: kept, pseudonymised. */
  submissionIds: string[];
  pseudonym: string;
  at: Date;
}

interface LockedSubmission {
  id: string;
  status: string;
  name: string;
}

/**
 * Erases one candidate (an address, matched case-insensitively) at one company, in the caller's
 * transaction: their submitted rounds keep row, status, scores and charge under a pseudonym
 * (name, message and, once scored, code removed), their drafts are deleted, and every other row
 * of this company that holds the address or their writing is pseudonymised or deleted
 * (invitations, the outbox, verifications, webhook payloads, example runs, fingerprints, the
 * rate-limit counter of the address, Greenhouse's tests). A second call finds nothing: zeros. Returns the counts and
 * the pseudonym the rows carry now.
 */
export async function eraseCandidate(
  tx: Queryable,
  target: { companyId: string; email: string; at: Date },
): Promise<{ counts: ErasureCounts; pseudonym: string }> {
  const { companyId, email: address, at } = target;
  // The same lock a round's start takes: no round of this address begins half-way through.
  await lockCandidate(tx, companyId, address);
  const { rows: rounds } = await tx.query<LockedSubmission>(
    `SELECT id, status, name FROM submissions WHERE company_id = $1 AND lower(email) = lower($2)
     ORDER BY id FOR UPDATE`,
    [companyId, address],
  );
  const erased: Erased = {
    companyId,
    address,
    names: [...new Set(rounds.map((r) => r.name))],
    submissionIds: rounds.filter((r) => r.status !== 'draft').map((r) => r.id),
    pseudonym: erasedAddress(),
    at,
  };
  const counts = await eraseSubmissions(tx, erased, { allMessagesToAddress: true });
  // Drafts are deleted whole: never submitted, they are neither billed nor counted.
  const draftIds = rounds.filter((r) => r.status === 'draft').map((r) => r.id);
  counts.example_runs += await deleteExampleRuns(tx, draftIds);
  counts.drafts = await rowCount(tx, 'DELETE FROM submissions WHERE id = ANY($1)', [draftIds]);
  counts.invitations = await eraseInvitations(tx, erased);
  counts.verifications = await rowCount(
    tx,
    'DELETE FROM email_verifications WHERE company_id = $1 AND email = lower($2)',
    [companyId, address],
  );
  // Written before counters were keyed by a digest of the address (api/auth/verification.ts).
  counts.rate_limits = await rowCount(tx, 'DELETE FROM rate_limits WHERE key = $1', [
    `verify-email:${address.toLowerCase()}`,
  ]);
  return { counts, pseudonym: erased.pseudonym };
}

/**
 * Erases one finished (analyzed or failed) submission for the company's retention, under a
 * pseudonym of its own; the rows it links (its messages, webhook events, example runs and
 * fingerprints) with it. Nothing when it is unknown, unfinished or erased already.
 */
export async function eraseFinishedSubmission(
  tx: Queryable,
  target: { submissionId: string; at: Date },
): Promise<ErasureCounts> {
  const { rows } = await tx.query<LockedSubmission & { company_id: string; email: string }>(
    `SELECT id, status, name, company_id, email FROM submissions
     WHERE id = $1 AND status IN ('analyzed', 'failed') AND erased_at IS NULL FOR UPDATE`,
    [target.submissionId],
  );
  if (!rows[0]) return { ...NOTHING };
  const { company_id: companyId, email: address, name } = rows[0];
  return eraseSubmissions(
    tx,
    { companyId, address, names: [name], submissionIds: [rows[0].id], pseudonym: erasedAddress(), at: target.at },
    { allMessagesToAddress: false },
  );
}

/** Finished submissions older than their company's retention, oldest first, not yet erased. */
export async function submissionsPastRetention(db: Queryable, now: Date, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT s.id FROM companies c
     JOIN submissions s ON s.company_id = c.id
      AND s.status IN ('analyzed', 'failed') AND s.erased_at IS NULL
      AND s.processing_finished_at < $1::timestamptz - c.candidate_retention_days * interval '1 day'
     WHERE c.candidate_retention_days IS NOT NULL
     ORDER BY s.processing_finished_at, s.id LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => r.id);
}

/**
 * The submissions' own rows and the rows that point at them. The outbox: their messages, and with
 * `allMessagesToAddress` every message of the company to the address that a candidate receives
 * (verification codes too).
 */
async function eraseSubmissions(
  tx: Queryable,
  erased: Erased,
  options: { allMessagesToAddress: boolean },
): Promise<ErasureCounts> {
  const ids = erased.submissionIds;
  const counts = { ...NOTHING };
  // A submission still being scored keeps its code until its scorecard is stored: the store clears it.
  counts.submissions = await rowCount(
    tx,
    `UPDATE submissions SET email = $2, name = $3, message = NULL, erased_at = coalesce(erased_at, $4),
       shots = CASE WHEN status IN ('analyzed', 'failed') THEN ${CLEARED_SHOTS} ELSE shots END
     WHERE id = ANY($1)`,
    [ids, erased.pseudonym, ERASED_NAME, erased.at],
  );
  counts.example_runs = await deleteExampleRuns(tx, ids);
  counts.fingerprints = await forgetFingerprints(tx, ids);
  counts.webhook_events = await eraseWebhookPayloads(tx, ids, erased.pseudonym);
  counts.emails = await eraseMessages(tx, erased, options.allMessagesToAddress);
  counts.greenhouse_tests = await eraseGreenhouseTests(tx, erased, options.allMessagesToAddress);
  return counts;
}

/**
 * Greenhouse tests keep their row (Greenhouse may still ask their status) without the candidate's
 * names and addresses: those of the erased submissions, and with `allOfAddress` every test sent to
 * the address, which is also cancelled (its link names the address, and must start nothing more).
 */
async function eraseGreenhouseTests(tx: Queryable, erased: Erased, allOfAddress: boolean): Promise<number> {
  // Their invitations hold the address too (an erasure of the address reaches them anyway).
  await tx.query(
    `UPDATE invitations SET email = $2
      WHERE id IN (SELECT invitation_id FROM greenhouse_tests WHERE submission_id = ANY($1))`,
    [erased.submissionIds, erased.pseudonym],
  );
  return rowCount(
    tx,
    `UPDATE greenhouse_tests SET email = $3, first_name = $4, last_name = '', preferred_name = NULL,
       greenhouse_profile_url = '', cancelled_at = CASE WHEN $6 THEN coalesce(cancelled_at, $5) ELSE cancelled_at END
     WHERE company_id = $1 AND (submission_id = ANY($2) OR ($6 AND lower(email) = lower($7)))`,
    [erased.companyId, erased.submissionIds, erased.pseudonym, ERASED_NAME, erased.at, allOfAddress, erased.address],
  );
}

const deleteExampleRuns = (tx: Queryable, submissionIds: string[]) =>
  rowCount(tx, 'DELETE FROM example_runs WHERE submission_id = ANY($1)', [submissionIds]);

/** Invitations keep their row under the pseudonym; one not sent yet never will be. */
async function eraseInvitations(tx: Queryable, erased: Erased): Promise<number> {
  return rowCount(
    tx,
    `UPDATE invitations SET email = $3,
       failure   = CASE WHEN status = 'queued' THEN $5
                        WHEN strpos(lower(failure), lower($2)) > 0 THEN $6 ELSE failure END,
       failed_at = CASE WHEN status = 'queued' THEN $4::timestamptz ELSE failed_at END,
       status    = CASE WHEN status = 'queued' THEN 'failed' ELSE status END
     WHERE company_id = $1 AND lower(email) = lower($2)`,
    [erased.companyId, erased.address, erased.pseudonym, erased.at, ERASED_REASON, QUOTED_ADDRESS],
  );
}

/** A failure reason that quoted the address (a mail server's refusal may), as it reads after an erasure. */
const QUOTED_ADDRESS = 'not delivered: the reason named the erased address';

/**
 * The result payloads (and their redeliveries) rewritten as the erased submission reads now: the
 * pseudonym, the erased name, no message, no code. A redelivery sends the rewritten payload.
 */
async function eraseWebhookPayloads(tx: Queryable, submissionIds: string[], pseudonym: string): Promise<number> {
  const { rows } = await tx.query<{ id: string; payload: string }>(
    'SELECT id, payload FROM webhook_events WHERE submission_id = ANY($1) ORDER BY id FOR UPDATE',
    [submissionIds],
  );
  for (const { id, payload } of rows) {
    await tx.query('UPDATE webhook_events SET payload = $2 WHERE id = $1', [id, erasedPayload(payload, pseudonym)]);
  }
  return rows.length;
}

/** The payload's fields in their order, the candidate's replaced or left out. */
function erasedPayload(payload: string, pseudonym: string): string {
  const erased: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(JSON.parse(payload) as Record<string, unknown>)) {
    if (key === 'message') continue;
    erased[key] = key === 'name' ? ERASED_NAME : key === 'email' ? pseudonym : key === 'shots' ? noCode(value) : value;
  }
  return JSON.stringify(erased);
}

const noCode = (shots: unknown) =>
  Object.fromEntries(
    Object.entries(shots as Record<string, Record<string, unknown>>).map(([hole, shot]) => [
      hole,
      { ...shot, code: '' },
    ]),
  );

const ERASED_MESSAGE = {
  subject: 'Erased message',
  text: "This message was to a candidate whose data has been erased at the company's request.",
  html: "<p>This message was to a candidate whose data has been erased at the company's request.</p>",
};

interface MessageRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  failure: string | null;
}

/**
 * The outbox: a message to the candidate gets the pseudonym and loses its content (one not sent
 * is given up on, reason "erased"); a message to the company about them (its result e-mail) keeps
 * its content with the address and name replaced.
 */
async function eraseMessages(tx: Queryable, erased: Erased, allMessagesToAddress: boolean): Promise<number> {
  // The team's mail to the address (a member's sign-in notices) is not the candidate's to erase.
  const { rows } = await tx.query<MessageRow>(
    `SELECT id, recipient, subject, text_body, html_body, failure FROM emails
     WHERE submission_id = ANY($1)
        OR ($4 AND company_id = $2 AND lower(recipient) = lower($3) AND kind = ANY($5))
     ORDER BY id FOR UPDATE`,
    [erased.submissionIds, erased.companyId, erased.address, allMessagesToAddress, CANDIDATE_MAIL_KINDS],
  );
  const replace = replacer(erased);
  for (const message of rows) {
    if (message.recipient.toLowerCase() === erased.address.toLowerCase()) {
      await tx.query(
        `UPDATE emails SET recipient = $2, subject = $3, text_body = $4, html_body = $5,
           failure   = CASE WHEN sent_at IS NULL AND failed_at IS NULL THEN $7 ELSE $8 END,
           failed_at = CASE WHEN sent_at IS NULL AND failed_at IS NULL THEN $6::timestamptz ELSE failed_at END
         WHERE id = $1`,
        [
          message.id,
          erased.pseudonym,
          ERASED_MESSAGE.subject,
          ERASED_MESSAGE.text,
          ERASED_MESSAGE.html,
          erased.at,
          ERASED_REASON,
          message.failure === null ? null : replace(message.failure),
        ],
      );
    } else {
      await tx.query('UPDATE emails SET subject = $2, text_body = $3, html_body = $4, failure = $5 WHERE id = $1', [
        message.id,
        replace(message.subject),
        replace(message.text_body),
        replace(message.html_body),
        message.failure === null ? null : replace(message.failure),
      ]);
    }
  }
  return rows.length;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces the address (any case) with the pseudonym and each name, as a whole word, with the
 * erased name, as plain text and as HTML-escaped text alike.
 */
function replacer(erased: Erased): (text: string) => string {
  const forms = (value: string) => [...new Set([value, escapeHtml(value)])].map(escapeRegExp).join('|');
  const address = new RegExp(forms(erased.address), 'giu');
  const names = erased.names.filter((n) => n.trim() !== '');
  const name = names.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(forms).join('|')})(?![\\p{L}\\p{N}])`, 'gu')
    : null;
  return (text) => {
    const withoutAddress = text.replace(address, erased.pseudonym);
    return name ? withoutAddress.replace(name, ERASED_NAME) : withoutAddress;
  };
}

async function rowCount(tx: Queryable, text: string, values: unknown[]): Promise<number> {
  return (await tx.query(text, values)).rowCount ?? 0;
}
