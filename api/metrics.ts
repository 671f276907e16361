import type { Client } from '@temporalio/client';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The workflow types the service runs (workflows/index.ts), by name: the API imports no workflow code. */
export const WORKFLOW_TYPES = [
  'submissionWorkflow',
  'webhookDeliveryWorkflow',
  'emailWorkflow',
  'invitationsWorkflow',
  'exampleRunWorkflow',
  'roundClockWorkflow',
  'retentionWorkflow',
  'questionCheckWorkflow',
] as const;

/** The API process's own metrics, served by the metrics server (never on the API port). */
export interface ApiMetrics {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  reconcilerStarts: Counter<'sweep' | 'outcome'>;
  reconcilerStuckRows: Gauge<'sweep'>;
}

export function createApiMetrics(): ApiMetrics {
  const registry = new Registry();
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an API request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    reconcilerStarts: new Counter({
      name: 'reconciler_starts_total',
      help: 'Workflow starts tried by the reconciler, by sweep and outcome (started, failed)',
      labelNames: ['sweep', 'outcome'],
      registers: [registry],
    }),
    reconcilerStuckRows: new Gauge({
      name: 'reconciler_stuck_rows',
      help: 'Rows the reconciler has tried to start many times and that still wait (docs/operations.md, "When something fails")',
      labelNames: ['sweep'],
      registers: [registry],
    }),
  };
}

/**
 * `workflow_executions{workflow_type, status}`: the service's runs in Temporal by type and outcome
 * (Running, Completed, Failed, Terminated, ...), counted by Temporal's visibility at each scrape.
 * Absent while Temporal cannot answer.
 */
export function registerWorkflowCounts(metrics: ApiMetrics, temporal: Client, timeoutMs = 2_000): void {
  new Gauge({
    name: 'workflow_executions',
    help: "The service's workflow runs known to Temporal, by workflow type and status (outcome)",
    labelNames: ['workflow_type', 'status'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      const counts = await Promise.all(
        WORKFLOW_TYPES.map((type) =>
          temporal
            .withDeadline(Date.now() + timeoutMs, () =>
              temporal.workflow.count(`WorkflowType = '${type}' GROUP BY ExecutionStatus`),
            )
            .then((c) => ({ type, groups: c.groups }))
            .catch(() => ({ type, groups: [] })),
        ),
      );
      for (const { type, groups } of counts) {
        for (const g of groups) this.set({ workflow_type: type, status: String(g.groupValues[0]) }, g.count);
      }
    },
  });
}
