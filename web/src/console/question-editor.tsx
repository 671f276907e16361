import { useEffect, useState } from 'preact/hooks';
import { ApiProblem, describe } from '../shared/api';
import { Statement } from '../shared/statement';
import { Alert, Field } from '../shared/ui';
import type { Question, QuestionCreate, Role } from '../shared/api-types';
import { useCall, useDocumentEnum, useLoad } from './client';
import { useLanguages } from './language-choice';
import { emptyVariation, errorsAt, savedVariation, VariationFields, type VariationBody } from './question-fields';
import { wholeNumberOf } from './whole-number';
import { questionStatusInWords, QUESTIONS_PATH } from './questions';
import { MANAGERS } from './roles';
import { Link, navigate } from './router';

/** How often a question being checked is read again. */
const CHECK_POLL_MS = 2_000;
/** Variations a question may have (the API's own rule). */
const MAX_VARIATIONS = 5;

const bodyOf = (q: Question): QuestionCreate => ({
  title: q.title,
  category: q.category,
  difficulty: q.difficulty,
  private: q.private,
  variations: q.variations,
});

const NEW_QUESTION: QuestionCreate = {
  title: '',
  category: 'arithmetic',
  difficulty: 3,
  private: false,
  variations: [emptyVariation()],
};

/** A question of the company's: read whole, and for owners and admins written, checked, published and retired. */
export function QuestionEditor({ id, role }: { id: string; role: Role }) {
  const isNew = id === 'new';
  const loaded = useLoad<Question>(isNew ? undefined : `/questions/${id}`);
  const question = loaded.data;

  // A check that runs is read again until it ends.
  useEffect(() => {
    if (question?.check.status !== 'running') return;
    const timer = setTimeout(loaded.reload, CHECK_POLL_MS);
    return () => clearTimeout(timer);
  }, [question]);

  if (!isNew && !question)
    return loaded.error ? <Alert>{loaded.error}</Alert> : <p role="status">Reading the question…</p>;
  return (
    <>
      {/* A read again that failed leaves the form, and what is typed in it, as it is. */}
      <Alert>{loaded.error}</Alert>
      <QuestionForm
        question={question}
        editable={MANAGERS.includes(role) && question?.status !== 'retired'}
        onSaved={(saved) => (isNew ? navigate(`${QUESTIONS_PATH}/${saved.id}`) : loaded.setData(saved))}
      />
    </>
  );
}

function QuestionForm(props: { question?: Question; editable: boolean; onSaved: (q: Question) => void }) {
  const { question, editable } = props;
  const call = useCall();
  const languages = useLanguages();
  const categories = useDocumentEnum('QuestionCreate', 'category');
  const [form, setForm] = useState<QuestionCreate>(question ? bodyOf(question) : NEW_QUESTION);
  // As typed: an emptied field stays empty, not 0.
  const [difficulty, setDifficulty] = useState(String(form.difficulty));
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const body = (): QuestionCreate => ({
    ...form,
    difficulty: wholeNumberOf(difficulty) as number,
    variations: form.variations.map(savedVariation),
  });
  // What is on screen is the question as saved: the check's problems name its fields, and Publish publishes it.
  const pristine = question !== undefined && JSON.stringify(body()) === JSON.stringify(bodyOf(question));
  const checkProblems = question?.check.status === 'failed' ? question.check.problems : [];
  const errors = errorsAt({
    ...(pristine ? Object.fromEntries(checkProblems.map((p) => [p.path, p.message])) : {}),
    ...refused,
  });
  const set = (change: Partial<QuestionCreate>) => setForm({ ...form, ...change });
  /** A variation or case added or removed: what was said of the fields by their place no longer fits. */
  const reshape = (change: Partial<QuestionCreate>) => {
    setRefused({});
    set(change);
  };
  const setVariation = (i: number, v: VariationBody) =>
    set({ variations: form.variations.map((w, j) => (j === i ? v : w)) });

  async function act(what: () => Promise<Question>, done: string) {
    setBusy(true);
    setProblem('');
    setNotice('');
    try {
      const saved = await what();
      setRefused({});
      setNotice(done);
      // As the API keeps it (a title trimmed, blank hints left out): the form is the saved question again.
      setForm(bodyOf(saved));
      setDifficulty(String(saved.difficulty));
      props.onSaved(saved);
    } catch (err) {
      setRefused(err instanceof ApiProblem ? err.fieldErrors : {});
      setProblem(describe(err));
    } finally {
      setBusy(false);
    }
  }

  const save = (e: Event) => {
    e.preventDefault();
    void act(
      () =>
        question
          ? call<Question>('PATCH', `/questions/${question.id}`, body())
          : call<Question>('POST', '/questions', body()),
      'Saved. Its programs are being checked.',
    );
  };
  const publish = () =>
    act(
      () => call<Question>('POST', `/questions/${question!.id}/publish`),
      'Published: rounds started from now on offer it.',
    );
  const retire = () => {
    if (!confirm(`Retire the question ${question!.title}? Rounds no longer offer it; those played on it keep it.`))
      return;
    void act(() => call<Question>('DELETE', `/questions/${question!.id}`), 'Retired.');
  };

  const publishable =
    pristine &&
    question.status !== 'retired' &&
    question.check.status === 'passed' &&
    (!question.published || question.published.changed_since);

  return (
    <>
      <p>
        <Link href={QUESTIONS_PATH}>All questions</Link>
      </p>
      {question && (
        <p role="status" class="question-status">
          Question {question.id}: {questionStatusInWords(question)}.
        </p>
      )}
      {checkProblems.length > 0 && (
        <Alert>
          The check found what keeps this question from being played:
          <ul>
            {checkProblems.map((p) => (
              <li key={`${p.path}:${p.message}`}>
                {p.path ? `${p.path}: ` : ''}
                {p.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <form class="question-form" onSubmit={save} noValidate>
        <Field
          label="Title"
          value={form.title}
          onValue={(title) => set({ title })}
          error={errors('title')}
          disabled={!editable}
        />
        <div class="field">
          <label for="question-category">Category</label>
          <select
            id="question-category"
            value={form.category}
            disabled={!editable}
            onChange={(e) => set({ category: (e.target as HTMLSelectElement).value as QuestionCreate['category'] })}
          >
            {(categories.length ? categories : [form.category]).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <Field
          label="Difficulty (1 to 10)"
          inputMode="numeric"
          value={difficulty}
          onValue={setDifficulty}
          error={errors('difficulty')}
          disabled={!editable}
        />
        <div class="field">
          <label class="choice">
            <input
              type="checkbox"
              checked={Boolean(form.private)}
              disabled={!editable}
              onChange={(e) => set({ private: (e.target as HTMLInputElement).checked })}
            />{' '}
            Private
          </label>
          <p class="hint">Never sent to a language model: the rule-based evaluators alone score it.</p>
        </div>
        {form.variations.map((v, i) => (
          <VariationFields
            key={i}
            index={i}
            variation={v}
            languages={languages}
            onVariation={(w) => setVariation(i, w)}
            onRemove={
              editable && form.variations.length > 1
                ? () => reshape({ variations: form.variations.filter((_, j) => j !== i) })
                : undefined
            }
            errors={errors}
            disabled={!editable}
          />
        ))}
        <Alert kind="success">{notice}</Alert>
        <Alert>{problem}</Alert>
        {editable && (
          <div class="actions">
            {form.variations.length < MAX_VARIATIONS && (
              <button
                type="button"
                class="secondary"
                onClick={() => reshape({ variations: [...form.variations, emptyVariation()] })}
              >
                Add a variation
              </button>
            )}
            <button type="submit" disabled={busy}>
              Save question
            </button>
            {question && (
              <button type="button" disabled={busy || !publishable} onClick={publish}>
                Publish
              </button>
            )}
            {question && (
              <button type="button" class="secondary danger" disabled={busy} onClick={retire}>
                Retire
              </button>
            )}
          </div>
        )}
      </form>
      <details class="preview">
        <summary>Preview as a candidate reads it</summary>
        {form.variations.map((v, i) => (
          <article key={i} class="card" aria-label={`Preview of variation ${i + 1}`}>
            <h2>{form.title || 'Untitled'}</h2>
            <p class="muted">
              {form.category} · difficulty {form.difficulty}/10 · variation {i + 1} (a round draws one)
            </p>
            <Statement entry={{ description: v.description, human: v.human, hints: v.hints }} />
          </article>
        ))}
      </details>
    </>
  );
}
