import { useId, useState } from 'preact/hooks';
import { describe } from '../shared/api';
import { Alert, Field, formatTime } from '../shared/ui';
import type { Company, Role, Settings } from '../shared/api-types';
import { CandidateErasureCard } from './candidate-erasure';
import { passwordFormErrors, useCall, useDocumentEnum, useEndSession, useLoad } from './client';
import { LanguageChoice, useLanguages } from './language-choice';
import { DEFAULT_GRACE_HOURS, WebhookSecretFields } from './webhook-secret';
import { wholeNumberOf } from './whole-number';
import { personalityName } from './words';

type Slot = 'personality_first' | 'personality_second' | 'personality_third';
const SLOTS: Array<{ key: Slot; label: string }> = [
  { key: 'personality_first', label: 'First evaluator' },
  { key: 'personality_second', label: 'Second evaluator' },
  { key: 'personality_third', label: 'Third evaluator' },
];

interface Form {
  email: string;
  live_code: string;
  webhook_url: string;
  webhook_secret: string;
  /** Goes only with a changed secret. */
  webhook_secret_grace_hours: string;
  per_candidate: string;
  /** Minutes as typed; empty for no limit. */
  round_time_limit_minutes: string;
  /** Days as typed; empty to keep candidate data until erased. */
  candidate_retention_days: string;
  /** The language ids checked, joined by commas; empty for every language. */
  languages: string;
  questions: Settings['questions'];
  personality_first: string;
  personality_second: string;
  personality_third: string;
  password: string;
  password_confirmation: string;
  current_password: string;
}

const formOf = (s: Settings): Form => ({
  email: s.email,
  live_code: s.live_code,
  webhook_url: s.webhook_url,
  webhook_secret: s.webhook_secret,
  webhook_secret_grace_hours: DEFAULT_GRACE_HOURS,
  per_candidate: String(s.per_candidate),
  round_time_limit_minutes: s.round_time_limit_minutes === null ? '' : String(s.round_time_limit_minutes),
  candidate_retention_days: s.candidate_retention_days === null ? '' : String(s.candidate_retention_days),
  languages: (s.languages ?? []).join(','),
  questions: s.questions,
  personality_first: s.personalities[0],
  personality_second: s.personalities[1],
  personality_third: s.personalities[2],
  password: '',
  password_confirmation: '',
  current_password: '',
});

const PASSWORD_FIELDS: ReadonlyArray<keyof Form> = ['password', 'password_confirmation', 'current_password'];

/**
 * Only what changed, as PATCH /settings takes it: a blank password means "keep it"; the current
 * password goes along with a change of e-mail or password, the two changes that need it.
 */
function patchOf(form: Form, saved: Form): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(form) as Array<keyof Form>) {
    if (PASSWORD_FIELDS.includes(key) || key === 'webhook_secret_grace_hours' || form[key] === saved[key]) continue;
    patch[key] =
      key === 'per_candidate'
        ? Number(form[key])
        : key === 'round_time_limit_minutes' || key === 'candidate_retention_days'
          ? wholeNumberOf(form[key])
          : key === 'languages'
            ? form.languages.split(',').filter(Boolean)
            : form[key];
    if (key === 'languages' && form.languages === '') patch.languages = null;
  }
  if (patch.webhook_secret !== undefined) patch.webhook_secret_grace_hours = Number(form.webhook_secret_grace_hours);
  if (form.password || form.password_confirmation) {
    patch.password = form.password;
    patch.password_confirmation = form.password_confirmation;
  }
  if ((patch.email !== undefined || patch.password !== undefined) && form.current_password)
    patch.current_password = form.current_password;
  return patch;
}

/** Every field of the settings, each rule beside its field, errors next to the field that caused them; and the pause control. */
export function SettingsPage({
  company,
  role,
  onPauseChanged,
}: {
  company?: Company;
  role: Role;
  onPauseChanged: () => void;
}) {
  const loaded = useLoad<Settings>('/settings');
  return (
    <>
      <PauseControl company={company} onChanged={onPauseChanged} />
      <Alert>{loaded.error}</Alert>
      {loaded.data && <SettingsForm settings={loaded.data} ownerFields={role === 'owner'} onSaved={loaded.setData} />}
      <CandidateErasureCard />
    </>
  );
}

const OWNER_ONLY = 'Only an owner of the team can change it.';

/** The form; only an owner changes the company's e-mail, live code and attempts per candidate (an admin sees them disabled). */
function SettingsForm({
  settings,
  ownerFields,
  onSaved,
}: {
  settings: Settings;
  ownerFields: boolean;
  onSaved: (s: Settings) => void;
}) {
  const call = useCall();
  const endSession = useEndSession();
  // The catalog's personality identifiers, as the API's own document lists them.
  const personalities = useDocumentEnum('SettingsPatch', 'personality_first');
  const languages = useLanguages();
  const [form, setForm] = useState(() => formOf(settings));
  const [problem, setProblem] = useState<unknown>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = passwordFormErrors(problem);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function save(e: Event) {
    e.preventDefault();
    setProblem(undefined);
    setDone('');
    const patch = patchOf(form, formOf(settings));
    if (Object.keys(patch).length === 0) {
      setDone('Nothing has changed: there is nothing to save.');
      return;
    }
    setBusy(true);
    try {
      const saved = await call<Settings>('PATCH', '/settings', patch);
      if (patch.password !== undefined) {
        endSession('Your password has been changed and every earlier session ended. Sign in with the new password.');
        return;
      }
      onSaved(saved);
      setForm(formOf(saved));
      setDone('Settings saved. A notification e-mail goes out for a changed e-mail, live code or webhook.');
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="card settings" onSubmit={save} noValidate>
      <h2>Account and assessment</h2>
      <Field
        label="Name"
        value={settings.name}
        onValue={() => undefined}
        disabled
        hint="Set when the account was created; the operator can change it."
      />
      <Field
        label="E-mail"
        type="email"
        autoComplete="email"
        value={form.email}
        onValue={set('email')}
        error={errors.email}
        disabled={!ownerFields}
        hint={
          ownerFields
            ? 'Where results and notices go; the member who signs in with it signs in with the new one. ' +
              'A change is announced to the old address and needs your current password (below).'
            : `Where results and notices go. ${OWNER_ONLY}`
        }
      />
      <Field
        label="Live code"
        value={form.live_code}
        onValue={set('live_code')}
        error={errors.live_code}
        spellcheck={false}
        disabled={!ownerFields}
        hint={
          ownerFields
            ? 'Candidates use it for charged rounds. At least 10 characters: a digit first, ' +
              'then capital letters A–Z and digits only; no other company may use it.'
            : `Candidates use it for charged rounds. ${OWNER_ONLY}`
        }
      />
      <Field
        label="Test code"
        value={settings.test_code}
        onValue={() => undefined}
        disabled
        hint="For free practice rounds (never charged); fixed."
      />
      <div class="field">
        <label for="per-candidate">Attempts per candidate</label>
        <select
          id="per-candidate"
          value={form.per_candidate}
          onChange={(e) => set('per_candidate')((e.target as HTMLSelectElement).value)}
          aria-invalid={errors.per_candidate ? true : undefined}
          aria-describedby="per-candidate-hint"
          disabled={!ownerFields}
        >
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
        <p class="hint" id="per-candidate-hint">
          Live rounds one e-mail address may start (1 to 4), drafts included.{ownerFields ? '' : ` ${OWNER_ONLY}`}
        </p>
        {errors.per_candidate && <p class="field-error">{errors.per_candidate}</p>}
      </div>
      <div class="field">
        <label for="questions-offered">Questions offered</label>
        <select
          id="questions-offered"
          value={form.questions}
          onChange={(e) => set('questions')((e.target as HTMLSelectElement).value)}
          aria-invalid={errors.questions ? true : undefined}
          aria-describedby="questions-offered-hint"
        >
          <option value="course">The course’s 100 holes</option>
          <option value="own">Your published questions</option>
          <option value="both">Both</option>
        </select>
        <p class="hint" id="questions-offered-hint">
          What candidates pick their three holes from. With your own questions only, the course is offered beside them
          until three are published. A change applies to rounds started after it.
        </p>
        {errors.questions && <p class="field-error">{errors.questions}</p>}
      </div>
      <Field
        label="Round time limit (minutes)"
        inputMode="numeric"
        value={form.round_time_limit_minutes}
        onValue={set('round_time_limit_minutes')}
        error={errors.round_time_limit_minutes}
        spellcheck={false}
        hint={
          'How long a candidate has from starting a round, 10 to 240 minutes; when it runs out, the round is ' +
          'submitted with the answers saved. Empty for no limit. A change applies to rounds started after it.'
        }
      />
      <Field
        label="Keep candidate data (days)"
        inputMode="numeric"
        value={form.candidate_retention_days}
        onValue={set('candidate_retention_days')}
        error={errors.candidate_retention_days}
        spellcheck={false}
        hint={
          'Days after a submission is scored that its candidate’s name, e-mail, message and code are erased ' +
          '(1 to 3650), checked every hour; scores and charges stay. Empty: kept until you erase them (below).'
        }
      />
      <LanguageChoice
        listed={languages}
        value={form.languages}
        onValue={set('languages')}
        error={errors.languages}
        hint={
          'The languages your candidates may answer in. None checked: every language. A change applies to rounds ' +
          'started after it.'
        }
      />
      <fieldset>
        <legend>Personalities</legend>
        <p class="hint">The three evaluators that score every answer; each must be a different one.</p>
        {SLOTS.map(({ key, label }) => (
          <PersonalitySelect
            key={key}
            label={label}
            value={form[key]}
            options={personalities}
            onValue={set(key)}
            error={errors[key]}
          />
        ))}
        {errors.personalities && <p class="field-error">{errors.personalities}</p>}
      </fieldset>

      <h2>Webhook</h2>
      <Field
        label="Webhook URL"
        type="url"
        value={form.webhook_url}
        onValue={set('webhook_url')}
        error={errors.webhook_url}
        spellcheck={false}
        hint="An https:// address that receives every analyzed result, signed. Leave it empty to turn the webhook off."
      />
      <WebhookSecretFields
        settings={settings}
        secret={form.webhook_secret}
        onSecret={set('webhook_secret')}
        graceHours={form.webhook_secret_grace_hours}
        onGraceHours={set('webhook_secret_grace_hours')}
        errors={errors}
        onSettings={onSaved}
      />

      <h2>Password</h2>
      <p class="hint">
        Your own password. Leave both empty to keep it. A change signs out every session of yours, this one included.
      </p>
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={form.current_password}
        onValue={set('current_password')}
        error={errors.current_password}
        hint={
          `Needed to change ${ownerFields ? 'the e-mail or the password' : 'your password'}, ` +
          'so that a stolen session cannot take the account.'
        }
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onValue={set('password')}
        error={errors.password}
        hint="At least 10 characters."
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={form.password_confirmation}
        onValue={set('password_confirmation')}
        error={errors.password_confirmation}
      />

      <Alert>{problem !== undefined && describe(problem)}</Alert>
      <Alert kind="success">{done}</Alert>
      <div class="actions">
        <button type="submit" disabled={busy}>
          Save settings
        </button>
        <span class="muted small">Last changed {formatTime(settings.updated_at)}</span>
      </div>
    </form>
  );
}

function PersonalitySelect(props: {
  label: string;
  value: string;
  options: string[];
  onValue: (v: string) => void;
  error?: string;
}) {
  const id = useId();
  const options = props.options.includes(props.value) ? props.options : [props.value, ...props.options];
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        onChange={(e) => props.onValue((e.target as HTMLSelectElement).value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      >
        {options.map((p) => (
          <option key={p} value={p}>
            {personalityName(p)}
          </option>
        ))}
      </select>
      {props.error && (
        <p class="field-error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** Pause stops new rounds and invitations; rounds already begun can still be submitted. */
function PauseControl({ company, onChanged }: { company?: Company; onChanged: () => void }) {
  const call = useCall();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const paused = Boolean(company?.paused_at);

  async function toggle() {
    setBusy(true);
    setProblem('');
    try {
      await call(paused ? 'DELETE' : 'POST', '/pause');
      onChanged();
    } catch (err) {
      setProblem(describe(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="card" aria-labelledby="intake">
      <h2 id="intake">Intake</h2>
      <p data-testid="intake-state">
        {!company
          ? 'Reading the intake state…'
          : paused
            ? `Paused since ${formatTime(company.paused_at)}: no new rounds or invitations. Rounds already begun can still be submitted.`
            : 'Open: candidates can start rounds and invitations can be sent.'}
      </p>
      <Alert>{problem}</Alert>
      <div class="actions">
        <button type="button" disabled={!company || busy} onClick={toggle}>
          {paused ? 'Resume intake' : 'Pause intake'}
        </button>
      </div>
    </section>
  );
}
