// The glossary's retired words (docs/architecture.md, "Glossary"), rejected in identifiers by the
// core rule no-restricted-syntax, each where its entry retires it and with the word to use instead.
// Names fixed outside the code are not identifiers and stay: paths, JSON fields and console labels
// are strings, and what recorded histories pin is allowed by name below.

/**
 * A name the code gives, matching `pattern`: declared, written as an object's key, or used. Not a
 * property read of someone else's object (`Math.round`, Temporal's `info.workflowExecution.runId`),
 * nor the key a destructuring reads (`const { runId: workflowRunId } = …`), nor the `runId` of a
 * `workflowExecution` handed to Temporal.
 */
const named = (pattern) =>
  `:matches(Identifier, JSXIdentifier)[name=${pattern}]` +
  ':not(MemberExpression[computed=false] > .property)' +
  ':not(TSQualifiedName > .right)' +
  ':not(ObjectPattern > Property[computed=false] > .key)' +
  ':not(Property[key.name="workflowExecution"] > ObjectExpression > Property > .key)';

/** Old names renamed by the glossary that no pattern below covers, by the folder each lived in: [old, new]. */
const RENAMED = [
  [
    'worker/',
    [
      ['runSandbox', 'exampleRunSandbox'],
      ['RUNS_TAKEN_PER_SLOT', 'EXAMPLE_RUNS_TAKEN_PER_SLOT'],
      ['RUNS_HELD_PER_COMPANY_PER_SLOT', 'EXAMPLE_RUNS_HELD_PER_COMPANY_PER_SLOT'],
    ],
  ],
  [
    'api/',
    [
      ['RunLimit', 'ExampleRunLimit'],
      ['runLimits', 'exampleRunLimits'],
      ['takeRunSlots', 'takeExampleRunSlots'],
      ['runOfRequest', 'exampleRunOfRequest'],
      ['RUN_LIMITS', 'EXAMPLE_RUN_LIMITS'],
      ['runErrors', 'exampleRunErrors'],
      ['RunRequest', 'ExampleRunRequest'],
      ['RunWithInputRequest', 'OwnInputRunRequest'],
      ['StartDelivery', 'StartEmailDelivery'],
      ['deliver', 'deliverEmails'],
    ],
  ],
  [
    '',
    [
      ['runsPerCompany', 'exampleRunsPerCompany'],
      ['runSlots', 'exampleRunSlots'],
      ['runTaskQueue', 'exampleRunTaskQueue'],
      ['runRateLimitPerHour', 'exampleRunRateLimitPerHour'],
      ['runRateLimitPerIpPerHour', 'exampleRunRateLimitPerIpPerHour'],
      ['runRateLimitPerCompanyPerHour', 'exampleRunRateLimitPerCompanyPerHour'],
      ['RUNS_BUSY', 'EXAMPLE_RUNS_BUSY'],
      ['countRunAttempts', 'countWorkflowRunAttempts'],
      ['webhookWorkflowId', 'webhookDeliveryWorkflowId'],
      ['WebhookDeps', 'WebhookDeliveryDeps'],
      ['createWebhookActivities', 'createWebhookDeliveryActivities'],
      ['WebhookActivities', 'WebhookDeliveryActivities'],
      ['LockedRound', 'LockedSubmission'],
    ],
  ],
];

/**
 * Each retired word: the folders (or files) where it is retired, `''` for everywhere, the ones
 * that keep it (`except`), the names it matches, and what to say instead.
 */
export const RETIRED_WORDS = [
  {
    word: 'round after the submit',
    files: ['scoring/', 'email/', 'activities/'],
    // The round clock (RoundClock…) is the candidate's side: it submits the round; its Temporal
    // activity's name, submitRoundAtDeadline, is pinned by recorded histories.
    pattern: '/^rounds?$|Round(?!Clock|AtDeadline)/',
    message:
      'After the submit a round is a submission (Glossary: submission): say Submission/submission ' +
      '(measureSubmission, ScoredSubmission, submission).',
  },
  {
    word: 'roundId',
    files: [''],
    // The candidate's side says round; RoundClockInput.roundId is read from histories recorded before the rename.
    except: ['web/src/play/', 'workflows/round-clock.ts'],
    pattern: '/(?:^r|R)oundIds?(?:$|[A-Z])/',
    message:
      "Past the candidate's side a round's id is its submission id: say submissionId (roundId only in web/src/play/).",
  },
  {
    word: 'runId',
    files: [''],
    // ExampleRunInput.runId is read from histories recorded before the rename.
    except: ['workflows/example-run.ts'],
    pattern: '/^(?:runIds?|RUN_IDS?)$/',
    message:
      'Run alone named four things: say exampleRunId for an example run, workflowRunId for a workflow run ' +
      "(Temporal's own runId may be read).",
  },
  {
    word: 'submission run',
    files: [''],
    pattern: '/[sS]ubmissionRun|SUBMISSION_RUN/',
    message:
      "A submission's lifecycle is the submission workflow: say submissionWorkflowStartOptions, SubmissionToStart " +
      '(Glossary: submission workflow).',
  },
  {
    word: 'playback for what it returns',
    files: [''],
    pattern: '/[pP]layback\\w*(?:Record|Row|Detail)|PLAYBACK\\w*(?:RECORD|ROW|DETAIL|COLUMNS)|^findPlayback$/',
    message:
      'Playback names the read API (/v1/playback) and what serves it, never what it returns: a submission ' +
      '(SubmissionListRecord, SubmissionDetailRecord, SubmissionExportRecord, SUBMISSION_LIST_COLUMNS, findSubmissionDetail).',
  },
  {
    word: 'activity for the audit log',
    files: ['db/', 'api/', 'web/src/', 'scripts/operator/'],
    pattern: '/[aA]ctivit|ACTIVIT/',
    message:
      "The company's record of who changed what is the audit log: say AuditLog…/auditLog… (Glossary: audit log). " +
      'Activity means only a Temporal activity; the path /v1/activity and the link "Activity" are strings.',
  },
  {
    word: 'web hook',
    files: [''],
    pattern: '/[wW]eb_?H[oO]{2}[kK]|[wW]eb_hook|WEB_HOOK|^(?:hooks?|HOOKS?)$|DeliveryTarget/',
    message:
      "webhook is one word: webhook, Webhook, WEBHOOK_; the company's server is the receiver; " +
      'an attempt reads its WebhookAttemptInput (Glossary: webhook).',
  },
  ...RENAMED.flatMap(([folder, names]) =>
    names.map(([old, renamed]) => ({
      word: old,
      files: [folder],
      pattern: `/^${old}$/`,
      message: `${old} was renamed ${renamed} (docs/architecture.md, Glossary).`,
    })),
  ),
];

const EXTENSIONS = '{ts,tsx,mts,cts,js,mjs,cjs}';
const within = (path, prefix) => prefix === '' || path === prefix || (prefix.endsWith('/') && path.startsWith(prefix));
const glob = (prefix) =>
  prefix === '' ? `**/*.${EXTENSIONS}` : prefix.endsWith('/') ? `${prefix}**/*.${EXTENSIONS}` : prefix;

/**
 * One flat-config object per folder or file the words name, each with every restriction that
 * holds there: a later object's no-restricted-syntax replaces an earlier one's for the files both
 * match, so the deeper place (which comes later) carries its ancestors' restrictions too.
 */
export function glossaryConfigs(words = RETIRED_WORDS) {
  const places = [...new Set(['', ...words.flatMap((w) => [...w.files, ...(w.except ?? [])])])].sort(
    (a, b) => a.length - b.length,
  );
  return places.map((place) => {
    const restrictions = words
      .filter((w) => w.files.some((f) => within(place, f)) && !(w.except ?? []).some((e) => within(place, e)))
      .map((w) => ({ selector: named(w.pattern), message: w.message }));
    return {
      name: `glossary/${place || 'everywhere'}`,
      files: [glob(place)],
      rules: { 'no-restricted-syntax': restrictions.length > 0 ? ['error', ...restrictions] : 'off' },
    };
  });
}
