import type { Pool } from '../db/pool';
import type { Clock } from '../lib/clock';
import type { Config } from '../lib/config';
import type { Mailer } from '../lib/mailer';
import { createEmailActivities } from './email';
import { createInvitationActivities } from './invitations';

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
    ...createInvitationActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
