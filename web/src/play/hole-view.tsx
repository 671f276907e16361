import { useId, useState } from 'preact/hooks';
import { api, ApiProblem, describe } from '../shared/api';
import { Statement } from '../shared/statement';
import { Alert } from '../shared/ui';
import type { CourseEntry, ExampleRun, OwnInputRun } from '../shared/api-types';
import { CodeEditor } from './editor';
import { RunResult, type ShownRun } from './run-result';
import type { Draft } from './session';
import { labelOf, languageOf, pickLanguage, runs, useLanguages } from './languages';

/** One hole: the question as this candidate received it, the language, the solution, and its runs. */
export function HoleView(props: {
  roundId: string;
  token: string;
  entry: CourseEntry;
  draft: Draft;
  savedDraft?: Draft;
  editable: boolean;
  onDraft: (draft: Draft) => void;
  onSaved: (draft: Draft) => void;
  /** The round token was refused (401): the round cannot go on. */
  onTokenLost: () => void;
  /** The languages the company allows in this round, in its order; absent: every language. */
  allowed?: string[];
}) {
  const { entry, draft } = props;
  const ids = useId();
  const [run, setRun] = useState<ShownRun>();
  const [ownInput, setOwnInput] = useState('');
  const [ownInputError, setOwnInputError] = useState<string>();
  const [message, setMessage] = useState<{ kind: 'error' | 'success' | 'info'; text: string }>();
  const [busy, setBusy] = useState(false);
  const listed = useLanguages();
  const languages = props.allowed ? props.allowed.map((id) => languageOf(listed, id)) : listed;
  const language = languageOf(languages, draft.language);
  const runnable = runs(language);
  // A draft in a language the list lacks (restored while the list could not be had) stays its own choice.
  const offered = languages.some((l) => l.id === language.id) ? languages : [...languages, language];
  const path = `/rounds/${props.roundId}/shots/${entry.id}`;
  const unsaved =
    !props.savedDraft || props.savedDraft.code !== draft.code || props.savedDraft.language !== draft.language;

  async function act(kind: 'run' | 'run-with-input' | 'save') {
    setBusy(true);
    setMessage(undefined);
    setOwnInputError(undefined);
    if (kind !== 'save') setRun(undefined);
    try {
      if (kind === 'run') {
        const { data } = await api<ExampleRun>('POST', `${path}/run`, { body: draft, token: props.token });
        setRun({ on: 'example', run: data });
      } else if (kind === 'run-with-input') {
        const body = { ...draft, input: ownInput };
        const { data } = await api<OwnInputRun>('POST', `${path}/run-with-input`, { body, token: props.token });
        setRun({ on: 'own-input', run: data });
      } else {
        await api('PUT', path, { body: draft, token: props.token });
        props.onSaved(draft);
        setMessage({ kind: 'success', text: 'Saved.' });
      }
    } catch (err) {
      if (err instanceof ApiProblem && err.status === 401) return props.onTokenLost();
      if (err instanceof ApiProblem) setOwnInputError(err.fieldErrors.input);
      setMessage({ kind: 'error', text: describe(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article class="hole" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{entry.title}</h2>
      <p class="muted">
        {entry.category} · difficulty {entry.difficulty}/10
      </p>
      <Statement entry={entry} />

      <h3>Your answer</h3>
      <div class="field">
        <label for={`${ids}-language`}>Language</label>
        <select
          id={`${ids}-language`}
          value={draft.language}
          disabled={!props.editable}
          aria-describedby={language.notes ? `${ids}-language-notes` : undefined}
          onChange={(e) => props.onDraft(pickLanguage(languages, draft, e.currentTarget.value))}
        >
          {offered.map((l) => (
            <option key={l.id} value={l.id}>
              {labelOf(l)}
            </option>
          ))}
        </select>
        {language.notes && (
          <p class="hint" id={`${ids}-language-notes`}>
            {language.notes}
          </p>
        )}
      </div>
      <div class="field">
        {runnable ? (
          <>
            <span class="label" id={`${ids}-solution`} aria-hidden="true">
              Solution
            </span>
            <CodeEditor
              language={draft.language}
              value={draft.code}
              describedBy={`${ids}-solution-hint`}
              onChange={(code) => props.onDraft({ ...draft, code })}
            />
            <p class="hint" id={`${ids}-solution-hint`}>
              Read the input from standard input and print the answer. Tab indents; your text is kept in this browser
              until you save.
            </p>
          </>
        ) : (
          <>
            <label for={`${ids}-answer`}>Solution</label>
            <textarea
              id={`${ids}-answer`}
              value={draft.code}
              readOnly={!props.editable}
              onInput={(e) => props.onDraft({ ...draft, code: e.currentTarget.value })}
            />
            <p class="hint">
              Explain your method and state the results; plain-language and math answers are read, not run.
            </p>
          </>
        )}
      </div>
      {props.editable && runnable && <OwnInputField value={ownInput} onValue={setOwnInput} error={ownInputError} />}
      {props.editable && (
        <div class="actions">
          {runnable && (
            <>
              <button type="button" class="secondary" disabled={busy || !draft.code.trim()} onClick={() => act('run')}>
                Run example
              </button>
              <button
                type="button"
                class="secondary"
                disabled={busy || !draft.code.trim()}
                onClick={() => act('run-with-input')}
              >
                Run with my input
              </button>
            </>
          )}
          <button type="button" disabled={busy || !draft.code.trim()} onClick={() => act('save')}>
            Save
          </button>
          <span class="muted" aria-live="polite">
            {busy ? 'Working…' : unsaved ? 'Not saved yet' : 'All changes saved'}
          </span>
        </div>
      )}
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      {run && <RunResult shown={run} expected={entry.human?.examples.output} />}
    </article>
  );
}

/** What the program reads on standard input for "Run with my input": the candidate's own, compared with nothing. */
function OwnInputField(props: { value: string; onValue: (value: string) => void; error?: string }) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>Your input</label>
      <textarea
        id={id}
        class="own-input"
        value={props.value}
        spellcheck={false}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
        onInput={(e) => props.onValue(e.currentTarget.value)}
      />
      <p class="hint" id={`${id}-hint`}>
        What your program reads on standard input when you press Run with my input (at most 16,384 characters). Its
        output is shown, not checked; each run counts against the same hourly runs as Run example.
      </p>
      {props.error && (
        <p class="field-error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}
