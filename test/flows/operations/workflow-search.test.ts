import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { paths } from '../../../scripts/local-state';
import { findTemporalCli } from '../../../scripts/services/temporal';
import { bearer, login, newCompany } from '../../support/companies';
import { candidateEmail, submitRound, workflowDone } from '../../support/rounds';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';
import { emailWorkflowId, invitationsWorkflowId, submissionWorkflowId } from '../../../workflow-contract/workflow-ids';

const exec = promisify(execFile);

/**
 * The operator's view (docs/operations.md, "Operating the workflows"): every run carries its search
 * attributes, and the Temporal CLI finds runs by them.
 */
describe('finding runs by search attribute with `temporal workflow list --query`', function () {
  this.timeout(120_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ env: { INVITE_BATCH_DELAY_MS: '0' } });
    await stack.startWorker();
  });
  after(() => stack.close());

  /** The workflow ids the CLI lists for a query, waiting (bounded) for visibility to catch up with `expected`. */
  async function listed(query: string, expected: string[]): Promise<string[]> {
    const cli = findTemporalCli({ cliPath: process.env.TEMPORAL_CLI_PATH, toolsDir: paths.tools });
    assert.ok(cli, 'the Temporal CLI is installed (npm run setup)');
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { stdout } = await exec(cli, [
        'workflow',
        'list',
        '--address',
        testServices().temporal.address,
        '--namespace',
        stack.config.temporal.namespace,
        '--query',
        query,
        '--output',
        'json',
      ]);
      const ids: string[] = (JSON.parse(stdout || '[]') as Array<{ execution: { workflowId: string } }>).map(
        (r) => r.execution.workflowId,
      );
      if (expected.every((id) => ids.includes(id)) || Date.now() > deadline) return ids;
      await new Promise((r) => setTimeout(r, 200)); // visibility is eventually consistent: nothing to await
    }
  }

  it("finds a submission's workflow by SubmissionId, CandidateEmail and CompanyId", async () => {
    const company = await newCompany(stack);
    const email = candidateEmail().replace('candidate', 'Candidate');
    const round = await submitRound(stack, company.test_code, { email });
    await workflowDone(stack, round.id);
    // Its result e-mails and webhook are activities of its own run: that run is all there is.
    const family = [submissionWorkflowId(round.id)];

    assert.deepEqual((await listed(`SubmissionId = "${round.id}"`, family)).sort(), [...family].sort());
    assert.deepEqual((await listed(`CandidateEmail = "${email.toLowerCase()}"`, family)).sort(), [...family].sort());
    const byCompany = await listed(`CompanyId = "${company.id}"`, family);
    for (const id of family) assert.ok(byCompany.includes(id), `${id} by CompanyId`);
  });

  it("finds a company's invitation and notification runs by CompanyId", async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    await stack.http
      .post('/v1/invite')
      .set(bearer(access_token))
      .send({ emails: [candidateEmail()] })
      .expect(202);
    await stack.http.post('/v1/pause').set(bearer(access_token)).expect(200);
    const {
      rows: [batch],
    } = await stack.db.pool.query('SELECT batch_id FROM invitations WHERE company_id = $1', [company.id]);
    const {
      rows: [notice],
    } = await stack.db.pool.query(`SELECT id FROM emails WHERE company_id = $1 AND kind = 'paused'`, [company.id]);
    const expected = [invitationsWorkflowId(company.id, batch.batch_id), emailWorkflowId(notice.id)];
    assert.deepEqual((await listed(`CompanyId = "${company.id}"`, expected)).sort(), expected.sort());
  });
});
