import { z } from 'zod';
import { registry } from '../http/openapi';

export const LanguageEntry = z.object({
  id: z.string().describe("The value of a shot's `language`"),
  name: z.string(),
  kind: z
    .enum(['executable', 'rubric'])
    .describe('`executable`: run against the hidden cases; `rubric`: read, never run (`human`, `math`)'),
  version: z.string().optional().describe('The version of the toolchain that compiles or runs it (executable only)'),
  file_name: z.string().optional().describe("The program's file name where it runs (executable only)"),
  starter: z
    .string()
    .optional()
    .describe('A program that reads the input and prints a result, to start from (executable only)'),
  notes: z.string().optional().describe("What to know of the language's limits and entry point"),
});

export const LanguageListing = registry.register('LanguageListing', z.object({ languages: z.array(LanguageEntry) }));
