import { z } from 'zod';

/** How every timestamp is written: ISO 8601, UTC, millisecond precision. */
export const Timestamp = z.iso.datetime({ offset: false }).describe('ISO 8601, UTC, millisecond precision');
