import { useEffect, useState } from 'preact/hooks';
import { Alert, formatTime } from '../shared/ui';
import type { Submission, SubmissionList } from '../shared/api-types';
import { useLoad } from './client';
import { COMPARE_MAX, COMPARE_MIN, compareUrl } from './compare';
import { ExportCsv } from './export-csv';
import { HoleMarks } from './hole-marks';
import { ListFilters } from './list-filters';
import {
  apiQueryOf,
  exportQueryOf,
  isFiltered,
  SORTABLE,
  sortedBy,
  urlOf,
  viewOf,
  type Column,
  type ListView,
} from './list-view';
import { Pager } from './pager';
import { Link, navigate } from './router';
import { HighestSimilarity } from './similarity';
import { overallOf, STATUS_WORDS } from './words';

const PER_PAGE = 20;

/**
 * The playback list: sorted by a column header, searched by name or e-mail, filtered by status, live
 * or test and the day it started, a page at a time; the URL keeps the whole view. Rows ticked (on
 * any page) are compared side by side.
 */
export function Submissions({ url }: { url: URL }) {
  const view = viewOf(url);
  const list = useLoad<SubmissionList>(`/playback?${apiQueryOf(view, PER_PAGE)}`);
  const [text, setText] = useState(view.search);
  useEffect(() => setText(view.search), [view.search]);
  const [selected, setSelected] = useState<Submission[]>([]);

  const go = (next: ListView) => navigate(urlOf(next));
  const toggle = (s: Submission, on: boolean) =>
    setSelected((now) => (on ? [...now.filter((x) => x.id !== s.id), s] : now.filter((x) => x.id !== s.id)));
  const filtered = isFiltered(view);

  return (
    <>
      <form
        role="search"
        class="search-form"
        onSubmit={(e) => {
          e.preventDefault();
          go({ ...view, search: text.trim(), page: 1 });
        }}
      >
        <label for="search">Search</label>
        <input
          id="search"
          type="search"
          value={text}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
          aria-describedby="search-hint"
        />
        <button type="submit">Find</button>
        {view.search && (
          <button type="button" class="secondary" onClick={() => go({ ...view, search: '', page: 1 })}>
            Show all
          </button>
        )}
        <p class="hint" id="search-hint">
          Part of a candidate's name or e-mail address, in any case.
        </p>
      </form>
      <ListFilters view={view} onChange={go} />
      <ExportCsv query={exportQueryOf(view)} />
      <CompareBar selected={selected} onClear={() => setSelected([])} />
      <Alert>{list.error}</Alert>
      {list.data && (
        <>
          {list.data.data.length > 0 ? (
            <>
              <div class="table-wrap">
                <table class="submissions">
                  <caption class="visually-hidden">
                    Submissions, sorted by {SORTABLE[view.column].label},{' '}
                    {view.order === 'asc' ? 'ascending' : 'descending'}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <span class="visually-hidden">Compare</span>
                      </th>
                      <SortHeader column="name" view={view} onSort={go} />
                      <th scope="col">Status</th>
                      <SortHeader column="overall" view={view} onSort={go} />
                      <th scope="col">Holes</th>
                      <th scope="col">Similarity</th>
                      <th scope="col">Kind</th>
                      <SortHeader column="started" view={view} onSort={go} />
                      <SortHeader column="submitted" view={view} onSort={go} />
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.data.map((s) => (
                      <tr key={s.id}>
                        <td>
                          <input
                            type="checkbox"
                            aria-label={`Compare ${s.name}`}
                            checked={selected.some((x) => x.id === s.id)}
                            onChange={(e) => toggle(s, (e.target as HTMLInputElement).checked)}
                          />
                        </td>
                        <td>
                          <Link href={`/console/submissions/${s.id}`}>{s.name}</Link>
                          <div class="muted small address">{s.email}</div>
                        </td>
                        <td>{STATUS_WORDS[s.status]}</td>
                        <td>{overallOf(s.scorecard?.summary) ?? '—'}</td>
                        <td>
                          <HoleMarks submission={s} />
                        </td>
                        <td>
                          <HighestSimilarity score={s.similarity_highest} />
                        </td>
                        <td>{s.test ? 'Test' : `Live, attempt ${s.attempt}`}</td>
                        <td>{formatTime(s.created_at)}</td>
                        <td>{formatTime(s.submitted_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p class="hint">
                Holes: ✓ correct (every hidden case passed), ✗ not correct, – not scored (no program ran, or not yet
                analyzed), ? not recorded (analyzed before the counts were kept). Similarity: the highest score (0 to
                100) of the submission's programs against another submission's on the same question, at your company or
                another; 80 or more is likely copied, 30 to 79 some shared code. The submission's page says which.
              </p>
            </>
          ) : (
            <p>
              {view.search || filtered
                ? `No submission matches${view.search ? ` “${view.search}”` : ''}${filtered ? ' these filters' : ''}.`
                : 'No submissions yet: they appear here as soon as a candidate starts a round.'}
            </p>
          )}
          <Pager
            meta={list.data.meta.page}
            capped={list.data.meta['total-capped']}
            noun="submissions"
            onPage={(page) => go({ ...view, page })}
          />
        </>
      )}
    </>
  );
}

/** A column header that sorts: a button named as the column, its order told by aria-sort on the header. */
function SortHeader({ column, view, onSort }: { column: Column; view: ListView; onSort: (view: ListView) => void }) {
  const current = view.column === column;
  const ascending = view.order === 'asc';
  return (
    <th scope="col" aria-sort={current ? (ascending ? 'ascending' : 'descending') : undefined}>
      <button type="button" class="sort-button" onClick={() => onSort(sortedBy(view, column))}>
        {SORTABLE[column].label}
        <span aria-hidden="true" class="sort-arrow">
          {current ? (ascending ? ' ▲' : ' ▼') : ' ↕'}
        </span>
      </button>
    </th>
  );
}

/** How many rows are ticked, and the way to compare them: 2 to 5. */
function CompareBar({ selected, onClear }: { selected: Submission[]; onClear: () => void }) {
  const n = selected.length;
  const ready = n >= COMPARE_MIN && n <= COMPARE_MAX;
  return (
    <div class="compare-bar actions">
      <button
        type="button"
        disabled={!ready}
        aria-describedby="compare-hint"
        onClick={() => navigate(compareUrl(selected.map((s) => s.id)))}
      >
        Compare
      </button>
      <span id="compare-hint" role="status">
        {n === 0
          ? `Tick ${COMPARE_MIN} to ${COMPARE_MAX} submissions to compare them side by side.`
          : tickedWords(selected)}
      </span>
      {n > 0 && (
        <button type="button" class="secondary" onClick={onClear}>
          Clear ticks
        </button>
      )}
    </div>
  );
}

function tickedWords(selected: Submission[]): string {
  const n = selected.length;
  const limit = n < COMPARE_MIN ? `: tick at least ${COMPARE_MIN}` : n > COMPARE_MAX ? `: at most ${COMPARE_MAX}` : '';
  return `${n} ticked${limit} (${selected.map((s) => s.name).join(', ')}).`;
}
