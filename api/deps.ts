import type { Client } from '@temporalio/client';
import type { Pool } from '../db/pool';
import type { Clock } from '../lib/clock';
import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import type { ApiMetrics } from './metrics';

/** Everything the HTTP layer needs, injected so tests can build an app on their own services. */
export interface AppDeps {
  config: Config;
  pool: Pool;
  temporal: Client;
  logger: Logger;
  clock: Clock;
  metrics: ApiMetrics;
}
