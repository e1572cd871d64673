import { z } from 'zod';
import { fieldMessage } from '@/domain/errors/field-message';

// POST /api/applications/resume-sessions: an emailed link's single-use code, exchanged for a
// session of its application (docs/requirements/product-decisions.md, "Links in emails").

export const ZResumeSessionRequest = z.object({
  code: z
    .string({ error: fieldMessage('validation.required') })
    .trim()
    .min(1, fieldMessage('validation.required'))
    .max(200, fieldMessage('validation.required')),
});

export const ZResumeSessionResponse = z.object({
  id: z.uuid(),
  applicationNumber: z.string(),
  accessToken: z.string(),
});
export type TResumeSessionResponse = z.infer<typeof ZResumeSessionResponse>;
