import { z } from 'zod';
import { registry } from '../http/openapi';

const CheckState = z.enum(['ok', 'fail']);

export const Health = registry.register(
  'Health',
  z.object({
    status: z.literal('ok'),
    checks: z.object({ database: CheckState, temporal: CheckState }),
  }),
);

export const HealthFailure = registry.register(
  'HealthFailure',
  z.object({
    error: z.literal('service_unavailable'),
    message: z.string(),
    checks: z.object({ database: CheckState, temporal: CheckState }),
  }),
);
