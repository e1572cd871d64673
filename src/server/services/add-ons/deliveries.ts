import type { Readable } from 'node:stream';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { addOnMimeTypes, addOnsOwed, chosenAddOns, type AddOnKind } from '@/domain/add-ons';
import type { TAdminAddOn } from '@/domain/schemas/admin';
import type { ApplicationStatus } from '@/domain/status';
import type { TravellerOutcome } from '@/domain/traveller-outcomes';
import { applicants, applications, documents, type DatabaseExecutor } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import type { FileStorage } from '@/server/services/storage/storage';

// The extras delivered so far (docs/requirements/add-ons.md): documents rows of kind 'addon',
// one current file per traveller and extra (a corrected file supersedes the earlier).

/** The name the traveller's copy carries: the extra, the application and the traveller. */
export const addOnFileName = (
  kind: AddOnKind,
  applicationNumber: string,
  position: number,
  mimeType: string,
) =>
  `${kind === 'insurance' ? 'travel-insurance' : 'esim'}-${applicationNumber}-${position + 1}.${
    addOnMimeTypes[mimeType as keyof typeof addOnMimeTypes] ?? 'pdf'
  }`;

export interface AddOnDelivery {
  id: string;
  applicantId: string;
  kind: AddOnKind;
  originalName: string;
  mimeType: string;
  size: number;
  uploadedAt: Date;
}

/** The current file of each traveller's extras, oldest first. */
export async function currentAddOnDeliveries(
  db: DatabaseExecutor,
  applicationId: string,
): Promise<AddOnDelivery[]> {
  const rows = await db
    .select({
      id: documents.id,
      applicantId: documents.applicantId,
      kind: documents.documentType,
      originalName: documents.originalName,
      mimeType: documents.mimeType,
      size: documents.size,
      uploadedAt: documents.uploadedAt,
    })
    .from(documents)
    .where(
      and(
        eq(documents.applicationId, applicationId),
        eq(documents.kind, 'addon'),
        isNull(documents.supersededAt),
      ),
    )
    .orderBy(asc(documents.uploadedAt));
  return rows.filter((r): r is AddOnDelivery => r.applicantId !== null);
}

interface Choices {
  status: ApplicationStatus;
  travelInsurance: boolean;
  travelEsim: boolean;
}

/**
 * Each traveller's chosen extras with their delivery, in traveller order: what staff see. A
 * file delivered before the traveller was refused still shows, with owed false.
 */
export function staffAddOnViews(
  application: Choices,
  travellers: readonly { id: string; outcome: TravellerOutcome }[],
  deliveries: readonly AddOnDelivery[],
): TAdminAddOn[] {
  const kinds = chosenAddOns(application);
  return travellers.flatMap((traveller) =>
    kinds.map((kind) => {
      const file = deliveries.find((d) => d.applicantId === traveller.id && d.kind === kind);
      return {
        applicantId: traveller.id,
        kind,
        owed: addOnsOwed(application.status, traveller.outcome),
        delivered: file
          ? {
              documentId: file.id,
              fileName: file.originalName,
              mimeType: file.mimeType,
              size: file.size,
              deliveredAt: file.uploadedAt.toISOString(),
            }
          : null,
      };
    }),
  );
}

/**
 * One traveller's extras as the status page shows them: those owed, and any already delivered
 * (the traveller keeps a file they were sent), each with its link when delivered.
 */
export function travellerAddOnViews(
  application: Choices,
  traveller: { id: string; outcome: TravellerOutcome },
  deliveries: readonly AddOnDelivery[],
  urlFor: (documentId: string) => string,
): { kind: AddOnKind; deliveredAt: string | null; url: string | null }[] {
  const owed = addOnsOwed(application.status, traveller.outcome);
  return chosenAddOns(application).flatMap((kind) => {
    const file = deliveries.find((d) => d.applicantId === traveller.id && d.kind === kind);
    if (!file && !owed) return [];
    return [
      {
        kind,
        deliveredAt: file?.uploadedAt.toISOString() ?? null,
        url: file ? urlFor(file.id) : null,
      },
    ];
  });
}

/**
 * The file a verified link names, while it is the traveller's current one; a replaced or
 * deleted file answers the same bare 404 as a forged link.
 */
export async function readAddOnFile({
  db,
  storage,
  documentId,
}: {
  db: DatabaseExecutor;
  storage: FileStorage;
  documentId: string;
}): Promise<{ stream: Readable; fileName: string; mimeType: string }> {
  const [row] = await db
    .select({
      storageKey: documents.storageKey,
      kind: documents.documentType,
      mimeType: documents.mimeType,
      applicationNumber: applications.applicationNumber,
      position: applicants.position,
    })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .innerJoin(applicants, eq(applicants.id, documents.applicantId))
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.kind, 'addon'),
        isNull(documents.supersededAt),
        isNull(applications.anonymisedAt),
      ),
    );
  if (!row) throw new HttpError('add_on.link_invalid');
  return {
    stream: await storage.getStream(row.storageKey),
    mimeType: row.mimeType,
    fileName: addOnFileName(
      row.kind as AddOnKind,
      row.applicationNumber,
      row.position,
      row.mimeType,
    ),
  };
}
