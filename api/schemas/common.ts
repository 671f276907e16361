import { z } from 'zod';

export const Timestamp = z.iso.datetime({ offset: false }).describe('ISO 8601, UTC, millisecond precision');
export const Id = z.string().regex(/^[0-9a-f]{24}$/).describe('24 lowercase hex characters');

export const iso = (d: Date) => d.toISOString();
/** A value the contract omits when absent (never null). */
export const isoOrOmit = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);
export const orOmit = <T>(v: T | null | undefined) => (v === null ? undefined : v);
