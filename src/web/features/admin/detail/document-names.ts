import type { TAdminDocument } from '@/domain/schemas/admin';

/** The prepared copy is a JPEG (photos) or a PDF (passport scans): its name says which. */
export function preparedFileName(
  document: Pick<TAdminDocument, 'originalName' | 'preparedMimeType'>,
) {
  const extension = document.preparedMimeType === 'image/jpeg' ? 'jpg' : 'pdf';
  const base = document.originalName.replace(/\.[^./\\]+$/, '') || 'document';
  return `${base}-prepared.${extension}`;
}

export const zipFileName = (applicationNumber: string) =>
  `application-${applicationNumber}-documents.zip`;

/** Documents grouped for the detail: the e-visa first, then applicant by applicant. */
export function groupDocuments(documents: readonly TAdminDocument[], numberOfApplicants: number) {
  const evisa = documents.filter((d) => d.kind === 'evisa');
  const uploads = documents.filter((d) => d.kind !== 'evisa');
  const positions = new Set<number>([
    ...Array.from({ length: numberOfApplicants }, (_, i) => i),
    ...uploads.flatMap((d) => (d.applicant === null ? [] : [d.applicant])),
  ]);
  return {
    evisa,
    applicants: [...positions]
      .sort((a, b) => a - b)
      .map((position) => ({
        position,
        documents: uploads.filter((d) => d.applicant === position),
      })),
  };
}
