import { useEffect, useState } from 'preact/hooks';
import { Alert, formatTime } from '../shared/ui';
import type { SubmissionList } from '../shared/api-types';
import { useLoad } from './client';
import { Pager } from './pager';
import { Link, navigate } from './router';
import { HighestSimilarity } from './similarity';
import { overallOf, STATUS_WORDS } from './words';

const PER_PAGE = 20;

/** The playback list: newest first, searched by name or e-mail, a page at a time; the URL keeps both. */
export function Submissions({ url }: { url: URL }) {
  const search = url.searchParams.get('search') ?? '';
  const page = url.searchParams.get('page') ?? '1';
  const query = new URLSearchParams({ page, per_page: String(PER_PAGE) });
  if (search) query.set('search', search);
  const list = useLoad<SubmissionList>(`/playback?${query}`);
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);

  const go = (s: string, p: number) => {
    const q = new URLSearchParams();
    if (s) q.set('search', s);
    if (p > 1) q.set('page', String(p));
    const tail = q.toString();
    navigate(`/console/submissions${tail ? `?${tail}` : ''}`);
  };

  return (
    <>
      <form
        role="search"
        class="search-form"
        onSubmit={(e) => {
          e.preventDefault();
          go(text.trim(), 1);
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
        {search && (
          <button type="button" class="secondary" onClick={() => go('', 1)}>
            Show all
          </button>
        )}
        <p class="hint" id="search-hint">
          Part of a candidate's name or e-mail address, in any case.
        </p>
      </form>
      <Alert>{list.error}</Alert>
      {list.data && (
        <>
          {list.data.data.length > 0 ? (
            <>
              <div class="table-wrap">
                <table>
                  <caption class="visually-hidden">Submissions, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Candidate</th>
                      <th scope="col">Status</th>
                      <th scope="col">Overall</th>
                      <th scope="col">Similarity</th>
                      <th scope="col">Kind</th>
                      <th scope="col">Started</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.data.map((s) => (
                      <tr key={s.id}>
                        <td>
                          <Link href={`/console/submissions/${s.id}`}>{s.name}</Link>
                          <div class="muted small">{s.email}</div>
                        </td>
                        <td>{STATUS_WORDS[s.status]}</td>
                        <td>{overallOf(s.scorecard?.summary) ?? '—'}</td>
                        <td>
                          <HighestSimilarity score={s.similarity_highest} />
                        </td>
                        <td>{s.test ? 'Test' : `Live, attempt ${s.attempt}`}</td>
                        <td>{formatTime(s.created_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p class="hint">
                Similarity: the highest score (0 to 100) of the submission's programs against another submission's on
                the same question, at your company or another; 80 or more is likely copied, 30 to 79 some shared code.
                The submission's page says which.
              </p>
            </>
          ) : (
            <p>
              {search
                ? `No submission matches “${search}”.`
                : 'No submissions yet: they appear here as soon as a candidate starts a round.'}
            </p>
          )}
          <Pager
            meta={list.data.meta.page}
            capped={list.data.meta['total-capped']}
            noun="submissions"
            onPage={(p) => go(search, p)}
          />
        </>
      )}
    </>
  );
}
