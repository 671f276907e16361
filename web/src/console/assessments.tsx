import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { describe } from '../shared/api';
import { Alert } from '../shared/ui';
import type { Assessment, AssessmentList, HoleSummary, LanguageEntry } from '../shared/api-types';
import { AssessmentForm } from './assessment-form';
import { assessmentFacts } from './assessment-words';
import { useCall } from './client';

interface Known {
  course: HoleSummary[];
  languages: LanguageEntry[];
}

/** What Greenhouse lists as the company's tests: create one, and edit or delete each, its settings in words. */
export function Assessments({
  list,
  error,
  onChanged,
  ...known
}: Known & { list?: AssessmentList; error: string; onChanged: () => void }) {
  const [editing, setEditing] = useState<Assessment>();
  const [notice, setNotice] = useState('');
  const done = (message: string) => {
    setEditing(undefined);
    setNotice(message);
    onChanged();
  };

  return (
    <section aria-labelledby="assessments">
      <h2 id="assessments">Assessments</h2>
      <p class="hint">
        Greenhouse lists these as your tests. A test a recruiter sends from one e-mails the candidate a link to a round
        on its terms.
      </p>
      <AssessmentForm
        key={editing?.id ?? 'new'}
        editing={editing}
        {...known}
        onSaved={(a) => done(editing ? `The assessment ${a.name} is saved.` : `The assessment ${a.name} is created.`)}
        onCancel={() => setEditing(undefined)}
      />
      <Alert kind="success">{notice}</Alert>
      <Alert>{error}</Alert>
      {list &&
        (list.data.length === 0 ? (
          <p>No assessment yet: Greenhouse lists no test until you create one.</p>
        ) : (
          <ul class="card-grid">
            {list.data.map((a) => (
              <AssessmentCard
                key={a.id}
                assessment={a}
                known={known}
                onEdit={() => {
                  setNotice('');
                  setEditing(a);
                }}
                onDeleted={() => done(`The assessment ${a.name} is deleted.`)}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}

function AssessmentCard(props: { assessment: Assessment; known: Known; onEdit: () => void; onDeleted: () => void }) {
  const { assessment: a } = props;
  const call = useCall();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (
      !confirm(`Delete the assessment ${a.name}? Greenhouse no longer lists it; tests already sent from it still work.`)
    )
      return;
    setBusy(true);
    setProblem('');
    try {
      await call('DELETE', `/assessments/${a.id}`);
      props.onDeleted();
    } catch (err) {
      setProblem(describe(err));
      setBusy(false);
    }
  }

  return (
    <li class="card">
      <h3>{a.name}</h3>
      <dl class="facts">
        {assessmentFacts(a, props.known).map(([term, words]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{words}</dd>
          </Fragment>
        ))}
      </dl>
      <Alert>{problem}</Alert>
      <div class="actions">
        <button type="button" class="secondary" disabled={busy} onClick={props.onEdit}>
          Edit<span class="visually-hidden"> {a.name}</span>
        </button>
        <button type="button" class="secondary danger" disabled={busy} onClick={remove}>
          Delete<span class="visually-hidden"> {a.name}</span>
        </button>
      </div>
    </li>
  );
}
