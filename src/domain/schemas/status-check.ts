import { z } from 'zod';
import { fieldMessage } from '@/domain/errors/field-message';
import { singleLineText } from '@/domain/schemas/text';

// The status check's question (GET /api/applications/status?email=&applicationNumber=), in a
// module of its own: the browser's form downloads it when idle, without the staff schemas.

const fillAll = fieldMessage('validation.fill_all_required');
const tooLong = (max: number) => fieldMessage('validation.too_long', { max });

/** Email and application number; nothing else is revealed. */
export const ZStatusCheckQuery = z.object({
  // The specification's one message for either field left empty.
  email: singleLineText().trim().min(1, fillAll).max(254, tooLong(254)),
  applicationNumber: singleLineText().trim().min(1, fillAll).max(40, tooLong(40)),
});
