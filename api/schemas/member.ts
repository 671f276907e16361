import { z } from 'zod';
import { ROLES, type MemberRecord } from '../../db/members';
import { registry } from '../http/openapi';
import { EmailAddress, Id, iso, isoOrOmit, text, Timestamp } from './common';
import { NewPassword } from './company';

const Role = z
  .enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` })
  .describe(
    'owner: everything, the team and what the company pays for included; admin: settings, webhooks, invitations, pause; ' +
      'reviewer: reads submissions and scorecards, nothing else',
  );

export const Member = registry.register(
  'Member',
  z.object({
    id: Id,
    email: z.string(),
    role: Role,
    status: z.enum(['active', 'invited']).describe('invited: the invitation is not accepted yet'),
    created_at: Timestamp,
    joined_at: Timestamp.optional().describe('When the member set a password; absent while invited'),
    invitation_expires_at: Timestamp.optional().describe('Only while invited: when the open link expires'),
  }),
);

export const MemberSelf = registry.register(
  'MemberSelf',
  Member.extend({ company: z.object({ id: Id, name: z.string() }).describe('The team the member is on') }),
);

export const MemberList = registry.register('MemberList', z.object({ data: z.array(Member) }));

export const MemberInvite = registry.register(
  'MemberInvite',
  z
    .strictObject({ email: EmailAddress, role: Role })
    .describe(
      'Invites the address with the role; invited again, it gets the new role and a new link, the old one void',
    ),
);

export const MemberRoleChange = registry.register('MemberRoleChange', z.strictObject({ role: Role }));

export const PasswordChange = registry.register(
  'PasswordChange',
  z
    .strictObject({
      password: NewPassword.describe('Needs password_confirmation'),
      password_confirmation: text(1024).describe('Must equal password'),
      current_password: text(1024).describe('The password in use now (wrong: 403 invalid_credentials)'),
    })
    .openapi({
      description:
        "The caller's own new password, confirmed by the current one; the caller's older tokens end. A member's e-mail " +
        'is the address they were invited at: to use another, an owner invites that address.',
    }),
);

export const JoinRequest = registry.register(
  'JoinRequest',
  z.strictObject({
    token: text(4096, { min: 1 }).describe('The token of the invitation link'),
    password: NewPassword.describe('The password to sign in with (a form asks for it twice; the API once)'),
  }),
);

export function memberView(m: MemberRecord): z.infer<typeof Member> {
  return Member.parse({
    id: m.id,
    email: m.email,
    role: m.role,
    status: m.joined_at ? 'active' : 'invited',
    created_at: iso(m.created_at),
    joined_at: isoOrOmit(m.joined_at),
    invitation_expires_at: m.joined_at ? undefined : isoOrOmit(m.invitation_expires_at),
  });
}
