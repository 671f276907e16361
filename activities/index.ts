import type { Pool } from '../db/pool';
import type { Clock } from '../lib/clock';
import type { Config } from '../lib/config';
import type { Mailer } from '../lib/mailer';
import { createEmailActivities } from './email';
import { createWebhookActivities } from './webhook';

export interface ActivityDeps {
  config: Config;
  pool: Pool;
  mailer: Mailer;
  clock: Clock;
}

/** All activities of the main task queue, built over injected dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createEmailActivities(deps),
    ...createWebhookActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
