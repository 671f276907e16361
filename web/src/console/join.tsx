import { useState } from 'preact/hooks';
import { api, ApiProblem, describe } from '../shared/api';
import { Alert, Field } from '../shared/ui';
import type { JoinRequest, Member } from '../shared/api-types';
import type { ConsoleSession } from './session';
import { signInToConsole } from './sign-in';
import { withArticle } from './roles';

const MISMATCH = 'does not match the password';

/**
 * The page of a team invitation's link (/console/join?token=…): the invited person sets a password,
 * joins, and is signed in with it. Should that sign-in fail, they are sent to the sign-in form, told
 * that they have joined.
 */
export function JoinTeam({
  token,
  onSignedIn,
  onJoinedSignedOut,
}: {
  token: string;
  onSignedIn: (session: ConsoleSession) => void;
  onJoinedSignedOut: (notice: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [problem, setProblem] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const fieldErrors = problem instanceof ApiProblem ? problem.fieldErrors : {};

  if (!token) {
    return (
      <Alert>
        This link carries no invitation. Open the link of your invitation e-mail again, or ask an owner of the team to
        invite you again.
      </Alert>
    );
  }

  async function join(e: Event) {
    e.preventDefault();
    setProblem(undefined);
    if (password !== confirmation) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setBusy(true);
    let member: Member;
    try {
      member = (await api<Member>('POST', '/members/join', { body: { token, password } satisfies JoinRequest })).data;
    } catch (err) {
      setProblem(err);
      setBusy(false);
      return;
    }
    try {
      onSignedIn(await signInToConsole(member.email, password));
    } catch (err) {
      onJoinedSignedOut(
        `You have joined the team as ${withArticle(member.role)}, but could not be signed in (${describe(err)}). ` +
          `Sign in as ${member.email} with your new password.`,
      );
    }
  }

  return (
    <form class="narrow card" onSubmit={join} noValidate>
      <h2>Set your password</h2>
      <p>
        You have been invited to a company's team on the hiring-assessment console. Choose the password you will sign in
        with; your e-mail address is the one the invitation was sent to.
      </p>
      <Alert>{problem !== undefined && describe(problem)}</Alert>
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onValue={setPassword}
        error={fieldErrors.password}
        hint="At least 10 characters."
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onValue={setConfirmation}
        error={mismatch ? MISMATCH : undefined}
      />
      <div class="actions">
        <button type="submit" disabled={busy}>
          Join the team
        </button>
      </div>
      <p class="hint">The link works once, for 7 days; a newer invitation to your address replaces it.</p>
    </form>
  );
}
