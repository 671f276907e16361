import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { Alert, formatTime } from '../shared/ui';
import type { GreenhouseReport, GreenhouseReportList } from '../shared/api-types';
import { useLoad } from './client';
import { Pager } from './pager';

/** What a report names of the test it is about: each as Greenhouse sent it, when it did. */
function reportSubject(r: GreenhouseReport): Array<[string, string, boolean]> {
  const named: Array<[string, string | undefined, boolean]> = [
    ['Test', r.partner_test_name, false],
    ['Test id', r.partner_test_id, true],
    ['Sent test id', r.partner_interview_id, true],
  ];
  return named.filter((entry): entry is [string, string, boolean] => entry[1] !== undefined);
}

/** What Greenhouse reported it could not read in our answers (response_error), newest first and paged. */
export function GreenhouseReports() {
  const [page, setPage] = useState(1);
  const list = useLoad<GreenhouseReportList>(`/integrations/greenhouse/errors?page=${page}&per_page=20`);
  return (
    <section aria-labelledby="greenhouse-reports">
      <h2 id="greenhouse-reports">Reports from Greenhouse</h2>
      <p class="hint">
        When an answer of ours to list_tests, send_test or test_status does not pass Greenhouse’s checks, Greenhouse
        reports it to response_error, with the call and what was wrong; each report is kept here.
      </p>
      <Alert>{list.error}</Alert>
      {list.data && (
        <>
          {list.data.data.length === 0 && (
            <p>No report from Greenhouse: it has found nothing wrong in our answers so far.</p>
          )}
          <ul class="card-grid">
            {list.data.data.map((r) => (
              <li key={r.id} class="card">
                <h3>
                  <code>{r.api_call}</code>, {formatTime(r.received_at)}
                </h3>
                {r.errors.length > 0 ? (
                  <ul>
                    {r.errors.map((error, i) => (
                      <li key={i}>{error}</li>
                    ))}
                  </ul>
                ) : (
                  <p>Greenhouse named no error.</p>
                )}
                <dl class="facts">
                  {reportSubject(r).map(([term, value, isId]) => (
                    <Fragment key={term}>
                      <dt>{term}</dt>
                      <dd>{isId ? <code>{value}</code> : value}</dd>
                    </Fragment>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <Pager meta={list.data.meta.page} noun="reports" onPage={setPage} />
        </>
      )}
    </section>
  );
}
