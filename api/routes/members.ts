import Router from '@koa/router';
import type { Context } from 'koa';
import type { PoolClient } from 'pg';
import { insertAuditLogEntry } from '../../db/audit-log';
import { EmailTakenError } from '../../db/errors';
import {
  acceptInvitation,
  AlreadyMemberError,
  changeRole,
  countMembers,
  countOwners,
  findMember,
  inviteMember,
  listMembers,
  removeMember,
  revokeTokens,
  updateSignIn,
  type MemberRecord,
} from '../../db/members';
import { clearLoginFailures } from '../../db/login-failures';
import { inTransaction } from '../../db/pool';
import { takeSlot } from '../../db/rate-limits';
import { memberInvitationEmail } from '../../email/member-invitation';
import { notificationContent } from '../../email/notifications';
import { ID_PATTERN, newId } from '../../lib/ids';
import {
  MEMBER_INVITATION_LIFETIME_SECONDS,
  signMemberInvitation,
  verifyMemberInvitation,
} from '../../lib/invitation-tokens';
import { hashPassword } from '../../lib/crypto';
import { actorOf, recordAuditLogEntry } from '../company/audit-log';
import { changeCompany } from '../company/company-change';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { currentPasswordCheck } from '../auth/login-lockout';
import { companyGuard, tokenExpired } from '../middleware/auth';
import { byClientIp, rateLimit } from '../middleware/rate-limit';
import { toOwners } from '../company/notifications';
import { EVERY_ROLE, MANAGERS, OWNERS } from '../auth/roles';
import {
  JoinRequest,
  MemberInvite,
  MemberList,
  MemberSelf,
  MemberRoleChange,
  memberView,
  PasswordChange,
} from '../schemas/member';
import { parse, validationFailed } from '../http/validation';
import { MAX_TEAM_SIZE, MEMBER_INVITATIONS_PER_HOUR } from './members-document';
import { idempotent } from '../middleware/idempotency';

const memberNotFound = () => new ApiError(404, 'member_not_found', 'No member of your team has this id.');
const lastOwner = () =>
  new ApiError(409, 'last_owner', 'A team keeps at least one owner: make another member an owner first.');
const invitationsSpent = (seconds: number) =>
  new ApiError(
    429,
    'rate_limit_exceeded',
    `A company may send ${MEMBER_INVITATIONS_PER_HOUR} team invitations an hour; try again in ${seconds} s.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
const holdsCompanyAddress = (email: string) =>
  new ApiError(
    409,
    'company_address',
    `${email} is the company's e-mail address, where results and notices go: an owner changes it in the settings first.`,
  );
const invitationNotFound = () =>
  new ApiError(
    404,
    'invitation_not_found',
    'This invitation link has expired, was used, or was replaced by a newer one: ask an owner of the team to invite you again.',
  );

export function membersRouter(deps: AppDeps): Router {
  const { pool, clock, config } = deps;
  const router = new Router();
  const checkPassword = currentPasswordCheck(deps);

  /** The member of the path, locked; 404 for a malformed id or another team's member. */
  async function memberOfPath(tx: PoolClient, ctx: Context): Promise<MemberRecord> {
    const id = ctx.params.id.toLowerCase();
    const member = ID_PATTERN.test(id)
      ? await findMember(tx, ctx.state.company.id, id, { forUpdate: true })
      : undefined;
    if (!member) throw memberNotFound();
    return member;
  }

  /** Refuses a change that would leave the team without a joined owner. */
  async function keepAnOwner(tx: PoolClient, companyId: string, member: MemberRecord): Promise<void> {
    if (member.role === 'owner' && member.joined_at && (await countOwners(tx, companyId)) <= 1) throw lastOwner();
  }

  router.get('/members', companyGuard(deps, MANAGERS), async (ctx) => {
    ctx.body = MemberList.parse({ data: (await listMembers(pool, ctx.state.company.id)).map(memberView) });
  });

  router.post('/members', companyGuard(deps, OWNERS), idempotent(deps), async (ctx) => {
    const { email, role } = parse(MemberInvite, ctx.request.body);
    const invited = await changeCompany(deps, ctx, OWNERS, async (tx, company) => {
      const now = clock.now();
      // Given back with the transaction when the invitation is refused for another reason.
      const slot = await takeSlot(tx, {
        key: `member-invitations:${company.id}`,
        limit: MEMBER_INVITATIONS_PER_HOUR,
        windowSeconds: 3600,
        now,
      });
      if (!slot.allowed) throw invitationsSpent(slot.resetSeconds);
      const expiresAt = new Date(now.getTime() + MEMBER_INVITATION_LIFETIME_SECONDS * 1000);
      const invitationId = newId();
      let id: string;
      let again: boolean;
      try {
        ({ id, again } = await inviteMember(tx, {
          memberId: newId(),
          invitationId,
          companyId: company.id,
          email,
          role,
          at: now,
          expiresAt,
        }));
      } catch (err) {
        if (err instanceof AlreadyMemberError) {
          throw new ApiError(409, 'already_member', `${email} is on the team already: change their role instead.`);
        }
        if (err instanceof EmailTakenError) {
          throw validationFailed([{ path: 'email', message: 'signs in to another company already' }]);
        }
        throw err;
      }
      if (!again && (await countMembers(tx, company.id)) > MAX_TEAM_SIZE) {
        throw new ApiError(409, 'team_full', `A team holds at most ${MAX_TEAM_SIZE} members and invitations.`);
      }
      const member = (await findMember(tx, company.id, id))!;
      await recordAuditLogEntry(tx, ctx, now, 'member_invited', { member: { id, email: member.email, role } });
      const content = memberInvitationEmail({
        companyName: company.name,
        role,
        invitedBy: ctx.state.member.email,
        publicBaseUrl: config.publicBaseUrl,
        token: signMemberInvitation(config.jwtSecret, invitationId, expiresAt),
        expiresAt,
      });
      return { result: member, notify: [{ kind: 'memberInvitation', recipient: member.email, content }] };
    });
    ctx.status = 202;
    ctx.body = memberView(invited);
  });

  router.get('/members/me', companyGuard(deps, EVERY_ROLE), async (ctx) => {
    const me = await findMember(pool, ctx.state.company.id, ctx.state.member.id);
    if (!me) throw tokenExpired();
    const { id, name } = ctx.state.company;
    ctx.body = MemberSelf.parse({ ...memberView(me), company: { id, name } });
  });

  router.patch('/members/me', companyGuard(deps, EVERY_ROLE), async (ctx) => {
    const change = parse(PasswordChange, ctx.request.body);
    await checkPassword(ctx.state.company.id, ctx.state.member.id, change.current_password);
    if (change.password_confirmation !== change.password) {
      throw validationFailed([{ path: 'password_confirmation', message: 'does not match password' }]);
    }
    const passwordHash = await hashPassword(change.password);
    const me = await changeCompany(deps, ctx, EVERY_ROLE, async (tx, company, caller) => {
      await updateSignIn(tx, caller.id, { passwordHash });
      await recordAuditLogEntry(tx, ctx, clock.now(), 'sign_in_changed', { fields: ['password'] });
      const content = notificationContent.passwordChanged(caller.email, actorOf(ctx));
      const notify = await toOwners(tx, company, { kind: 'passwordChanged', content }, [caller.email]);
      return { result: (await findMember(tx, company.id, caller.id))!, notify };
    });
    ctx.body = memberView(me);
  });

  router.patch('/members/:id', companyGuard(deps, OWNERS), async (ctx) => {
    const { role } = parse(MemberRoleChange, ctx.request.body);
    const changed = await changeCompany<MemberRecord>(deps, ctx, OWNERS, async (tx, company) => {
      const member = await memberOfPath(tx, ctx);
      if (member.role === role) return { result: member, notify: [] };
      if (role !== 'owner') await keepAnOwner(tx, company.id, member);
      await changeRole(tx, member.id, role);
      const after = { ...member, role };
      await recordAuditLogEntry(tx, ctx, clock.now(), 'member_role_changed', {
        member: { id: member.id, email: member.email, role },
        previous_role: member.role,
      });
      const content = notificationContent.memberChanged(
        `The role of ${member.email} was changed from ${member.role} to ${role}.`,
        actorOf(ctx),
      );
      const notify = member.joined_at
        ? await toOwners(tx, company, { kind: 'memberChanged', content }, [member.email])
        : [];
      return { result: after, notify };
    });
    ctx.body = memberView(changed);
  });

  router.delete('/members/:id', companyGuard(deps, OWNERS), async (ctx) => {
    await changeCompany(deps, ctx, OWNERS, async (tx, company) => {
      const member = await memberOfPath(tx, ctx);
      await keepAnOwner(tx, company.id, member);
      // Results and notices would keep going to a member who left.
      if (member.email.toLowerCase() === company.email.toLowerCase()) throw holdsCompanyAddress(member.email);
      const now = clock.now();
      await removeMember(tx, member.id, now);
      await recordAuditLogEntry(tx, ctx, now, 'member_removed', {
        member: { id: member.id, email: member.email, role: member.role },
      });
      const content = notificationContent.memberChanged(`${member.email} was removed from the team.`, actorOf(ctx));
      const notify = member.joined_at
        ? await toOwners(tx, company, { kind: 'memberChanged', content }, [member.email])
        : [];
      return { result: undefined, notify };
    });
    ctx.status = 204;
  });

  const onMember = (
    action: 'member_unlocked' | 'member_signed_out',
    act: (tx: PoolClient, member: MemberRecord) => Promise<void>,
  ) =>
    async function (ctx: Context) {
      const member = await changeCompany<MemberRecord>(deps, ctx, OWNERS, async (tx) => {
        const found = await memberOfPath(tx, ctx);
        if (!found.joined_at) throw memberNotFound();
        await act(tx, found);
        await recordAuditLogEntry(tx, ctx, clock.now(), action, {
          member: { id: found.id, email: found.email, role: found.role },
        });
        return { result: found, notify: [] };
      });
      ctx.body = memberView(member);
    };
  router.post(
    '/members/:id/unlock',
    companyGuard(deps, OWNERS),
    idempotent(deps),
    onMember('member_unlocked', (tx, member) => clearLoginFailures(tx, member.email)),
  );
  router.post(
    '/members/:id/sign-out',
    companyGuard(deps, OWNERS),
    idempotent(deps),
    onMember('member_signed_out', (tx, member) => revokeTokens(tx, member.id)),
  );

  router.post('/members/join', rateLimit(deps, byClientIp), async (ctx) => {
    const body = parse(JoinRequest, ctx.request.body);
    const now = clock.now();
    const invitationId = verifyMemberInvitation(config.jwtSecret, body.token, now);
    if (!invitationId) throw invitationNotFound();
    const passwordHash = await hashPassword(body.password);
    const joined = await inTransaction(pool, async (tx) => {
      let member: MemberRecord | undefined;
      try {
        member = await acceptInvitation(tx, invitationId, passwordHash, now);
      } catch (err) {
        if (err instanceof EmailTakenError) {
          throw new ApiError(
            409,
            'email_in_use',
            'This address signs in to another company already; it can belong to one team only.',
          );
        }
        throw err;
      }
      if (!member) throw invitationNotFound();
      await insertAuditLogEntry(tx, {
        id: newId(),
        companyId: member.company_id,
        memberId: member.id,
        actorEmail: member.email,
        client: 'console',
        clientAddress: ctx.ip,
        action: 'member_joined',
        details: { member: { id: member.id, email: member.email, role: member.role } },
        at: now,
      });
      return member;
    });
    ctx.body = memberView(joined);
  });

  return router;
}
