import { and, eq, isNull } from 'drizzle-orm';
import { todayIso } from '@/domain/dates';
import type { TDocumentView } from '@/domain/documents';
import type { PassportField } from '@/domain/passport-check';
import { makeApplicantDetailsSchema } from '@/domain/schemas/applicant-details';
import { applicants, documents, type Database } from '@/server/db';
import { fieldProblemsFrom, HttpError, invalidFields } from '@/server/lib/http-errors';
import { copiedColumns } from '@/server/services/applications/applicant-rows';
import { lockApplication } from '@/server/services/applications/lock-application';
import { recordAudit } from '@/server/services/audit/record-audit';
import { toDocumentView } from '../document-view';
import { requireUploadOpen } from '../upload-errors';
import { passportCheckView, type TypedDetails } from './compare-passport';

const passportFixAudit = 'applicant.passport_fix';

/**
 * POST /api/applications/:id/documents/:documentId/passport-fix: the traveller takes the named
 * details from their passport's zone ("Use the passport's number"). The values come from the
 * stored reading, never from the request; only a detail that differs and may be changed after
 * signing is taken (fixableFields: never a name, which the signed agreement states). Open while
 * documents are, like uploads. The whole step-2 rule set must still hold with the new values.
 */
export async function applyPassportFix({
  db,
  applicationId,
  documentId,
  fields,
  ip,
  now = new Date(),
}: {
  db: Database;
  applicationId: string;
  documentId: string;
  fields: readonly PassportField[];
  ip: string;
  now?: Date;
}): Promise<TDocumentView> {
  const today = todayIso(now);
  return db.transaction(async (tx) => {
    requireUploadOpen(await lockApplication(tx, applicationId));
    const [document] = await tx
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.id, documentId),
          eq(documents.applicationId, applicationId),
          eq(documents.kind, 'upload'),
          eq(documents.documentType, 'passport'),
          isNull(documents.supersededAt),
        ),
      );
    if (!document?.applicantId) throw new HttpError('document.not_found');
    const [traveller] = await tx
      .select()
      .from(applicants)
      .where(eq(applicants.id, document.applicantId))
      .for('update');
    if (!traveller) throw new HttpError('document.not_found');
    const before = traveller.details as TypedDetails;
    const record = document.passportCheck;
    const view = record ? passportCheckView(record, before, today) : undefined;
    const details = { ...traveller.details };
    for (const field of new Set(fields)) {
      const comparison = view?.fields.find((f) => f.field === field);
      if (!comparison?.fixable) throw new HttpError('passport_check.not_fixable');
      details[field] = comparison.passport;
    }
    const whole = makeApplicantDetailsSchema({ today }).safeParse(details);
    if (!whole.success) {
      const onTaken = whole.error.issues.filter((i) =>
        fields.includes(String(i.path[0]) as PassportField),
      );
      if (onTaken.length > 0) throw invalidFields(fieldProblemsFrom(onTaken));
    }
    await tx
      .update(applicants)
      .set({ details, ...copiedColumns(details, traveller.validatedAt !== null) })
      .where(eq(applicants.id, traveller.id));
    // The field names only: the audit log keeps no passport numbers or birth dates.
    await recordAudit({
      db: tx,
      staffUserId: null,
      action: passportFixAudit,
      applicationId,
      detail: { firstName: traveller.firstName, fields: [...new Set(fields)] },
      ip,
      now,
    });
    return toDocumentView(document, traveller.position, details as TypedDetails);
  });
}
