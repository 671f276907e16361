import assert from 'node:assert/strict';
import { WORKFLOW_TYPES } from '../../../api/metrics';
import { createTemporalClient } from '../../../api/temporal/temporal';
import * as workflows from '../../../workflows';
import { systemClock } from '../../../lib/clock';
import { submissionWorkflowId } from '../../../workflow-contract/workflow-ids';
import { createCompany } from '../../../scripts/operator/companies';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { playRound, submit } from '../../support/remote-rounds';
import { testServices } from '../../support/services';
import { startServiceProcess, type ServiceProcess } from '../../support/service-process';

/** What an operator scrapes: GET /metrics of the service as `npm start` runs it (API and worker in one process). */
describe('GET /metrics (operators)', function () {
  this.timeout(120_000);
  let db: TestDatabase;
  let service: ServiceProcess;
  before(async () => {
    db = await createTestDatabase();
    service = await startServiceProcess({ databaseUrl: db.url, temporalAddress: testServices().temporal.address });
  });
  after(async () => {
    await service?.stop();
    await db?.drop();
  });

  it(
    'serves Prometheus text on the metrics port: request durations by route pattern, ' +
      "workflow counts by outcome, the SDK's temporal_ metrics",
    async () => {
      const company = await createCompany(db.pool, systemClock, {
        name: 'Metrics Inc',
        email: 'ops@metrics.test',
        password: 'a-long-password',
      });
      const round = await playRound(service.apiUrl, db.pool, company.test_code);
      assert.equal(await submit(service.apiUrl, round), 202);
      const temporal = createTemporalClient(testServices().temporal.address, 'default');
      try {
        await temporal.workflow.getHandle(submissionWorkflowId(round.id)).result();
      } finally {
        await temporal.connection.close();
      }
      assert.equal((await fetch(`${service.apiUrl}/v1/health`)).status, 200);

      const res = await fetch(`${service.metricsUrl}/metrics`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      assert.match(text, /^# TYPE http_request_duration_seconds histogram$/m);
      assert.match(text, /^http_request_duration_seconds_count\{method="GET",route="\/v1\/health",status="200"\} 1$/m);
      assert.match(
        text,
        /^http_request_duration_seconds_count\{method="POST",route="\/v1\/rounds\/:id\/submit",status="202"\} 1$/m,
      );
      assert.match(
        text,
        /^http_request_duration_seconds_count\{method="PUT",route="\/v1\/rounds\/:id\/shots\/:hole",status="200"\} 3$/m,
      );
      assert.doesNotMatch(text, new RegExp(round.id), 'no id ever becomes a label');
      assert.match(text, /^workflow_executions\{workflow_type="submissionWorkflow",status="Completed"\} [1-9]\d*$/m);
      assert.match(text, /^temporal_\w+/m, "the Temporal SDK's own worker metrics");
      assert.match(text, /^reconciler_stuck_rows\{sweep="submissions"\} 0$/m);

      assert.deepEqual([...WORKFLOW_TYPES].sort(), Object.keys(workflows).sort(), 'every workflow type is counted');

      const onApiPort = await fetch(`${service.apiUrl}/metrics`);
      assert.equal(onApiPort.status, 404, 'never on the public API port');
      assert.equal((await fetch(`${service.apiUrl}/v1/metrics`)).status, 404);
    },
  );
});
