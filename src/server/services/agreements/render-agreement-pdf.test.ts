import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, PDFName, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { calculatePrice } from '@/domain/pricing';
import { signatureDataUrl } from '@/server/test-support/png';
import { renderAgreementPdf } from './render-agreement-pdf';

/** The page's drawing operators, decompressed. */
function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
  return streams
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => {
      const bytes = stream.getContents();
      const filter = stream.dict.get(PDFName.of('Filter'));
      return (filter ? inflateSync(bytes) : Buffer.from(bytes)).toString('latin1');
    })
    .join('\n');
}

describe('the signed agreement PDF', () => {
  for (const applicants of [1, 4, 10]) {
    it(`keeps the signature on the page of its record (${applicants} applicants)`, async () => {
      const bytes = await renderAgreementPdf({
        applicationNumber: 'EV2026K7QX3M9A',
        signerName: 'Jane Traveller',
        applicantNames: Array.from({ length: applicants }, (_, i) => `Traveller Number${i + 1}`),
        visaType: 'tourist',
        processingTime: 'normal',
        pricing: calculatePrice({
          numberOfApplicants: applicants,
          processingTime: 'normal',
          travelInsurance: false,
          travelEsim: false,
        }),
        signedAt: new Date('2026-05-01T10:00:00Z'),
        ipAddress: '203.0.113.7',
        userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 ${'X'.repeat(120)}`,
        signaturePng: Buffer.from(signatureDataUrl().split(',')[1]!, 'base64'),
      });
      const doc = await PDFDocument.load(bytes);
      const last = contentOf(doc.getPages().at(-1)!);
      expect(last).toMatch(/\sDo\b/); // the signature image is drawn on the last page
      // ...with its record: every field is a label and a value, two text runs each.
      const textRuns = last.match(/\bTj\b/g)?.length ?? 0;
      expect(textRuns).toBeGreaterThanOrEqual(2 * (10 + applicants));
    });
  }
});
