import type { Client } from '@temporalio/client';
import { tsToMs } from '@temporalio/common';
import { submissionWorkflowId } from '../lib/workflow-ids';

export const STEPS = ['queue', 'sandbox', 'scoring', 'database', 'temporal'] as const;
export type Step = (typeof STEPS)[number];

/**
 * Where the time between the POST /submit (t0) and markAnalyzed's completion went, from the
 * submission workflow's history: queue (t0 until startProcessing starts: the API's submit, the
 * workflow's start, its first task, the activity's dispatch), sandbox (measureSubmission, or
 * scoreSubmission with the rule-based evaluations), scoring (the three evaluateSubmission in
 * parallel, first start to last completion, and storeScorecard), database (startProcessing and
 * markAnalyzed or storeScorecardAndMarkAnalyzed), Temporal (the rest: every other
 * dispatch and workflow task between activities).
 */
export async function breakdown(
  temporal: Client,
  id: string,
  t0: number,
): Promise<{ steps: Record<Step, number>; analyzedAt: number; webhookScheduledAt: number }> {
  const history = await temporal.workflow.getHandle(submissionWorkflowId(id)).fetchHistory();
  const scheduled = new Map<string, { name: string; scheduled: number; started?: number; completed?: number }>();
  for (const e of history.events ?? []) {
    const at = tsToMs(e.eventTime);
    if (e.activityTaskScheduledEventAttributes) {
      scheduled.set(String(e.eventId), {
        name: e.activityTaskScheduledEventAttributes.activityType?.name ?? '?',
        scheduled: at,
      });
    } else if (e.activityTaskStartedEventAttributes) {
      scheduled.get(String(e.activityTaskStartedEventAttributes.scheduledEventId))!.started = at;
    } else if (e.activityTaskCompletedEventAttributes) {
      scheduled.get(String(e.activityTaskCompletedEventAttributes.scheduledEventId))!.completed = at;
    }
  }
  const all = [...scheduled.values()];
  const one = (name: string) => {
    const a = all.find((x) => x.name === name);
    if (!a?.started || !a.completed) throw new Error(`submission ${id}: no completed ${name} in the workflow history`);
    return a as Required<typeof a>;
  };
  const run = (a: { started: number; completed: number }) => a.completed - a.started;
  const has = (name: string) => all.some((x) => x.name === name);
  const start = one('startProcessing');
  // Runs since the fewer-steps patch: scoreSubmission measures and, rule-based, evaluates too;
  // storeScorecardAndMarkAnalyzed stores and marks analyzed at once (counted as database).
  const measure = one(has('scoreSubmission') ? 'scoreSubmission' : 'measureSubmission');
  const evaluations = all.filter((x) => x.name === 'evaluateSubmission') as Array<Required<(typeof all)[number]>>;
  const together = has('storeScorecardAndMarkAnalyzed');
  const analyzed = one(together ? 'storeScorecardAndMarkAnalyzed' : 'markAnalyzed');
  const stored = together ? 0 : run(one('storeScorecard'));
  const evaluated = evaluations.length
    ? Math.max(...evaluations.map((e) => e.completed)) - Math.min(...evaluations.map((e) => e.started))
    : 0;
  // The webhook's delivery, an activity of the run (a child, before the results were queued with
  // the analysis, after createSubmissionWebhookEvent).
  // Scheduled is enough: the row is stamped delivered inside the activity, before it completes.
  const webhookStart = has('deliverWebhook')
    ? all.find((x) => x.name === 'deliverWebhook')!.scheduled
    : tsToMs((history.events ?? []).find((e) => e.startChildWorkflowExecutionInitiatedEventAttributes)?.eventTime);
  const steps: Record<Step, number> = {
    queue: start.started - t0,
    sandbox: run(measure),
    scoring: evaluated + stored,
    database: run(start) + run(analyzed),
    temporal: 0,
  };
  steps.temporal = analyzed.completed - t0 - steps.queue - steps.sandbox - steps.scoring - steps.database;
  return { steps, analyzedAt: analyzed.completed, webhookScheduledAt: webhookStart };
}
