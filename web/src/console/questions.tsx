import { useState } from 'preact/hooks';
import { describe } from '../shared/api';
import { Alert, formatTime } from '../shared/ui';
import type {
  CourseListing,
  ImportedQuestions,
  Question,
  QuestionExport,
  QuestionList,
  QuestionSummary,
  Role,
} from '../shared/api-types';
import { useCall, useLoad } from './client';
import { MANAGERS } from './roles';
import { Link, navigate } from './router';
import { saveFile } from './save-file';

export const QUESTIONS_PATH = '/console/questions';

/** Where a question stands, in words: its status, its published version, and its check. */
export function questionStatusInWords(q: Pick<QuestionSummary, 'status' | 'published' | 'check'>): string {
  if (q.status === 'retired') return 'Retired';
  const check = { running: 'being checked', passed: 'check passed', failed: 'check failed' }[q.check.status];
  if (!q.published) return `Draft, ${check}`;
  const version = `Published, version ${q.published.version}`;
  return q.published.changed_since ? `${version}; changed since, ${check}` : version;
}

/** The company's own questions: the list, and, for owners and admins, new ones, a copy of a course hole, export and import. */
export function Questions({ role }: { role: Role }) {
  const list = useLoad<QuestionList>('/questions');
  const manager = MANAGERS.includes(role);
  return (
    <>
      <p class="hint">
        Questions of your own, in the course’s format: each change is checked by running its programs, and a question is
        offered to candidates once published, as Settings’ “Questions offered” says.
      </p>
      {manager && (
        <p>
          <Link href={`${QUESTIONS_PATH}/new`}>New question</Link>
        </p>
      )}
      <Alert>{list.error}</Alert>
      {list.data &&
        (list.data.data.length === 0 ? (
          <p>No question yet.</p>
        ) : (
          <div class="table-wrap">
            <table>
              <caption class="visually-hidden">Your questions</caption>
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Id</th>
                  <th scope="col">Status</th>
                  <th scope="col">Changed</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((q) => (
                  <tr key={q.id}>
                    <td>
                      <Link href={`${QUESTIONS_PATH}/${q.id}`}>{q.title}</Link>
                    </td>
                    <td>{q.id}</td>
                    <td>{questionStatusInWords(q)}</td>
                    <td>{formatTime(q.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {manager && <FromCourse />}
      <Transfer manager={manager} onImported={list.reload} />
    </>
  );
}

/** A draft copied from a course hole: its statements and Python references, never its hidden cases. */
function FromCourse() {
  const call = useCall();
  const course = useLoad<CourseListing>('/course');
  const [hole, setHole] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function copy(e: Event) {
    e.preventDefault();
    setProblem('');
    setBusy(true);
    try {
      const copied = await call<Question>('POST', '/questions/from-course', { hole: Number(hole) });
      navigate(`${QUESTIONS_PATH}/${copied.id}`);
    } catch (err) {
      setProblem(describe(err));
      setBusy(false);
    }
  }

  return (
    <form class="card" onSubmit={copy} noValidate>
      <h2>Start from a course hole</h2>
      <div class="field">
        <label for="course-hole">Course hole</label>
        <select
          id="course-hole"
          value={hole}
          onChange={(e) => setHole((e.target as HTMLSelectElement).value)}
          aria-describedby="course-hole-hint"
        >
          <option value="">Pick a hole…</option>
          {course.data?.holes.map((h) => (
            <option key={h.id} value={String(h.id)}>
              {h.id}. {h.title}
            </option>
          ))}
        </select>
        <p class="hint" id="course-hole-hint">
          Its five statements and Python references are copied into a draft of yours; its hidden cases are not: add your
          own.
        </p>
      </div>
      <Alert>{problem || course.error}</Alert>
      <button type="submit" disabled={busy || !hole}>
        Copy the hole
      </button>
    </form>
  );
}

/** Every question in use as one file, and such a file saved back as drafts (a backup, or another account's). */
function Transfer({ manager, onImported }: { manager: boolean; onImported: () => void }) {
  const call = useCall();
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  async function exportAll() {
    setProblem('');
    setNotice('');
    try {
      const exported = await call<QuestionExport>('GET', '/questions/export');
      saveFile(new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' }), 'questions.json');
    } catch (err) {
      setProblem(describe(err));
    }
  }

  async function importFile(e: Event) {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    setProblem('');
    setNotice('');
    setBusy(true);
    try {
      let body: unknown;
      try {
        body = JSON.parse(await file.text());
      } catch {
        throw new Error('This file is not an export of questions: it is not JSON.');
      }
      const imported = await call<ImportedQuestions>('POST', '/questions/import', body);
      setNotice(`${imported.data.length} ${imported.data.length === 1 ? 'question' : 'questions'} imported as drafts.`);
      onImported();
    } catch (err) {
      setProblem(err instanceof Error && !('status' in err) ? err.message : describe(err));
    } finally {
      setBusy(false);
      input.value = '';
    }
  }

  return (
    <section class="card" aria-labelledby="transfer">
      <h2 id="transfer">Export and import</h2>
      <p>
        <button type="button" class="secondary" onClick={exportAll}>
          Export questions
        </button>
      </p>
      {manager && (
        <div class="field">
          <label for="import-file">Import questions</label>
          <input
            id="import-file"
            type="file"
            accept="application/json,.json"
            disabled={busy}
            onChange={importFile}
            aria-describedby="import-file-hint"
          />
          <p class="hint" id="import-file-hint">
            A file exported here, from this account or another: each question is saved as a draft and checked.
          </p>
        </div>
      )}
      <Alert kind="success">{notice}</Alert>
      <Alert>{problem}</Alert>
    </section>
  );
}
