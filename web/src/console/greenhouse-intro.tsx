import type { GreenhouseReportList } from '../shared/api-types';
import { useLoad } from './client';

/** Where the partner paths live under the service's address. */
const PARTNER_PREFIX = '/v1/integrations/greenhouse';

/** The four calls Greenhouse makes, as its partner set-up names them, and what each is for. */
const PARTNER_CALLS: Array<{ call: string; what: string }> = [
  { call: 'list_tests', what: 'lists your assessments (below) as the tests a recruiter may send' },
  { call: 'send_test', what: 'sends a candidate a test: an e-mail with a link to a round on its assessment’s terms' },
  { call: 'test_status', what: 'tells where the round is, and once scored its score and a link to its report' },
  { call: 'response_error', what: 'is where Greenhouse reports an answer of ours it could not read (at the bottom)' },
];

/**
 * The service's public address (PUBLIC_BASE_URL), read from the absolute links of a list the API
 * pages: nothing else answers it, and the browser's own origin may be another (a proxy's).
 */
function usePublicBaseUrl(): string | undefined {
  const list = useLoad<GreenhouseReportList>('/integrations/greenhouse/errors?per_page=1');
  if (list.error) return location.origin;
  const first = list.data?.links.first;
  return first && first.slice(0, first.indexOf(PARTNER_PREFIX));
}

/** What to give Greenhouse: the four addresses and a key. */
export function GreenhouseIntro() {
  const base = usePublicBaseUrl();
  return (
    <section class="card" aria-labelledby="connect-greenhouse">
      <h2 id="connect-greenhouse">Connect Greenhouse</h2>
      <p>
        Greenhouse sends your assessments to its candidates through its Assessment Partner API. In Greenhouse’s partner
        set-up, give it these four addresses and a Greenhouse key (below); Greenhouse calls them with the key as the
        user name of HTTP Basic and an empty password.
      </p>
      {base === undefined ? (
        <p role="status">Reading the addresses…</p>
      ) : (
        <dl class="partner-calls">
          {PARTNER_CALLS.map(({ call, what }) => (
            <div key={call}>
              <dt>
                <code>{call}</code> <span class="muted small">{what}</span>
              </dt>
              <dd>
                <code>{`${base}${PARTNER_PREFIX}/${call}`}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p class="hint">
        When a round is scored, Greenhouse is told at once (a PATCH to the address it sent the test with) and reads the
        score from test_status. Greenhouse shows a test assessment with “(test)” after its name.
      </p>
    </section>
  );
}
