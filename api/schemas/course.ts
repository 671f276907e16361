import { z } from 'zod';
import { registry } from '../http/openapi';

export const HoleSummary = z.object({
  id: z.int().min(1).describe('Question id'),
  title: z.string(),
  category: z.string(),
  difficulty: z.int().min(1).max(10),
});

/** The request header that carries an invitation link's token to GET /v1/course: never the URL, which is logged. */
export const INVITE_TOKEN_HEADER = 'Invite-Token';

export const CourseHeaders = z.object({
  [INVITE_TOKEN_HEADER]: z
    .string()
    .optional()
    .describe(
      'The token of the invitation link the page was opened with (`/play?invite=<token>`). When it is the link of a ' +
        'Greenhouse test whose assessment sets `holes`, only those holes are listed: the ones its round may be ' +
        'picked from. Any other value (a plain invitation, an assessment without holes of its own, a token that ' +
        'is invalid, altered or of another kind) is ignored: the whole course, as without it. Never refused here: ' +
        'POST /v1/rounds says why a link does not start a round',
    ),
});

export const CourseListing = registry.register(
  'CourseListing',
  z.object({
    sheet_id: z.int().describe('Version of the question sheet'),
    holes: z.array(HoleSummary),
  }),
);

/** The interface's Course entry: the variation of a hole that one candidate received; its letter is never shown. */
export const CourseEntry = registry.register(
  'CourseEntry',
  HoleSummary.extend({
    description: z.string().optional(),
    human: z
      .object({
        input_format: z.string(),
        output_format: z.string(),
        examples: z.object({ input: z.string(), output: z.string() }),
      })
      .optional(),
    hints: z.array(z.string()).optional(),
  }),
);
