import { z } from 'zod';
import { registry } from '../http/openapi';

export const HoleSummary = z.object({
  id: z.int().min(1).describe('Question id'),
  title: z.string(),
  category: z.string(),
  difficulty: z.int().min(1).max(10),
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
