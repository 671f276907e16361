import type { Role } from '../shared/api-types';

export const ROLES: readonly Role[] = ['owner', 'admin', 'reviewer'];
export const EVERY_ROLE: readonly Role[] = ROLES;
/** Who runs the company's intake: settings, webhooks, invitations, pause, integrations, the team list and the audit log. */
export const MANAGERS: readonly Role[] = ['owner', 'admin'];

export const ROLE_WORDS: Record<Role, string> = { owner: 'Owner', admin: 'Admin', reviewer: 'Reviewer' };

/** What each role may do, told where a role is picked. */
export const ROLE_DUTIES =
  'Owner: everything, the team and what the company pays for included. ' +
  'Admin: settings, webhooks, invitations, pause, integrations and the activity log; sees the team. ' +
  'Reviewer: reads submissions and scorecards, nothing else.';

/** "an admin", "a reviewer": a role as a sentence names it (also for roles this console does not know). */
export const withArticle = (role: string) => `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`;

/** "the role owner or admin", as the API's own refusals say it. */
export const rolesInWords = (roles: readonly Role[]) =>
  roles.length === 1 ? `the role ${roles[0]}` : `the role ${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;
