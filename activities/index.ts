import type { Pool } from '../db/pool';
import type { Mailer } from '../email/transport';
import type { Clock } from '../lib/clock';
import type { Config } from '../lib/config';
import { createEmailActivities } from './email';
import { createExpiryActivities } from './expiry';
import { createGreenhouseCompletionActivities } from './greenhouse-completion';
import { createInvitationActivities } from './invitations';
import { createRetentionActivities } from './retention';
import { createRoundClockActivities } from './round-clock';
import { createSubmissionActivities } from './submission';
import { createWebhookDeliveryActivities } from './webhook-delivery';

export { createExampleRunActivities, type ExampleRunActivities, type ExampleRunDeps } from './example-run';
export { createScoringActivities, type ScoringActivities, type ScoringDeps } from './scoring';
export { createQuestionCheckActivities, type QuestionCheckActivities } from './question-check';

export interface ActivityDeps {
  config: Config;
  pool: Pool;
  mailer: Mailer;
  clock: Clock;
}

/** All activities of the lifecycle task queue, built over injected dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createEmailActivities(deps),
    ...createSubmissionActivities(deps),
    ...createInvitationActivities(deps),
    ...createRoundClockActivities(deps),
    ...createWebhookDeliveryActivities(deps),
    ...createRetentionActivities(deps),
    ...createExpiryActivities(deps),
    ...createGreenhouseCompletionActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
