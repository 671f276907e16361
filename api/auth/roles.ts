import type { Role } from '../../db/members';
import { ApiError } from '../http/errors';
import { errorResponse } from '../schemas/error';

/** Who may call a company operation: the roles of the members allowed. */
export type Access = readonly Role[];

/** Everyone on the team: owners, admins and reviewers. */
export const EVERY_ROLE: Access = ['owner', 'admin', 'reviewer'];
/** Who runs the company's intake: settings, webhooks, invitations, pause. */
export const MANAGERS: Access = ['owner', 'admin'];
/** The team and what the company pays for: members, the live code, attempts per candidate. */
export const OWNERS: Access = ['owner'];

const listed = (roles: Access) =>
  roles.length === 1 ? `the role ${roles[0]}` : `the role ${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;

export const forbidden = (role: Role, allowed: Access, what = 'This operation') =>
  new ApiError(
    403,
    'forbidden',
    `${what} needs ${listed(allowed)}; you are signed in as ${role === 'admin' ? 'an' : 'a'} ${role}.`,
  );

/**
 * What an operation's document says of its access, spread into its registration: `x-roles` lists
 * the member roles allowed (the role-matrix test holds the server to it). Operations without a
 * company token say `public` (no token), `candidate` (a round token) or `greenhouse` (a Greenhouse key).
 */
export const documentedAccess = (roles: Access | 'public' | 'candidate' | 'greenhouse') => ({
  'x-roles': typeof roles === 'string' ? [roles] : [...roles],
});

/** The 403 of an operation some roles may not call, for its responses. */
export const forbiddenResponse = (roles: Access, alsoWhen = ''): Record<number, ReturnType<typeof errorResponse>> =>
  roles.length < EVERY_ROLE.length
    ? { 403: errorResponse(`forbidden: the operation needs ${listed(roles)}${alsoWhen}`) }
    : {};
