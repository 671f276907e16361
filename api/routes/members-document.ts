import { z } from 'zod';
import { MEMBER_INVITATION_LIFETIME_SECONDS } from '../../lib/invitation-tokens';
import { registry } from '../http/openapi';
import { documentedAccess, EVERY_ROLE, forbiddenResponse, MANAGERS, OWNERS } from '../auth/roles';
import { companyEndpointErrors, errorResponse, jsonRequest, jsonResponse, withStandardErrors } from '../schemas/error';
import {
  JoinRequest,
  Member,
  MemberInvite,
  MemberList,
  MemberRoleChange,
  MemberSelf,
  PasswordChange,
} from '../schemas/member';
import { IdempotencyHeaders, withIdempotencyErrors } from '../schemas/idempotency';

/** The OpenAPI operations of the team (/v1/members), with the limits they state. */

/** A team holds at most this many members, invitations included. */
export const MAX_TEAM_SIZE = 100;
/** Team invitations (resends included) a company may e-mail per rolling hour: what one owner can make the service send. */
export const MEMBER_INVITATIONS_PER_HOUR = 30;

const secured = { security: [{ bearer: [] }], tags: ['Members'] };
const memberId = z.object({
  id: z
    .string()
    .regex(/^[0-9a-fA-F]{24}$/)
    .describe('The member id: 24 hex characters'),
});
const memberNotFoundResponse = errorResponse(
  'member_not_found: no member of this team has this id, or company_not_found',
);
const lastOwnerResponse = errorResponse('last_owner: the team would be left without an owner');
const removalConflicts = errorResponse(
  "last_owner: the team would be left without an owner; company_address: the member signs in with the company's e-mail",
);

registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'get',
  path: '/v1/members',
  summary: 'The team: members and open invitations, oldest first',
  responses: withStandardErrors({
    200: jsonResponse(MemberList, 'The team'),
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
  }),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(OWNERS),
  method: 'post',
  path: '/v1/members',
  summary: 'Invite someone to the team, or invite them again',
  description:
    `E-mails a link (valid ${MEMBER_INVITATION_LIFETIME_SECONDS / 86_400} days, single-use) with which the new member sets a ` +
    'password. Inviting an address again gives it the new role and a new link, and voids the old one. ' +
    `A team holds at most ${MAX_TEAM_SIZE} members and invitations; a company sends at most ${MEMBER_INVITATIONS_PER_HOUR} ` +
    'team invitations an hour.',
  request: { headers: IdempotencyHeaders, body: jsonRequest(MemberInvite) },
  responses: withIdempotencyErrors(
    withStandardErrors(
      {
        202: jsonResponse(Member, 'Invited; the e-mail is on its way'),
        ...companyEndpointErrors,
        ...forbiddenResponse(OWNERS),
        409: errorResponse(
          'already_member: the address has joined the team already; team_full: the team holds the most members it may',
        ),
        429: errorResponse(
          "rate_limit_exceeded: the hourly request limit, or the hour's team invitations, are spent (Retry-After set)",
        ),
        422: errorResponse('validation_failed: a field breaks its rules, or the address signs in to another company'),
      },
      { body: true },
    ),
  ),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(EVERY_ROLE),
  method: 'get',
  path: '/v1/members/me',
  summary: 'The member signed in: e-mail, role, and the company whose team it is',
  responses: withStandardErrors({ 200: jsonResponse(MemberSelf, 'You'), ...companyEndpointErrors }),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(EVERY_ROLE),
  method: 'patch',
  path: '/v1/members/me',
  summary: 'Change your own sign-in: e-mail, password, or both',
  request: { body: jsonRequest(PasswordChange) },
  responses: withStandardErrors(
    {
      200: jsonResponse(Member, 'You, after the change'),
      ...companyEndpointErrors,
      403: errorResponse('invalid_credentials: current_password is wrong'),
      429: errorResponse(
        'rate_limit_exceeded, or too_many_login_attempts: the account is locked after wrong passwords (Retry-After set)',
      ),
    },
    { body: true },
  ),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(OWNERS),
  method: 'patch',
  path: '/v1/members/{id}',
  summary: "Change a member's role",
  description: "The member's tokens end at once: they sign in again with the new role. The last owner keeps the role.",
  request: { params: memberId, body: jsonRequest(MemberRoleChange) },
  responses: withStandardErrors(
    {
      200: jsonResponse(Member, 'The member after the change'),
      ...companyEndpointErrors,
      ...forbiddenResponse(OWNERS),
      404: memberNotFoundResponse,
      409: lastOwnerResponse,
    },
    { body: true },
  ),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(OWNERS),
  method: 'delete',
  path: '/v1/members/{id}',
  summary: 'Remove a member, or withdraw an invitation',
  description: "The member's tokens end at once and their open link is void. The last owner stays.",
  request: { params: memberId },
  responses: withStandardErrors({
    204: { description: 'Removed' },
    ...companyEndpointErrors,
    ...forbiddenResponse(OWNERS),
    404: memberNotFoundResponse,
    409: removalConflicts,
  }),
});
for (const [action, summary, description] of [
  [
    'unlock',
    "End a member's sign-in lockout",
    'Forgets the failed sign-ins of the address (wrong passwords, or wrong `current_password` with a token): the ' +
      'member may sign in again at once. Someone who keeps guessing with a stolen token locks it again: sign the ' +
      'member out everywhere too.',
  ],
  [
    'sign-out',
    'Sign a member out everywhere',
    'Ends every token the member holds (access and refresh tokens, console sessions, a stolen one too): they sign ' +
      'in again. An owner signs themselves out everywhere with their own id (GET /v1/members/me).',
  ],
] as const) {
  registry.registerPath({
    ...secured,
    ...documentedAccess(OWNERS),
    method: 'post',
    path: `/v1/members/{id}/${action}`,
    summary,
    description: `${description} Recorded in the audit log.`,
    request: { params: memberId, headers: IdempotencyHeaders },
    responses: withIdempotencyErrors(
      withStandardErrors(
        {
          200: jsonResponse(Member, 'The member'),
          ...companyEndpointErrors,
          ...forbiddenResponse(OWNERS),
          404: memberNotFoundResponse,
        },
        { parsed: true },
      ),
    ),
  });
}
registry.registerPath({
  method: 'post',
  path: '/v1/members/join',
  tags: ['Members'],
  ...documentedAccess('public'),
  summary: 'Accept a team invitation: set a password with the token of the link',
  description: 'Then sign in with POST /v1/token (or /v1/console/token) as the invited address.',
  request: { body: jsonRequest(JoinRequest) },
  responses: withStandardErrors(
    {
      200: jsonResponse(Member, 'Joined'),
      409: errorResponse('email_in_use: the invited address signs in to another company now'),
      404: errorResponse('invitation_not_found: the link is unknown, expired, used, or replaced by a newer one'),
      429: errorResponse('rate_limit_exceeded: the hourly request limit of this client is spent (Retry-After set)'),
    },
    { body: true },
  ),
});
