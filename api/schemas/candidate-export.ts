import { withoutCredentials } from '../../email/credentials';
import { z } from 'zod';
import type {
  CandidateRecords,
  ExampleRunRow,
  ExportedEmailRow,
  SubmissionRecords,
  VerificationRow,
} from '../../db/candidate-export';
import { registry } from '../http/openapi';
import { EmailAddress, Id, iso, isoOrOmit, orOmit, Timestamp } from './common';
import { Invitation, invitationView } from './invitation';
import { ExampleRun, OwnInputRun } from './round';
import { SimilarityMap, similarityMap, SubmissionListItem, submissionFields } from './submission';
import { deliveryView, WebhookDelivery } from './webhook';

export const CandidateEmailParam = z.object({
  email: EmailAddress.describe("The candidate's e-mail address, percent-encoded; matched ignoring case"),
});

export const ExportedExampleRun = registry.register(
  'ExportedExampleRun',
  z.object({
    id: Id,
    hole: z.int().min(1).describe('The question it ran on'),
    language: z.string(),
    code: z
      .string()
      .optional()
      .describe('The program run: held only until its result is written, then deleted (so mostly absent)'),
    input: z
      .string()
      .optional()
      .describe('The input the candidate typed ("Run with my input"), held as long as the code'),
    result: z
      .union([OwnInputRun, ExampleRun])
      .optional()
      .describe("The run's outcome as the candidate was shown it; absent while it waits"),
    created_at: Timestamp,
  }),
);

export const ExportedSubmission = registry.register(
  'ExportedSubmission',
  SubmissionListItem.extend({
    similarity: SimilarityMap.optional(),
    example_runs: z.array(ExportedExampleRun).describe('"Run example" and "Run with my input" requests, oldest first'),
    webhook_deliveries: z
      .array(WebhookDelivery)
      .describe(
        "The result's deliveries to the company's webhook (redeliveries too), with their attempts, oldest first",
      ),
  }),
);

export const ExportedEmail = registry.register(
  'ExportedEmail',
  z.object({
    id: Id,
    kind: z
      .string()
      .describe(
        '`verification` (a code to start a round), `result_candidate` and `result_company` (the results, to the ' +
          "candidate and to the company); never the team's mail, should the address also be a member's",
      ),
    recipient: z.string().describe('The address it was sent to, as written'),
    submission_id: Id.optional().describe('The submission it is about'),
    subject: z.string(),
    text: z.string().describe('The plain-text body (the HTML part says the same); a code it carried is withheld'),
    created_at: Timestamp.describe('When it was queued'),
    sent_at: Timestamp.optional().describe('When the mail server took it'),
    failed_at: Timestamp.optional().describe('When it was given up on'),
    failure: z.string().optional().describe('Why it was given up on'),
  }),
);

export const ExportedVerification = registry.register(
  'ExportedVerification',
  z.object({
    id: Id,
    created_at: Timestamp.describe('When the code was asked for (and e-mailed)'),
    expires_at: Timestamp,
    used_at: Timestamp.optional().describe('When it was typed right and started a round'),
    tries: z.int().min(0).describe('Wrong codes typed against it'),
  }),
);

/** What the service keeps outside its database: told in every export, as the candidate may ask. */
export const OUTSIDE_THE_DATABASE = [
  'Each submitted round is scored by a Temporal workflow whose history keeps the address (lower-cased, as the ' +
    "search attribute CandidateEmail) and the round's measurements and scores, never its code, until the Temporal " +
    "namespace's retention period ends after the run.",
  "The invitation e-mails' words are not stored: they are written when sent; the invitations above say when.",
  "The service's logs hold no e-mail addresses and no code.",
  "Copies sent out: the e-mails listed were delivered to their recipients' mailboxes, and each webhook delivery " +
    "sent the submission's result to the company's own system; neither is held by this service.",
];

const ExportedGreenhouseTest = registry.register(
  'ExportedGreenhouseTest',
  z.object({
    id: Id.describe('Its partner_interview_id'),
    assessment_id: Id,
    first_name: z.string(),
    last_name: z.string(),
    preferred_name: z.string().optional(),
    email: z.string(),
    greenhouse_profile_url: z.string(),
    submission_id: Id.optional(),
    created_at: Timestamp,
    expires_at: Timestamp,
    cancelled_at: Timestamp.optional(),
  }),
);

export const CandidateExport = registry.register(
  'CandidateExport',
  z.object({
    email: z.string().describe('The address asked for, as written in the request'),
    exported_at: Timestamp,
    submissions: z
      .array(ExportedSubmission)
      .describe('Rounds of this address at this company, drafts too, oldest first'),
    invitations: z.array(Invitation).describe('Invitations sent to the address, as stored, oldest first'),
    greenhouse_tests: z
      .array(ExportedGreenhouseTest)
      .describe('Tests Greenhouse sent to the address, with what Greenhouse sent of the candidate, oldest first'),
    emails: z
      .array(ExportedEmail)
      .describe('E-mails sent or queued to the address or about its submissions, oldest first'),
    verifications: z
      .array(ExportedVerification)
      .describe('Verification codes asked for this address, oldest first; never the code nor its hash'),
    notes: z.array(z.string()).describe('What else exists about the address outside this document, in plain words'),
  }),
);

const exampleRunView = (r: ExampleRunRow) => ({
  id: r.id,
  hole: r.hole,
  language: r.language,
  code: orOmit(r.code),
  input: orOmit(r.input),
  result: orOmit(r.result),
  created_at: iso(r.created_at),
});

const submissionView = (s: SubmissionRecords) => ({
  ...submissionFields(s),
  similarity: similarityMap(s.similarity),
  example_runs: s.example_runs.map(exampleRunView),
  webhook_deliveries: s.deliveries.map(deliveryView),
});

const emailView = (e: ExportedEmailRow) => ({
  id: e.id,
  kind: e.kind,
  recipient: e.recipient,
  submission_id: orOmit(e.submission_id),
  subject: withoutCredentials(e.kind, e.subject),
  text: withoutCredentials(e.kind, e.text_body),
  created_at: iso(e.created_at),
  sent_at: isoOrOmit(e.sent_at),
  failed_at: isoOrOmit(e.failed_at),
  failure: orOmit(e.failure),
});

const verificationView = (v: VerificationRow) => ({
  id: v.id,
  created_at: iso(v.created_at),
  expires_at: iso(v.expires_at),
  used_at: isoOrOmit(v.used_at),
  tries: v.tries,
});

export const candidateExport = (
  email: string,
  exportedAt: Date,
  records: CandidateRecords,
): z.infer<typeof CandidateExport> =>
  CandidateExport.parse({
    email,
    exported_at: iso(exportedAt),
    submissions: records.submissions.map(submissionView),
    invitations: records.invitations.map(invitationView),
    greenhouse_tests: records.greenhouse_tests.map((t) => ({
      id: t.id,
      assessment_id: t.assessment_id,
      first_name: t.first_name,
      last_name: t.last_name,
      preferred_name: orOmit(t.preferred_name),
      email: t.email,
      greenhouse_profile_url: t.greenhouse_profile_url,
      submission_id: orOmit(t.submission_id),
      created_at: iso(t.created_at),
      expires_at: iso(t.expires_at),
      cancelled_at: isoOrOmit(t.cancelled_at),
    })),
    emails: records.emails.map(emailView),
    verifications: records.verifications.map(verificationView),
    notes: OUTSIDE_THE_DATABASE,
  });
