import type { Client } from '@temporalio/client';
import { tsToMs } from '@temporalio/common';
import { submissionWorkflowId } from '../workflow-contract/workflow-ids';

export const STEPS = ['queue', 'sandbox', 'scoring', 'database', 'temporal'] as const;
export type Step = (typeof STEPS)[number];

/**
 * Where the time between the POST /submit (t0) and storeScorecardAndMarkAnalyzed's completion
 * went, from the submission workflow's history: queue (t0 until startProcessing starts: the API's
 * submit, the workflow's start, its first task, the activity's dispatch), sandbox (scoreSubmission,
 * with the rule-based evaluations), scoring (evaluatePanel, with a language model), database
 * (startProcessing and storeScorecardAndMarkAnalyzed; run as local activities, each the workflow
 * task it ran in), Temporal (the rest: every other dispatch and workflow task between activities).
 */
const LOCAL_ACTIVITY_MARKER = 'core_local_activity';

export async function breakdown(
  temporal: Client,
  id: string,
  t0: number,
): Promise<{ steps: Record<Step, number>; analyzedAt: number; webhookScheduledAt: number }> {
  const history = await temporal.workflow.getHandle(submissionWorkflowId(id)).fetchHistory();
  const scheduled = new Map<string, { name: string; scheduled: number; started?: number; completed?: number }>();
  const taskStarted = new Map<string, number>();
  /** The workflow task whose completion recorded the markers that follow it: a local activity ran in it. */
  let lastTask = { started: Number.NaN, completed: Number.NaN };
  for (const e of history.events ?? []) {
    const at = tsToMs(e.eventTime);
    if (e.workflowTaskStartedEventAttributes) {
      taskStarted.set(String(e.eventId), at);
    } else if (e.workflowTaskCompletedEventAttributes) {
      lastTask = {
        started: taskStarted.get(String(e.workflowTaskCompletedEventAttributes.startedEventId))!,
        completed: at,
      };
    } else if (e.markerRecordedEventAttributes?.markerName === LOCAL_ACTIVITY_MARKER) {
      const data = e.markerRecordedEventAttributes.details?.data?.payloads?.[0]?.data;
      const name = data
        ? (JSON.parse(Buffer.from(data).toString('utf8')) as { activity_type?: string }).activity_type
        : undefined;
      scheduled.set(String(e.eventId), { name: name ?? '?', scheduled: lastTask.started, ...lastTask });
    } else if (e.activityTaskScheduledEventAttributes) {
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
  const analyzed = one('storeScorecardAndMarkAnalyzed');
  // Scheduled is enough: the row is stamped delivered inside the activity, before it completes.
  const webhookStart = all.find((x) => x.name === 'deliverWebhook')?.scheduled ?? Number.NaN;
  const steps: Record<Step, number> = {
    queue: start.started - t0,
    sandbox: run(one('scoreSubmission')),
    scoring: has('evaluatePanel') ? run(one('evaluatePanel')) : 0,
    database: run(start) + run(analyzed),
    temporal: 0,
  };
  steps.temporal = analyzed.completed - t0 - steps.queue - steps.sandbox - steps.scoring - steps.database;
  return { steps, analyzedAt: analyzed.completed, webhookScheduledAt: webhookStart };
}
