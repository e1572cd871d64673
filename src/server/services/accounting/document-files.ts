import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type TAccountingDocumentView } from '@/domain/accounting';
import { accountingDocuments, applications, type DatabaseExecutor } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import type { HeavyWork } from '@/server/services/heavy-work/heavy-work';
import { accountingPdfName } from './render-accounting-pdf';

// An application's receipts, invoices and credit notes (docs/requirements/receipts.md): the
// list shown to the traveller and to staff, and each as a PDF rendered from its stored row.

export async function listAccountingDocuments(
  db: DatabaseExecutor,
  applicationId: string,
): Promise<TAccountingDocumentView[]> {
  const rows = await db
    .select({
      id: accountingDocuments.id,
      number: accountingDocuments.number,
      kind: accountingDocuments.kind,
      issuedAt: accountingDocuments.issuedAt,
      currency: accountingDocuments.currency,
      total: accountingDocuments.total,
      creditsDocumentId: accountingDocuments.creditsDocumentId,
    })
    .from(accountingDocuments)
    .where(eq(accountingDocuments.applicationId, applicationId))
    .orderBy(asc(accountingDocuments.year), asc(accountingDocuments.sequence));
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  return rows.map(({ creditsDocumentId, issuedAt, ...row }) => ({
    ...row,
    issuedAt: issuedAt.toISOString(),
    credits: creditsDocumentId ? (numbers.get(creditsDocumentId) ?? null) : null,
  }));
}

const credited = alias(accountingDocuments, 'credited');

/**
 * One document of the application as a PDF. An id of another application's document, or none,
 * is the same 404: nothing tells a caller that it exists. `applicationId` null: a signed link
 * from the status check names the document alone (its signature is the authority).
 */
export async function accountingDocumentPdf({
  db,
  heavyWork,
  applicationId,
  documentId,
}: {
  db: DatabaseExecutor;
  heavyWork: HeavyWork;
  applicationId: string | null;
  documentId: string;
}): Promise<{ fileName: string; pdf: Uint8Array }> {
  if (!z.uuid().safeParse(documentId).success) throw new HttpError('accounting.document_not_found');
  const [row] = await db
    .select({
      document: accountingDocuments,
      applicationNumber: applications.applicationNumber,
      creditsNumber: credited.number,
    })
    .from(accountingDocuments)
    .innerJoin(applications, eq(applications.id, accountingDocuments.applicationId))
    .leftJoin(credited, eq(credited.id, accountingDocuments.creditsDocumentId))
    .where(
      and(
        eq(accountingDocuments.id, documentId),
        applicationId === null ? undefined : eq(accountingDocuments.applicationId, applicationId),
      ),
    );
  if (!row) throw new HttpError('accounting.document_not_found');
  const { document, creditsNumber } = row;
  const pdf = await heavyWork.renderAccountingPdf(document.applicationId, {
    number: document.number,
    kind: document.kind,
    issuedAt: document.issuedAt,
    applicationNumber: row.applicationNumber,
    customerName: document.customerName,
    currency: document.currency,
    total: document.total,
    lines: document.lines,
    company: document.company,
    ...(creditsNumber ? { creditsNumber } : {}),
  });
  return { fileName: accountingPdfName(document.kind, document.number), pdf };
}

/** Sends a document's PDF as a download that no cache keeps. */
export function sendAccountingPdf(
  reply: FastifyReply,
  { fileName, pdf }: { fileName: string; pdf: Uint8Array },
) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(pdf));
}
