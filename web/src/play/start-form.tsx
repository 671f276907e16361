import { useEffect, useState } from 'preact/hooks';
import { api, ApiProblem, describe } from '../shared/api';
import { Alert, Field } from '../shared/ui';
import type {
  CourseListing,
  HoleSummary,
  RoundStart,
  RoundStarted,
  VerificationRequest,
  VerificationSent,
} from '../shared/api-types';
import { HolePicker, HOLES_PER_ROUND } from './hole-picker';

/** How long the code field rests before the holes it offers are asked for. */
const CODE_TYPING_PAUSE_MS = 400;

/**
 * The way in: the code (or the invitation link's token), the e-mail and name, the verification code
 * e-mailed to prove the address, and 3 holes. Answers the started round.
 */
export function StartForm({
  invite,
  initialCode,
  onStarted,
}: {
  invite?: string;
  initialCode: string;
  onStarted: (round: RoundStarted) => void;
}) {
  const [holes, setHoles] = useState<HoleSummary[]>();
  const [code, setCode] = useState(initialCode);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [verification, setVerification] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [problem, setProblem] = useState('');
  const [info, setInfo] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  // The holes offered: an invitation's, or the code's once one is typed (a company may offer its own
  // questions); in a header, not the API's URL. A code no company has lists the course until the start says so.
  const offeredBy = invite ? '' : code.trim();
  useEffect(() => {
    let current = true;
    const load = (headers: Record<string, string>) =>
      api<CourseListing>('GET', '/course', { headers }).then(({ data }) => {
        if (!current) return;
        setHoles(data.holes);
        setPicked((ids) => ids.filter((id) => data.holes.some((h) => h.id === id)));
      });
    const timer = setTimeout(
      () => {
        const asked: Record<string, string> = invite
          ? { 'Invite-Token': invite }
          : offeredBy
            ? { 'Assessment-Code': offeredBy }
            : {};
        load(asked)
          .catch((err) =>
            err instanceof ApiProblem && err.error === 'code_not_found' ? load({}) : Promise.reject(err),
          )
          .catch((err) => current && setProblem(describe(err)));
      },
      // The first list at once; another once the code rests.
      offeredBy && holes ? CODE_TYPING_PAUSE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [offeredBy]);

  const show = (err: unknown) => {
    setProblem(describe(err));
    setFieldErrors(err instanceof ApiProblem ? err.fieldErrors : {});
  };

  async function sendVerification() {
    setProblem('');
    setInfo('');
    setBusy(true);
    try {
      const { data } = await api<VerificationSent>('POST', '/rounds/verify', {
        body: { code, email } satisfies VerificationRequest,
      });
      setCodeSent(true);
      setInfo(`${data.message} Type it under "Verification code".`);
    } catch (err) {
      show(err);
    } finally {
      setBusy(false);
    }
  }

  async function start(e: Event) {
    e.preventDefault();
    setProblem('');
    setFieldErrors({});
    if (picked.length !== HOLES_PER_ROUND) {
      setProblem(`Pick exactly ${HOLES_PER_ROUND} holes (${picked.length} picked so far).`);
      return;
    }
    setBusy(true);
    try {
      const body: RoundStart = invite
        ? { invite, name, holes: picked }
        : { code, email, name, holes: picked, ...(verification.trim() ? { verification: verification.trim() } : {}) };
      const { data } = await api<RoundStarted>('POST', '/rounds', { body });
      onStarted(data);
    } catch (err) {
      show(err);
      if (err instanceof ApiProblem && err.error === 'email_not_verified' && !invite && !codeSent) {
        setInfo(
          'Your e-mail needs to be verified first: press "Send verification code", then type the code you receive.',
        );
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={start} noValidate>
      {invite ? (
        <Alert kind="info">
          You came from an invitation: your e-mail is already known. Type your name and pick your holes.
        </Alert>
      ) : (
        <>
          <Field
            label="Assessment code"
            value={code}
            onValue={setCode}
            error={fieldErrors.code}
            autoComplete="off"
            spellcheck={false}
            required
          />
          <Field
            label="E-mail"
            type="email"
            value={email}
            onValue={setEmail}
            error={fieldErrors.email}
            autoComplete="email"
            hint="Your results are sent here. We e-mail you a 6-digit code to prove the address."
            required
          />
          <div class="actions">
            <button
              type="button"
              class="secondary"
              onClick={sendVerification}
              disabled={busy || !code.trim() || !email.trim()}
            >
              Send verification code
            </button>
          </div>
          {codeSent && (
            <Field
              label="Verification code"
              value={verification}
              onValue={setVerification}
              error={fieldErrors.verification}
              inputMode="numeric"
              autoComplete="one-time-code"
              hint="The 6 digits from the e-mail; valid 15 minutes."
            />
          )}
        </>
      )}
      <Field label="Name" value={name} onValue={setName} error={fieldErrors.name} autoComplete="name" required />
      {holes ? (
        <HolePicker holes={holes} picked={picked} onChange={setPicked} />
      ) : (
        !problem && <p>Loading the holes…</p>
      )}
      {fieldErrors.holes && <p class="field-error">{fieldErrors.holes}</p>}
      <Alert kind="info">{info}</Alert>
      <Alert>{problem}</Alert>
      <div class="actions">
        <button type="submit" disabled={busy}>
          Start round
        </button>
      </div>
    </form>
  );
}
