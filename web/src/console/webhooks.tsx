import { useEffect, useRef, useState } from 'preact/hooks';
import { describe } from '../shared/api';
import { Alert, formatTime } from '../shared/ui';
import type { WebhookDelivery, WebhookDeliveryList } from '../shared/api-types';
import { useCall, useLoad } from './client';
import { Pager } from './pager';
import { Link } from './router';

const KIND_WORDS: Record<WebhookDelivery['kind'], string> = {
  result: 'Result',
  test: 'Test webhook',
  redelivery: 'Redelivery',
};
const STATUS_WORDS: Record<WebhookDelivery['status'], string> = {
  pending: 'Pending: retrying',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Skipped: no webhook URL',
};

/**
 * While a delivery is pending, read the log again after 2 s, then less and less often (up to a
 * minute apart): retries can go on for hours, and each read spends the console's request budget.
 */
function usePolling(active: boolean, data: unknown, reload: () => void): () => void {
  const polls = useRef(0);
  useEffect(() => {
    if (!active) {
      polls.current = 0;
      return;
    }
    const timer = setTimeout(reload, Math.min(60_000, 2000 * 2 ** polls.current++));
    return () => clearTimeout(timer);
  }, [active, data]);
  return () => {
    polls.current = 0;
  };
}

/** "Test webhook", and the delivery log: each delivery with every attempt, and "Redeliver". */
export function Webhooks() {
  const call = useCall();
  const [page, setPage] = useState(1);
  const log = useLoad<WebhookDeliveryList>(`/webhook/deliveries?page=${page}&per_page=20`);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const pending = log.data?.data.some((d) => d.status === 'pending');
  const followAgain = usePolling(Boolean(pending), log.data, log.reload);

  async function act(path: string, done: string) {
    setBusy(true);
    setNotice('');
    setProblem('');
    try {
      await call('POST', path);
      setNotice(done);
      setPage(1);
      followAgain();
      log.reload();
    } catch (err) {
      setProblem(describe(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <section class="card">
        <h2>Try the webhook</h2>
        <p>
          Sends a sample result marked <code>test: 1</code> to the webhook URL of your{' '}
          <Link href="/console/settings">settings</Link>, signed with your secret, through the same path as real
          results.
        </p>
        <div class="actions">
          <button
            type="button"
            disabled={busy}
            onClick={() => act('/webhook/test', 'The test webhook is on its way; its delivery is in the log below.')}
          >
            Test webhook
          </button>
          <button type="button" class="secondary" onClick={log.reload}>
            Refresh the log
          </button>
        </div>
        <Alert>{problem}</Alert>
        <Alert kind="success">{notice}</Alert>
      </section>

      <h2>Delivery log</h2>
      {pending && (
        <p class="hint">A pending delivery is retried with growing pauses, up to 10 times; this log follows it.</p>
      )}
      <Alert>{log.error}</Alert>
      {log.data && (
        <>
          {log.data.data.length === 0 && <p>No deliveries yet: results and test webhooks appear here.</p>}
          <ol class="deliveries">
            {log.data.data.map((d) => (
              <li key={d.id} class="card delivery">
                <h3>
                  {KIND_WORDS[d.kind]} · {STATUS_WORDS[d.status]}
                </h3>
                <p class="muted small">
                  Delivery <code>{d.id}</code>, created {formatTime(d.created_at)}
                  {d.submission_id && (
                    <>
                      {' '}
                      for <Link href={`/console/submissions/${d.submission_id}`}>a submission</Link>
                    </>
                  )}
                  {d.test ? ', test payload' : ''}
                </p>
                {d.reason && <p>{d.reason}</p>}
                {d.attempts.length > 0 ? (
                  <div class="table-wrap">
                    <table>
                      <caption class="visually-hidden">Attempts of delivery {d.id}</caption>
                      <thead>
                        <tr>
                          <th scope="col">Attempt</th>
                          <th scope="col">Answer</th>
                          <th scope="col">Took</th>
                          <th scope="col">When</th>
                        </tr>
                      </thead>
                      <tbody>
                        {d.attempts.map((a) => (
                          <tr key={a.number}>
                            <td>{a.number}</td>
                            <td>
                              {a.status_code ? `HTTP ${a.status_code}` : ''}
                              {a.error ? `${a.status_code ? ': ' : ''}${a.error}` : ''}
                            </td>
                            <td>{a.duration_ms} ms</td>
                            <td>{formatTime(a.started_at)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ) : (
                  <p>No attempt yet.</p>
                )}
                <div class="actions">
                  <button
                    type="button"
                    class="secondary"
                    disabled={busy}
                    aria-describedby={`delivery-${d.id}`}
                    onClick={() =>
                      act(`/webhook/deliveries/${d.id}/redeliver`, 'Redelivery started; it is at the top of the log.')
                    }
                  >
                    Redeliver
                  </button>
                  <span id={`delivery-${d.id}`} class="visually-hidden">
                    {KIND_WORDS[d.kind]} of {formatTime(d.created_at)}
                  </span>
                </div>
              </li>
            ))}
          </ol>
          <Pager meta={log.data.meta.page} noun="deliveries" onPage={setPage} />
        </>
      )}
    </>
  );
}
