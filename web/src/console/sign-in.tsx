import { useState } from 'preact/hooks';
import { api, ApiProblem, describe } from '../shared/api';
import { Alert, Field } from '../shared/ui';
import type { ConsoleToken, TokenRequest } from '../shared/api-types';
import type { ConsoleSession } from './session';

/** Starts a console session with a member's e-mail and password. */
export async function signInToConsole(email: string, password: string): Promise<ConsoleSession> {
  const { data } = await api<ConsoleToken>('POST', '/console/token', {
    body: { email, password } satisfies TokenRequest,
  });
  return { token: data.access_token, expiresAt: Date.now() + data.expires_in * 1000 };
}

/** E-mail and password for a console session (POST /v1/console/token: the console's own request budget). */
export function SignIn({ notice, onSignedIn }: { notice: string; onSignedIn: (session: ConsoleSession) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<ApiProblem | Error>();
  const [busy, setBusy] = useState(false);
  const fieldErrors = problem instanceof ApiProblem ? problem.fieldErrors : {};

  async function signIn(e: Event) {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      onSignedIn(await signInToConsole(email, password));
    } catch (err) {
      setProblem(err as Error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="narrow card" onSubmit={signIn} noValidate>
      <h2>Sign in</h2>
      <Alert kind="info">{notice}</Alert>
      <Alert>{problem && describe(problem)}</Alert>
      <Field
        label="E-mail"
        type="email"
        autoComplete="username"
        required
        value={email}
        onValue={setEmail}
        error={fieldErrors.email}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValue={setPassword}
        error={fieldErrors.password}
      />
      <div class="actions">
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </div>
      <p class="hint">
        After 10 wrong passwords for one address, sign-in waits 15 minutes. The company's account and codes are created
        by the operator; its owners invite the rest of the team by e-mail.
      </p>
    </form>
  );
}
