import { z } from 'zod';
import type { InvitationRow } from '../../db/invitations';
import { registry } from '../http/openapi';
import { paginated } from '../http/pagination';
import { Id, iso, isoOrOmit, orOmit, Timestamp } from './common';

export const MAX_INVITES_PER_REQUEST = 100;
const EMAILS_RULE = `must be an array of 1 to ${MAX_INVITES_PER_REQUEST} strings`;

export const InviteRequest = registry.register(
  'InviteRequest',
  z.strictObject({
    emails: z
      .array(z.string('must be a string'), EMAILS_RULE)
      .min(1, EMAILS_RULE)
      .max(MAX_INVITES_PER_REQUEST, EMAILS_RULE)
      .describe('Candidate addresses; each is trimmed, checked and de-duplicated case-insensitively'),
  }),
);

export const InviteResult = registry.register(
  'InviteResult',
  z.object({
    message: z.string(),
    sent: z.int().min(0).describe('Valid distinct addresses that will receive an invitation'),
    skipped: z.int().min(0).describe('Strings that are not valid e-mail addresses (duplicates are not counted)'),
    refused: z.array(z.string()).describe('The invalid strings, exactly as sent'),
    remaining: z.int().min(0).describe('Invitations the company may still send this UTC day'),
  }),
);

export const Invitation = registry.register(
  'Invitation',
  z.object({
    id: Id,
    email: z.string(),
    status: z.enum(['queued', 'sent', 'failed']),
    failure: z.string().optional().describe('Why it could not be delivered; only when failed'),
    created_at: Timestamp,
    sent_at: Timestamp.optional().describe('Only when sent'),
    failed_at: Timestamp.optional().describe('Only when failed'),
  }),
);

export const InvitationList = registry.register('InvitationList', paginated(Invitation));

export function invitationView(i: InvitationRow): z.infer<typeof Invitation> {
  return Invitation.parse({
    id: i.id,
    email: i.email,
    status: i.status,
    failure: orOmit(i.failure),
    created_at: iso(i.created_at),
    sent_at: isoOrOmit(i.sent_at),
    failed_at: isoOrOmit(i.failed_at),
  });
}
