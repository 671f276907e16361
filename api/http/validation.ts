import type { z } from 'zod';
import { ApiError } from './errors';

function detailsOf(error: z.ZodError) {
  return error.issues.flatMap((issue) => {
    // An unknown field is reported once per field, at its own path.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...issue.path, key].join('.'), message: 'is not a known field' }));
    }
    return [{ path: issue.path.join('.') || '(body)', message: issue.message }];
  });
}

export const validationFailed = (details: Array<{ path: string; message: string }>) =>
  new ApiError(422, 'validation_failed', 'Some fields are invalid; see details.', details);

/** Parses input with a schema, or throws 422 validation_failed naming each offending field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(detailsOf(result.error));
  return result.data;
}
