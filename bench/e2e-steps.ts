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
 * (startProcessing and storeScorecardAndMarkAnalyzed; run as local activities, each from the
 * start of the workflow task it ran in to its marker's completion time), Temporal (the rest:
 * every other dispatch and workflow task between activities).
 */
const LOCAL_ACTIVITY_MARKER = 'core_local_activity';

/** The part of a local activity's marker read here: its completion by the worker's clock. */
interface LocalActivityMarker {
  activity_type?: string;
  complete_time?: { seconds: number; nanos: number };
}

const timestampMs = ({ seconds, nanos }: { seconds: number; nanos: number }) => seconds * 1000 + nanos / 1e6;

export async function breakdown(
  temporal: Client,
  id: string,
  t0: number,
): Promise<{ steps: Record<Step, number>; analyzedAt: number; webhookScheduledAt: number }> {
  const workflow = temporal.workflow.getHandle(submissionWorkflowId(id));
  // The analysis is recorded with the workflow task it ran in, which ends once the e-mails whose
  // first attempts run in it do: read the history once the run has ended.
  await workflow.result();
  const history = await workflow.fetchHistory();
  const scheduled = new Map<string, { name: string; scheduled: number; started?: number; completed?: number }>();
  const taskStarted = new Map<string, number>();
  /** The workflow task whose completion recorded the markers that follow it: a local activity ran in it. */
  let lastTask: { started: number; completed: number; firstMarkerCompleted?: number } = {
    started: Number.NaN,
    completed: Number.NaN,
  };
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
      const marker = data ? (JSON.parse(Buffer.from(data).toString('utf8')) as LocalActivityMarker) : {};
      const completed = marker.complete_time ? timestampMs(marker.complete_time) : lastTask.completed;
      // A task's later markers ran after its first (the scorecard, then its e-mails side by side).
      const started = lastTask.firstMarkerCompleted ?? lastTask.started;
      lastTask.firstMarkerCompleted ??= completed;
      scheduled.set(String(e.eventId), { name: marker.activity_type ?? '?', scheduled: started, started, completed });
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
