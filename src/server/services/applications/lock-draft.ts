import { and, eq, sql } from 'drizzle-orm';
import { applicationStatus, isDraft, isEditable } from '@/domain/status';
import {
  applications,
  type Application,
  type DatabaseTransaction,
  type NewApplication,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';

/**
 * Starts an edit of a draft: bumps the version (so a signature racing this edit notices it) and
 * locks the row until the transaction ends. Refuses when the application is no longer a draft.
 */
export async function lockDraftForEdit(
  tx: DatabaseTransaction,
  applicationId: string,
  changes: Partial<NewApplication> = {},
): Promise<Application> {
  const [row] = await tx
    .update(applications)
    .set({ ...changes, version: sql`${applications.version} + 1` })
    .where(
      and(eq(applications.id, applicationId), eq(applications.status, applicationStatus.draft)),
    )
    .returning();
  if (!row) throw new HttpError('application.not_editable');
  return row;
}

/** Early refusal before validating a body, so a submitted application never shows field errors. */
export function requireDraft(application: Pick<Application, 'status'>): void {
  if (!isDraft(application.status)) throw new HttpError('application.not_editable');
}

/** Until payment the applicant may correct step 1 and step 2 (decision 0016). */
export function requireUnpaid(application: Pick<Application, 'status'>): void {
  if (!isEditable(application.status)) throw new HttpError('application.not_editable');
}
