import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { ApiProblem, describe } from '../shared/api';
import { Alert, Field } from '../shared/ui';
import type { Assessment, HoleSummary, LanguageEntry } from '../shared/api-types';
import { QUESTIONS_OFFERED, SEPARATE_ATTEMPTS_WORDS, SHARED_ATTEMPTS_WORDS } from './assessment-words';
import { useCall } from './client';
import { HoleChoice } from './hole-choice';
import { LanguageChoice } from './language-choice';
import { Link } from './router';
import { wholeNumberOf } from './whole-number';

/** The form's fields as typed: numbers as text, languages as ids joined by commas ('' for the company's). */
interface Draft {
  name: string;
  test: boolean;
  round_time_limit_minutes: string;
  languages: string;
  holes: number[] | null;
  expires_in_days: string;
  separate_attempts: boolean;
  /** '' for the company's setting. */
  questions: string;
}

/** A new assessment starts from the API's defaults: live, the company's settings, 30 days, shared attempts. */
const draftOf = (a?: Assessment): Draft => ({
  name: a?.name ?? '',
  test: a?.test ?? false,
  round_time_limit_minutes: a?.round_time_limit_minutes == null ? '' : String(a.round_time_limit_minutes),
  languages: (a?.languages ?? []).join(','),
  holes: a?.holes ?? null,
  expires_in_days: String(a?.expires_in_days ?? 30),
  separate_attempts: a?.separate_attempts ?? false,
  questions: a?.questions ?? '',
});

/** Every field, as POST and PATCH take them; what is not a number goes as typed, for the API to explain. */
const bodyOf = (d: Draft) => ({
  name: d.name,
  test: d.test,
  round_time_limit_minutes: wholeNumberOf(d.round_time_limit_minutes),
  languages: d.languages ? d.languages.split(',') : null,
  holes: d.holes,
  expires_in_days: wholeNumberOf(d.expires_in_days),
  separate_attempts: d.separate_attempts,
  questions: (d.questions || null) as Assessment['questions'],
});

/** The API's messages by field: an element's (`holes.2`) belongs beside its list. */
function fieldErrorsOf(problem: unknown): Record<string, string | undefined> {
  const errors: Record<string, string> = {};
  if (problem instanceof ApiProblem) for (const d of problem.details) errors[d.path.split('.')[0]] ??= d.message;
  return errors;
}

/** Creates an assessment, or edits `editing`: its name, kind and settings, each error beside its field. */
export function AssessmentForm({
  editing,
  course,
  languages,
  onSaved,
  onCancel,
}: {
  editing?: Assessment;
  course: HoleSummary[];
  languages: LanguageEntry[];
  onSaved: (saved: Assessment) => void;
  onCancel: () => void;
}) {
  const call = useCall();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() => draftOf(editing));
  const [problem, setProblem] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const errors = fieldErrorsOf(problem);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  // Editing starts at the name, wherever on the page its button was.
  useEffect(() => {
    if (editing) form.current?.querySelector('input')?.focus();
  }, []);

  async function save(e: Event) {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      onSaved(
        editing
          ? await call<Assessment>('PATCH', `/assessments/${editing.id}`, bodyOf(draft))
          : await call<Assessment>('POST', '/assessments', bodyOf(draft)),
      );
      if (!editing) setDraft(draftOf());
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="card assessment-form" ref={form} onSubmit={save} noValidate>
      <h3>{editing ? `Edit ${editing.name}` : 'New assessment'}</h3>
      <Field
        label="Assessment name"
        value={draft.name}
        onValue={set('name')}
        error={errors.name}
        autoComplete="off"
        hint="What Greenhouse shows recruiters as the test; unique among your assessments, up to 100 characters."
      />
      <KindChoice test={draft.test} onTest={set('test')} error={errors.test} />
      <Field
        label="Round time limit (minutes)"
        inputMode="numeric"
        value={draft.round_time_limit_minutes}
        onValue={set('round_time_limit_minutes')}
        error={errors.round_time_limit_minutes}
        spellcheck={false}
        hint={
          <>
            10 to 240 minutes from the round’s start. Empty: your company’s time limit applies (
            <Link href="/console/settings">Settings</Link>).
          </>
        }
      />
      <LanguageChoice
        listed={languages}
        value={draft.languages}
        onValue={set('languages')}
        error={errors.languages}
        hint="The languages a candidate may answer in. None checked: your company’s languages apply."
      />
      <HoleChoice course={course} value={draft.holes} onValue={set('holes')} error={errors.holes} />
      <div class="field">
        <label for={`${id}-questions`}>Questions offered</label>
        <select
          id={`${id}-questions`}
          value={draft.questions}
          onChange={(e) => set('questions')((e.target as HTMLSelectElement).value)}
          aria-invalid={errors.questions ? true : undefined}
          aria-describedby={`${id}-questions-hint`}
        >
          {QUESTIONS_OFFERED.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </select>
        <p class="hint" id={`${id}-questions-hint`}>
          Your own published questions beside the course’s holes (as “Holes” narrows them), instead of them, or not.
        </p>
        {errors.questions && <p class="field-error">{errors.questions}</p>}
      </div>
      <Field
        label="Days to start a sent test"
        inputMode="numeric"
        value={draft.expires_in_days}
        onValue={set('expires_in_days')}
        error={errors.expires_in_days}
        spellcheck={false}
        hint={
          'How long the link of a test Greenhouse sends can start a round, from the sending: 1 to 56 days. ' +
          'A test keeps the days it was sent with.'
        }
      />
      <SeparateAttempts
        checked={draft.separate_attempts}
        onChecked={set('separate_attempts')}
        error={errors.separate_attempts}
      />
      <p class="hint">A change applies to every round started after it, from tests already sent too.</p>
      <Alert>{problem !== undefined && describe(problem)}</Alert>
      <div class="actions">
        <button type="submit" disabled={busy}>
          {editing ? 'Save assessment' : 'Create assessment'}
        </button>
        {editing && (
          <button type="button" class="secondary" onClick={onCancel}>
            Cancel editing
          </button>
        )}
      </div>
    </form>
  );
}

function KindChoice({ test, onTest, error }: { test: boolean; onTest: (test: boolean) => void; error?: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend>Live or test</legend>
      <p class="hint" id={`${id}-hint`}>
        Live rounds are charged. Test rounds are never charged, and Greenhouse shows the assessment with “(test)” after
        its name.
      </p>
      <label class="choice">
        <input type="radio" name={id} checked={!test} onChange={() => onTest(false)} /> Live
      </label>
      <label class="choice">
        <input type="radio" name={id} checked={test} onChange={() => onTest(true)} /> Test
      </label>
      {error && <p class="field-error">{error}</p>}
    </fieldset>
  );
}

function SeparateAttempts({
  checked,
  onChecked,
  error,
}: {
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div class="field">
      <label class="choice">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChecked(e.currentTarget.checked)}
          aria-describedby={`${id}-hint`}
        />{' '}
        Separate attempts
      </label>
      <p class="hint" id={`${id}-hint`}>
        Checked: {SEPARATE_ATTEMPTS_WORDS} Unchecked: {SHARED_ATTEMPTS_WORDS}
      </p>
      {error && <p class="field-error">{error}</p>}
    </div>
  );
}
