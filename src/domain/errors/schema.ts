import { z } from 'zod';

// The refusal body as a schema, for routes that declare their error answers.

const ZProblem = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const ZErrorBody = ZProblem.extend({
  fields: z.record(z.string(), ZProblem).optional(),
});
