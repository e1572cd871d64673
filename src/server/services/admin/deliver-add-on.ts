import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import {
  ADDON_FIELD,
  ADDON_MAX_BYTES,
  addOnChoice,
  addOnMimeTypes,
  addOnsOwed,
  type AddOnKind,
} from '@/domain/add-ons';
import { problemOf } from '@/domain/errors';
import { documents, type Applicant, type Application, type Database } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { lockApplicationForStaff } from '@/server/services/applications/lock-application';
import { recordAudit } from '@/server/services/audit/record-audit';
import { receiveSingleFile, storeFilePart } from '@/server/services/documents/receive-file';
import { safeFileName } from '@/server/services/documents/upload-errors';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import type { FileStorage } from '@/server/services/storage/storage';
import { addOnFileName } from '@/server/services/add-ons/deliveries';
import { findApplication, statusCheckUrl } from './application-decision';
import { findTraveller, travellerName } from './decide-traveller';
import { loadsAsPdf } from './receive-evisa';

// A delivered extra (docs/requirements/add-ons.md): staff attach one traveller's insurance
// certificate or eSIM QR code; it is stored as a documents row of kind 'addon', emailed to the
// application's address with the file attached, and offered on the status page. Delivering
// again (a corrected file) replaces the earlier file, which stays for the record as superseded.

const addOnAuditAction = 'add_on.delivered';

/** Busboy limits: one file of at most ADDON_MAX_BYTES; a stray field or two is ignored. */
const addOnMultipartLimits = {
  fileSize: ADDON_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 100,
  fieldNameSize: 50,
  headerPairs: 20,
};

const refusal = (code: 'add_on.missing' | 'add_on.file_type' | 'add_on.too_large') =>
  new HttpError(code, undefined, { [ADDON_FIELD]: problemOf(code) });

/** The refusals that need no file: checked before the upload is read, and again under lock. */
function requireOwed(application: Application, traveller: Applicant, kind: AddOnKind): void {
  if (!application[addOnChoice[kind]]) throw new HttpError('add_on.not_chosen');
  if (application.anonymisedAt || !addOnsOwed(application.status, traveller.outcome)) {
    throw new HttpError('add_on.not_owed');
  }
}

export interface DeliverAddOnOptions {
  db: Database;
  storage: FileStorage;
  publicUrl: string;
  applicationId: string;
  applicantId: string;
  kind: AddOnKind;
  /** The multipart request carrying the file (ADDON_FIELD). */
  request: FastifyRequest;
  staffUserId: string;
  ip: string;
  now?: Date;
}

/** Stores, records and emails one traveller's extra; returns the new document's id. */
export async function deliverAddOn(options: DeliverAddOnOptions): Promise<string> {
  const { db, storage, kind } = options;
  const early = await findApplication(db, options.applicationId);
  requireOwed(early, await findTraveller(db, early.id, options.applicantId, false), kind);

  const received = await receiveSingleFile(
    options.request,
    {
      limits: addOnMultipartLimits,
      malformed: () => refusal('add_on.missing'),
      async onFile(part) {
        if (part.fieldname !== ADDON_FIELD) {
          part.file.destroy();
          throw refusal('add_on.missing');
        }
        const { stored, mimeType } = await storeFilePart(part.file, storage, {
          area: 'documents',
          extensions: addOnMimeTypes,
          tooLarge: () => refusal('add_on.too_large'),
          invalidType: () => refusal('add_on.file_type'),
          malformed: () => refusal('add_on.missing'),
        });
        return { originalName: safeFileName(part.filename), stored, mimeType };
      },
    },
    storage,
  );
  const now = options.now ?? new Date();
  let documentId: string;
  try {
    // A PDF must open with a page: '%PDF-' alone is easy to fake and the traveller must print it.
    if (
      received.mimeType === 'application/pdf' &&
      !(await loadsAsPdf(await storage.get(received.stored.key)))
    ) {
      throw refusal('add_on.file_type');
    }
    documentId = await db.transaction(async (tx) => {
      const application = await lockApplicationForStaff(tx, options.applicationId);
      const traveller = await findTraveller(tx, application.id, options.applicantId, true);
      requireOwed(application, traveller, kind);
      const current = and(
        eq(documents.applicantId, traveller.id),
        eq(documents.kind, 'addon'),
        eq(documents.documentType, kind),
        isNull(documents.supersededAt),
      );
      const replaced = await tx
        .update(documents)
        .set({ supersededAt: now })
        .where(current)
        .returning({ id: documents.id });
      const [row] = await tx
        .insert(documents)
        .values({
          applicationId: application.id,
          applicantId: traveller.id,
          kind: 'addon',
          documentType: kind,
          originalName: received.originalName,
          mimeType: received.mimeType,
          size: received.stored.size,
          sha256: received.stored.sha256,
          storageKey: received.stored.key,
          uploadedAt: now,
        })
        .returning({ id: documents.id });
      const id = row!.id;
      await queueEmail(tx, {
        idempotencyKey: `add-on-delivered:${id}`,
        template: 'add-on-delivered',
        to: application.email,
        language: application.language,
        applicationId: application.id,
        payload: {
          applicationNumber: application.applicationNumber,
          firstName: travellerName(traveller),
          addOn: kind,
          replacesEarlier: replaced.length > 0,
          statusUrl: statusCheckUrl(options.publicUrl),
        },
        attachments: [
          {
            filename: addOnFileName(
              kind,
              application.applicationNumber,
              traveller.position,
              received.mimeType,
            ),
            storageKey: received.stored.key,
            contentType: received.mimeType,
          },
        ],
      });
      await recordAudit({
        db: tx,
        staffUserId: options.staffUserId,
        action: addOnAuditAction,
        applicationId: application.id,
        detail: {
          applicantId: traveller.id,
          position: traveller.position,
          firstName: traveller.firstName,
          addOn: kind,
          documentId: id,
          fileName: received.originalName,
          size: received.stored.size,
          sha256: received.stored.sha256,
          replaced: replaced.map((r) => r.id),
        },
        ip: options.ip,
        now,
      });
      return id;
    });
  } catch (err) {
    await storage.delete(received.stored.key).catch(() => undefined);
    throw err;
  }
  notifyMailWorker();
  return documentId;
}
