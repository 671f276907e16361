import { useState } from 'preact/hooks';
import { describe } from '../shared/api';
import { Alert, Field, formatTime } from '../shared/ui';
import type { Member, PasswordChange } from '../shared/api-types';
import { passwordFormErrors, useCall, useEndSession } from './client';
import { ROLE_WORDS } from './roles';

const MISMATCH = 'does not match the new password';

/** The signed-in member's own account, for every role: who they are on the team, and their password. */
export function Account({ me }: { me: Member }) {
  return (
    <>
      <dl class="facts">
        <dt>Signed in as</dt>
        <dd>{me.email}</dd>
        <dt>Role</dt>
        <dd>{ROLE_WORDS[me.role]}</dd>
        <dt>On the team since</dt>
        <dd>{formatTime(me.joined_at ?? me.created_at)}</dd>
      </dl>
      <p class="hint">To sign in with another address, or to have another role, ask an owner of the team.</p>
      <PasswordForm email={me.email} />
    </>
  );
}

/** PATCH /members/me: a new password, confirmed by the current one; it ends every session of the member. */
function PasswordForm({ email }: { email: string }) {
  const call = useCall();
  const endSession = useEndSession();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [current, setCurrent] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [problem, setProblem] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const errors = passwordFormErrors(problem);

  async function save(e: Event) {
    e.preventDefault();
    setProblem(undefined);
    setMismatch(password !== confirmation);
    if (password !== confirmation) return;
    setBusy(true);
    try {
      await call('PATCH', '/members/me', {
        password,
        password_confirmation: confirmation,
        current_password: current,
      } satisfies PasswordChange);
      endSession('Your password has been changed and every earlier session ended. Sign in with the new password.');
    } catch (err) {
      setProblem(err);
      setBusy(false);
    }
  }

  return (
    <form class="card narrow" onSubmit={save} noValidate>
      <h2>Your password</h2>
      {/* For password managers: the new password belongs to this sign-in. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        error={errors.password}
        hint="At least 10 characters. A change signs out every session of yours, this one included."
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValue={setConfirmation}
        error={mismatch ? MISMATCH : errors.password_confirmation}
      />
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onValue={setCurrent}
        error={errors.current_password}
        hint="So that a stolen session cannot take your sign-in."
      />
      <Alert>{problem !== undefined && describe(problem)}</Alert>
      <div class="actions">
        <button type="submit" disabled={busy}>
          Change password
        </button>
      </div>
    </form>
  );
}
