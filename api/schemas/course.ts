import { z } from 'zod';
import { FIRST_COMPANY_SHEET_ID } from '../../db/company-sheets';
import { registry } from '../http/openapi';

export const HoleSummary = z.object({
  id: z.int().min(1).describe('Question id'),
  title: z.string(),
  category: z.string(),
  difficulty: z.int().min(1).max(10),
});

/** The request header that carries an invitation link's token to GET /v1/course: never the URL, which is logged. */
export const INVITE_TOKEN_HEADER = 'Invite-Token';

/** The request header that carries an assessment code to GET /v1/course: the holes its rounds offer. */
export const ASSESSMENT_CODE_HEADER = 'Assessment-Code';

export const CourseHeaders = z.object({
  [ASSESSMENT_CODE_HEADER]: z
    .string()
    .optional()
    .describe(
      "A company's live or test code (spaces around it and letter case ignored): the holes a round started with it " +
        "offers, the company's own questions among them where its setting `questions` offers them. A code no company " +
        'has: 404 code_not_found. Ignored beside Invite-Token',
    ),
  [INVITE_TOKEN_HEADER]: z
    .string()
    .optional()
    .describe(
      'The token of the invitation link the page was opened with (`/play?invite=<token>`): the holes its round ' +
        "offers, the company's own questions among them where its setting `questions` offers them; a Greenhouse " +
        "test's assessment that sets `holes` narrows the course's holes to those, and its `questions`, where set, takes " +
        "the place of the company's setting. A token that is invalid, altered or " +
        'of another kind is ignored: the whole course, as without it. Never refused here: POST /v1/rounds says why a ' +
        'link does not start a round',
    ),
});

export const CourseListing = registry.register(
  'CourseListing',
  z.object({
    sheet_id: z
      .int()
      .describe(
        "Version of the question sheet a round started now is played on: the course's (below " +
          `${FIRST_COMPANY_SHEET_ID}), or the company's (from ${FIRST_COMPANY_SHEET_ID}) where it offers its own questions`,
      ),
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
