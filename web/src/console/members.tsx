import { useId, useState } from 'preact/hooks';
import { ApiProblem, describe } from '../shared/api';
import { Alert, Field, formatTime } from '../shared/ui';
import type { Member, MemberInvite, MemberList, MemberRoleChange, Role } from '../shared/api-types';
import { useCall, useEndSession, useLoad } from './client';
import { ROLE_DUTIES, ROLE_WORDS, ROLES, withArticle } from './roles';

const invitationSent = (m: Member) =>
  `An invitation is on its way to ${m.email}, as ${withArticle(m.role)}; its link works until ${formatTime(m.invitation_expires_at)}.`;

/** The team: who is on it and who is invited. An owner also invites, changes roles and removes; an admin only reads. */
export function Members({ me }: { me: Member }) {
  const team = useLoad<MemberList>('/members');
  const [notice, setNotice] = useState('');
  const manages = me.role === 'owner';
  const done = (message: string) => {
    setNotice(message);
    team.reload();
  };

  return (
    <>
      {manages ? (
        <InviteForm onInvited={(m) => done(invitationSent(m))} />
      ) : (
        <p class="hint">Owners invite members, change their roles and remove them; ask one of them.</p>
      )}
      <h2>The team</h2>
      <Alert kind="success">{notice}</Alert>
      <Alert>{team.error}</Alert>
      {team.data && (
        <ul class="members">
          {team.data.data.map((m) => (
            <MemberCard
              key={`${m.id}-${m.role}-${m.invitation_expires_at}`}
              member={m}
              isMe={m.id === me.id}
              manages={manages}
              onDone={done}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function InviteForm({ onInvited }: { onInvited: (m: Member) => void }) {
  const call = useCall();
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('reviewer');
  const [problem, setProblem] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const errors = problem instanceof ApiProblem ? problem.fieldErrors : {};

  async function invite(e: Event) {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const invited = await call<Member>('POST', '/members', { email: email.trim(), role } satisfies MemberInvite);
      setEmail('');
      onInvited(invited);
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="card narrow" onSubmit={invite} noValidate>
      <h2>Invite a member</h2>
      <Field
        label="E-mail address"
        type="email"
        autoComplete="off"
        spellcheck={false}
        value={email}
        onValue={setEmail}
        error={errors.email}
        hint={
          'They get an e-mail with a link to set their password (it works once, for 7 days). ' +
          'Inviting an invited address again sends a new link with the role chosen now.'
        }
      />
      <div class="field">
        <label for={roleId}>Role</label>
        <RoleSelect id={roleId} value={role} onValue={setRole} describedBy={`${roleId}-hint`} />
        <p class="hint" id={`${roleId}-hint`}>
          {ROLE_DUTIES}
        </p>
        {errors.role && <p class="field-error">{errors.role}</p>}
      </div>
      <Alert>{problem !== undefined && describe(problem)}</Alert>
      <div class="actions">
        <button type="submit" disabled={busy}>
          Invite
        </button>
      </div>
    </form>
  );
}

function RoleSelect(props: { id: string; value: Role; onValue: (r: Role) => void; describedBy?: string }) {
  return (
    <select
      id={props.id}
      value={props.value}
      onChange={(e) => props.onValue((e.target as HTMLSelectElement).value as Role)}
      aria-describedby={props.describedBy}
    >
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_WORDS[r]}
        </option>
      ))}
    </select>
  );
}

function statusInWords(m: Member): string {
  if (m.status === 'active') return `On the team since ${formatTime(m.joined_at)}`;
  const expires = m.invitation_expires_at;
  if (expires && Date.parse(expires) < Date.now())
    return `Invited; the link expired ${formatTime(expires)}: resend the invitation for a new one`;
  return `Invited; the link works until ${formatTime(expires)}`;
}

/** One member; for an owner with the controls to change the role, resend the invitation, or remove. */
function MemberCard(props: { member: Member; isMe: boolean; manages: boolean; onDone: (message: string) => void }) {
  const { member, isMe, manages } = props;
  return (
    <li class="card member">
      <p class="member-email">
        <strong>{member.email}</strong>
        {isMe && ' (you)'}
      </p>
      <p class="muted small">
        {!manages && `${ROLE_WORDS[member.role] ?? member.role} · `}
        {statusInWords(member)}
      </p>
      {manages && <MemberControls {...props} />}
    </li>
  );
}

function MemberControls({
  member,
  isMe,
  onDone,
}: {
  member: Member;
  isMe: boolean;
  onDone: (message: string) => void;
}) {
  const call = useCall();
  const endSession = useEndSession();
  const id = useId();
  const [role, setRole] = useState(member.role);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<string>) {
    setBusy(true);
    setProblem('');
    try {
      onDone(await work());
    } catch (err) {
      setProblem(describe(err));
    } finally {
      setBusy(false);
    }
  }

  // A member's own role change or removal ends their sessions at once, this one included.
  const changeRole = (e: Event) => {
    e.preventDefault();
    void act(async () => {
      const changed = await call<Member>('PATCH', `/members/${member.id}`, { role } satisfies MemberRoleChange);
      if (isMe) endSession(`You are ${withArticle(changed.role)} now. Sign in again to go on with that role.`);
      return `${member.email} is ${withArticle(changed.role)} now.`;
    });
  };
  const resend = () =>
    act(async () =>
      invitationSent(await call<Member>('POST', '/members', { email: member.email, role } satisfies MemberInvite)),
    );
  const remove = () => {
    const question =
      member.status === 'invited'
        ? `Withdraw the invitation of ${member.email}? Its link stops working.`
        : `Remove ${member.email} from the team? Their sessions end at once.`;
    if (!confirm(question)) return;
    void act(async () => {
      await call('DELETE', `/members/${member.id}`);
      if (isMe) endSession('You have left the team: this session has ended.');
      return member.status === 'invited'
        ? `The invitation of ${member.email} is withdrawn.`
        : `${member.email} is no longer on the team.`;
    });
  };

  const unlock = () =>
    act(async () => {
      await call<Member>('POST', `/members/${member.id}/unlock`);
      return `${member.email} may sign in again at once.`;
    });
  const signOut = () => {
    const question = isMe
      ? 'Sign out everywhere? Every session and API token of yours ends, this one included.'
      : `Sign ${member.email} out everywhere? Every session and API token of theirs ends.`;
    if (!confirm(question)) return;
    void act(async () => {
      await call<Member>('POST', `/members/${member.id}/sign-out`);
      if (isMe) endSession('You are signed out everywhere: sign in again.');
      return `${member.email} is signed out everywhere.`;
    });
  };

  return (
    <form class="member-controls" onSubmit={changeRole}>
      <label for={id}>
        Role<span class="visually-hidden"> of {member.email}</span>
      </label>
      <RoleSelect id={id} value={role} onValue={setRole} />
      <button type="submit" class="secondary" disabled={busy || role === member.role}>
        Change role<span class="visually-hidden"> of {member.email}</span>
      </button>
      {member.status === 'invited' && (
        <button type="button" class="secondary" disabled={busy} onClick={resend}>
          Resend invitation<span class="visually-hidden"> to {member.email}</span>
        </button>
      )}
      {member.status !== 'invited' && !isMe && (
        <button type="button" class="secondary" disabled={busy} onClick={unlock}>
          Unlock sign-in<span class="visually-hidden"> of {member.email}</span>
        </button>
      )}
      {member.status !== 'invited' && (
        <button type="button" class="secondary" disabled={busy} onClick={signOut}>
          Sign out everywhere{!isMe && <span class="visually-hidden"> {member.email}</span>}
        </button>
      )}
      <button type="button" class="secondary danger" disabled={busy} onClick={remove}>
        Remove<span class="visually-hidden"> {member.email}</span>
      </button>
      <Alert>{problem}</Alert>
    </form>
  );
}
