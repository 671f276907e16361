import { z } from 'zod';
import { registry } from '../http/openapi';
import { EmailAddress } from './common';

/** The path of DELETE /v1/candidates/{email}. */
export const CandidatePath = z.object({
  email: EmailAddress.describe("The candidate's e-mail address, matched case-insensitively (URL-encoded)"),
});

const count = (what: string) => z.int().min(0).describe(what);

export const CandidateErasure = registry.register(
  'CandidateErasure',
  z.object({
    erased: z
      .object({
        submissions: count(
          'Submitted rounds kept for the bill and the counts, with name, e-mail, message and code removed',
        ),
        drafts: count('Rounds never submitted: deleted'),
        invitations: count('Invitations to the address, now under the pseudonym (one not sent yet never will be)'),
        emails: count('Outbox messages to the candidate (given up on if unsent) or naming them'),
        verifications: count('E-mail verification codes of the address: deleted'),
        webhook_events: count('Result webhook payloads rewritten without the personal data'),
        example_runs: count('"Run example" runs (code and input): deleted'),
        fingerprints: count("Similarity fingerprints of the candidate's code: deleted"),
        rate_limits: count('Rate-limit counters holding the address: deleted'),
        greenhouse_tests: count(
          "Tests Greenhouse sent to the candidate: names and addresses removed, and cancelled (Greenhouse's " +
            'test_status answers `cancelled`)',
        ),
      })
      .describe('What this call erased, per kind: all zero when nothing of the address is (left) at the company'),
    pseudonym: z
      .string()
      .optional()
      .describe(
        'The address the erased submissions carry from now on (`erased-<id>@erased.invalid`; search it in ' +
          'playback); absent when nothing was erased',
      ),
  }),
);
