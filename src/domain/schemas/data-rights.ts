import { z } from 'zod';
import { isDataRightsCode, normalizeDataRightsCode } from '@/domain/data-rights';
import { fieldMessage } from '@/domain/errors/field-message';
import { ZStatusCheckQuery } from './status-check';
import { singleLineText } from './text';

// The traveller's rights from the status page (docs/requirements/privacy.md, "Access and
// erasure"): ask for a code with the status check's email and number, exchange it for a grant,
// then download the data or erase it with the grant.

const instant = z.iso.datetime({ offset: true });

/** POST /api/applications/data-rights/codes: the status check's own two fields. */
export const ZDataRightsCodeRequest = ZStatusCheckQuery;

const codeFormat = fieldMessage('data_rights.code_format');

/** POST /api/applications/data-rights/grants: the two fields and the emailed code. */
export const ZDataRightsGrantRequest = ZStatusCheckQuery.extend({
  code: singleLineText({ error: codeFormat })
    .max(40, codeFormat)
    .transform(normalizeDataRightsCode)
    .refine(isDataRightsCode, codeFormat),
});
export type TDataRightsGrantRequest = z.output<typeof ZDataRightsGrantRequest>;

/** What erasing would do now: at once (with the refund the rules give) or a request to staff. */
export const ZErasurePlan = z.object({
  mode: z.enum(['now', 'request']),
  /** Cents the rules refund on erasure (0 when unpaid or nothing is refundable). */
  refundAmount: z.number().int().nonnegative(),
  currency: z.string(),
  /** An open request's due date, when one was made already. */
  requestDueAt: instant.nullable(),
});
export type TErasurePlan = z.infer<typeof ZErasurePlan>;

export const ZDataRightsGrant = z.object({
  /** Opens the download (in its path) and the erasure (in its body) until `expiresAt`. */
  grant: z.string(),
  expiresAt: instant,
  exportPath: z.string(),
  erasure: ZErasurePlan,
});
export type TDataRightsGrant = z.infer<typeof ZDataRightsGrant>;

export const ZErasureCall = z.object({ grant: z.string().min(1).max(200) });

export const ZErasureOutcome = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('erased'),
    refundAmount: z.number().int().nonnegative(),
    currency: z.string(),
  }),
  z.object({ outcome: z.literal('requested'), dueAt: instant }),
]);
export type TErasureOutcome = z.infer<typeof ZErasureOutcome>;

// Staff (docs/requirements/privacy.md, "Access and erasure").

export const ZAdminErasure = z.object({
  id: z.string(),
  /** Null once the application row is gone (an unpaid application is deleted whole). */
  applicationId: z.string().nullable(),
  applicationNumber: z.string(),
  state: z.enum(['open', 'completed']),
  requestedAt: instant,
  dueAt: instant,
  completedAt: instant.nullable(),
  /** The staff member who completed it; null when it was done at once by the traveller. */
  completedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type TAdminErasure = z.infer<typeof ZAdminErasure>;

export const ZAdminErasures = z.object({
  open: z.array(ZAdminErasure),
  /** The latest completed erasures, newest first. */
  completed: z.array(ZAdminErasure),
});
export type TAdminErasures = z.infer<typeof ZAdminErasures>;

const noteRequired = fieldMessage('erasure_request.note_required');
export const ZCompleteErasureRequest = z.object({
  note: z.string({ error: noteRequired }).trim().min(10, noteRequired).max(2000, noteRequired),
});
